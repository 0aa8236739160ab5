/**
 * The Create Connection draft, without `vscode`: its first text (the name, the strategy and `options` suited to the
 * strategy: for a database the service's recommended settings), the rule that a draft never holds a secret of the
 * connection (drafts are kept in the extension's storage), and where a server error belongs.
 */
import { visit } from 'jsonc-parser';
import type { ConnectionStrategy } from '../../api/connectionStrategies';
import { isPlainObject } from '../../kinds/diff';
import { jsonText } from '../jsonText';
import type { CheckContext, PathSegment, Problem } from '../validate';

export const CONNECTION_DRAFT_SUFFIX = '.connection.json';

/** Option keys that carry a secret of the identity provider: never in a draft (set them in the connection editor). */
export const CONNECTION_SECRET_KEYS: readonly string[] = ['client_secret', 'twilio_token', 'consumer_secret', 'app_secret', 'secret'];

/**
 * A new database connection: the settings the service's dashboard starts from (password policy "good" with its
 * minimum length 8, brute-force protection on, sign-ups allowed, email as identifier, no custom database).
 */
export function databaseOptions(): Record<string, unknown> {
  return {
    passwordPolicy: 'good',
    password_complexity_options: { min_length: 8 },
    password_history: { enable: false, size: 5 },
    password_no_personal_info: { enable: false },
    password_dictionary: { enable: false, dictionary: [] },
    brute_force_protection: true,
    requires_username: false,
    disable_signup: false,
    import_mode: false,
    enabledDatabaseCustomization: false,
    authentication_methods: { password: { enabled: true }, passkey: { enabled: false } },
  };
}

const SOCIAL_PROFILE = { email: true, profile: true };

/** `options` for a new connection of `strategy`: the database settings, a minimal object where one is known, else empty. */
export function draftOptions(strategy: ConnectionStrategy): Record<string, unknown> {
  switch (strategy) {
    case 'auth0':
      return databaseOptions();
    case 'email':
      return { brute_force_protection: true, disable_signup: false, totp: { time_step: 180, length: 6 } };
    case 'sms':
      return { brute_force_protection: true, disable_signup: false, totp: { time_step: 300, length: 6 } };
    case 'google-oauth2':
      return { client_id: '', ...SOCIAL_PROFILE, scope: ['email', 'profile'] };
    case 'github':
      return { client_id: '', ...SOCIAL_PROFILE };
    case 'samlp':
      return { signInEndpoint: '', signingCert: '', signatureAlgorithm: 'rsa-sha256', digestAlgorithm: 'sha256' };
    case 'oidc':
      return { type: 'front_channel', discovery_url: '', client_id: '', scope: 'openid profile email' };
    case 'waad':
      return { domain: '', tenant_domain: '', client_id: '', waad_protocol: 'openid-connect', use_wsfed: false };
    case 'okta':
      return { domain: '', client_id: '', scope: 'openid profile email' };
    default:
      return {};
  }
}

/** The draft's first text: a complete create body. */
export function connectionDraftText(name: string, strategy: ConnectionStrategy): string {
  return jsonText({ name, strategy, options: draftOptions(strategy) });
}

/** True when the text has a secret key anywhere, even while it is not valid JSON yet (it must not be stored). */
export function connectionDraftHoldsSecret(text: string): boolean {
  let found = false;
  visit(text, { onObjectProperty: (key) => { found ||= CONNECTION_SECRET_KEYS.includes(key); } }, { allowTrailingComma: true, disallowComments: false });
  return found;
}

/** Paths of the secret keys anywhere in `value`. */
function secretPaths(value: unknown, path: PathSegment[] = []): PathSegment[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretPaths(v, [...path, i]));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => (CONNECTION_SECRET_KEYS.includes(k) ? [[...path, k]] : secretPaths(v, [...path, k])));
}

/** The checks beyond the create schema: a secret key is an error (it would be kept with the draft). */
export function connectionDraftChecks(value: unknown, ctx: CheckContext): Problem[] {
  return secretPaths(value).map((path) => ({
    range: ctx.rangeOf(path, 'key'),
    message: `"${String(path.at(-1))}" is a secret: a draft never holds one (drafts are kept in the extension's storage). Remove it here; once the connection exists, set it in the connection editor.`,
    severity: 'error' as const,
    path,
    code: 'secret_in_draft',
  }));
}

/** The field a create error from the server is about, as a draft path; undefined if it names none. */
export function connectionServerErrorPath(status: number, message: string): PathSegment[] | undefined {
  if (status === 409) return ['name'];
  if (status === 422) return ['strategy'];
  if (status !== 400) return undefined;
  const property = /on property ([\w.]+?)\.?(?:\s|'|$)/.exec(message)?.[1];
  if (!property) return undefined;
  return property.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
