/**
 * The secrets a connection's `options` can hold, as the SDK's connection option types declare them: OAuth client
 * secrets, Apple's private key, the SMS connection's Twilio token, Google Workspace admin tokens, a custom
 * database's script configuration, the gateway secret and a SAML signing key. A document never shows them (the
 * kind's `secrets`); because a PATCH replaces `options` wholesale, a save puts back the values the tenant has,
 * read just before sending, so a secret the user never saw is never wiped (pure, no `vscode`).
 */
import type { PathSegment } from '../editors/validate';
import { setValueAt, valueAt } from './diff';

/** Paths under `options`. */
export const OPTION_SECRETS: readonly (readonly string[])[] = [
  ['client_secret'],
  ['app_secret'],
  ['twilio_token'],
  ['admin_access_token'],
  ['admin_refresh_token'],
  ['configuration'],
  ['gateway_authentication', 'secret'],
  ['signing_key', 'key'],
];

/** The same paths from the document's root, for the kind's `secrets`. */
export const CONNECTION_SECRETS: readonly PathSegment[][] = OPTION_SECRETS.map((path) => ['options', ...path]);

/** `options` to send, with each secret the tenant has and the edited options lack put back. */
export function withServerSecrets(edited: Record<string, unknown>, server: unknown): Record<string, unknown> {
  const out = structuredClone(edited);
  for (const path of OPTION_SECRETS) {
    const value = valueAt(server, path);
    if (value === undefined || valueAt(out, path) !== undefined) continue;
    setValueAt(out, path, structuredClone(value));
  }
  return out;
}
