/**
 * What is secret — one description for every kind, used by drafts, documents, tool results, plans, exports, log
 * lines and messages (util/redact.ts) and the end-of-run secrets scan (pure, no `vscode`). Three rules:
 *  - paths per kind, as the SDK's types declare the write-only values (`*`: every key at that level);
 *  - names: a key whose string value is a secret wherever it is (`client_secret`, `auth_token`, `header_value`…),
 *    compared without case, `_` or `-`;
 *  - content: a string that looks like a PEM private key (even cut before its END line), a JWT or an
 *    `Authorization` credential (`Bearer …`, `Basic …`) is a secret wherever it is.
 */
import type { PathSegment } from '../diagnostics/validate';
import { ownAt } from '../util/own';
import { isPlainObject } from './diff';

type Pattern = readonly string[];

const WEBHOOK = ['destination', 'configuration', 'webhook_authorization'];

/**
 * Per kind (the ids of src/kinds and src/compare): a connection's option secrets (OAuth, Apple, Twilio, Google
 * Workspace admin tokens, a custom database's configuration values, the gateway secret, SAML's signing and
 * decryption keys), a webhook's credential, a vault connection's setup secrets, the Twilio auth token.
 */
export const SECRET_PATHS: Readonly<Record<string, readonly Pattern[]>> = {
  connections: [
    ['options', 'client_secret'], ['options', 'app_secret'], ['options', 'consumer_secret'], ['options', 'twilio_token'],
    ['options', 'admin_access_token'], ['options', 'admin_refresh_token'], ['options', 'configuration', '*'],
    ['options', 'gateway_authentication', 'secret'], ['options', 'signing_key', 'key'], ['options', 'decryptionKey'],
  ],
  'event-streams': [[...WEBHOOK, 'token'], [...WEBHOOK, 'password'], [...WEBHOOK, 'header_value']],
  'vault-connections': ['api_key', 'secret_key', 'token', 'code', 'client_secret', 'private_key', 'password', 'value'].map((k) => ['setup', k]),
  'phone-factors': [['twilio', 'auth_token']],
};

/** Key names whose string values are secrets anywhere (normalised: lower case, no `_` or `-`). */
const SECRET_NAMES = new Set([
  'secret', 'clientsecret', 'appsecret', 'consumersecret', 'twiliotoken', 'authtoken', 'accesstoken', 'refreshtoken',
  'adminaccesstoken', 'adminrefreshtoken', 'accesstokensecret', 'idtoken', 'token', 'bearertoken', 'headervalue', 'password',
  'passphrase', 'apikey', 'secretkey', 'privatekey', 'privatekeypem', 'decryptionkey', 'signingsecret', 'webhooksecret',
  'sharedsecret', 'totpsecret', 'awssecretaccesskey', 'clientassertion',
]);

export const isSecretName = (key: string): boolean => SECRET_NAMES.has(key.toLowerCase().replace(/[_-]/g, ''));

/** A PEM private key's first line (the rest may be cut off). */
export const PRIVATE_KEY_PEM = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;
/** A JWT: three base64url parts, the first a JSON object's start. */
export const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/;
/** An HTTP credential, `Bearer <token>` or `Basic <base64>`: the scheme, then the credential (a word is prose). */
export const AUTH_CREDENTIAL = /\b(Bearer|Basic)\s+([A-Za-z0-9._~+/=-]{4,})/gi;
/** A word, even ending a sentence ("Bearer token."), is prose, not a credential. */
export const isCredential = (word: string): boolean => !/^[A-Z]?[a-z]+\.?$/.test(word);
const hasCredential = (value: string): boolean => [...value.matchAll(AUTH_CREDENTIAL)].some((m) => isCredential(m[2]!));

/** The content rule: a private key, a JWT or an HTTP credential, wherever it is. */
export const looksSecret = (value: string): boolean => PRIVATE_KEY_PEM.test(value) || JWT.test(value) || hasCredential(value);

export function matches(pattern: readonly string[], path: readonly PathSegment[]): boolean {
  return pattern.length === path.length && pattern.every((p, i) => p === '*' || p === String(path[i]));
}

/**
 * The paths in `value` that hold a secret: by path, by name (a value there, not an object or list) or by content;
 * nothing below one.
 * A secret-named key holding an object or a list (`authentication_methods.password`: settings) is looked into instead.
 */
export function secretPathsIn(kind: string, value: unknown, at: PathSegment[] = []): PathSegment[][] {
  if (typeof value === 'string') return at.length > 0 && looksSecret(value) ? [at] : [];
  const entries: [PathSegment, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : isPlainObject(value) ? Object.entries(value) : [];
  return entries.flatMap(([key, v]) => {
    const path = [...at, key];
    const byPath = (SECRET_PATHS[kind] ?? []).some((p) => matches(p, path));
    const byName = typeof key === 'string' && isSecretName(key) && !Array.isArray(v) && !isPlainObject(v);
    return (byPath || byName) && v !== undefined ? [path] : secretPathsIn(kind, v, path);
  });
}

/**
 * A copy of `value` without its secrets (array items that are secrets are dropped). An object whose every value
 * is secret by a `*` path (a database's `configuration`) goes with them.
 */
export function withoutSecrets<T>(kind: string, value: T): T {
  const paths = secretPathsIn(kind, value);
  if (paths.length === 0) return value;
  const out = structuredClone(value) as unknown;
  // Last first, so removing an array item never shifts another path.
  for (const path of [...paths].reverse()) {
    const parent = ownAt(out, path.slice(0, -1));
    const last = path.at(-1)!;
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else if (isPlainObject(parent)) delete parent[String(last)];
    const wildcard = (SECRET_PATHS[kind] ?? []).some((p) => p.at(-1) === '*' && matches(p, path));
    const grandparent = ownAt(out, path.slice(0, -2));
    if (wildcard && isPlainObject(parent) && Object.keys(parent).length === 0 && isPlainObject(grandparent)) delete grandparent[String(path.at(-2))];
  }
  return out as T;
}
