// The setups each Flows Vault app accepts on create, as the SDK's types describe them (CreateFlowsVaultConnection*
// in auth0's management types: 21 apps, each with one or more `setup` variants, or no setup at all for a
// connection that is not ready yet). Every variant is a closed object, except OAUTH_CODE and JWT (open).
import { z } from 'zod';
import type { VaultConnection } from '../state/types';
import { isPlainObject, sha256Hex } from '../util';
import { parseBody } from '../validation';

/** Setup values: any string, as in the contract (only HTTP's have lengths, see upTo). */
const text = z.string();
const key = text;
const upTo = (max: number) => z.string().min(1).max(max);
const https = z.url({ protocol: /^https$/ });
const ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512'] as const;

export interface SetupVariant {
  type: string;
  /** OAUTH_CODE and OAUTH_JWT may leave out `type`. */
  typeOptional?: boolean;
  schema: z.ZodType;
}

const closed = (type: string, shape: z.ZodRawShape): SetupVariant => ({ type, schema: z.strictObject({ type: z.literal(type), ...shape }) });
const oauthCode: SetupVariant = { type: 'OAUTH_CODE', typeOptional: true, schema: z.looseObject({ type: z.literal('OAUTH_CODE').optional(), code: z.string().optional() }) };
const apiKey = closed('API_KEY', { api_key: key });
const token = closed('TOKEN', { token: text });
const webhook = closed('WEBHOOK', { url: https });

export const VAULT_SETUPS: Record<string, SetupVariant[]> = {
  ACTIVECAMPAIGN: [closed('API_KEY', { api_key: key, base_url: https })],
  AIRTABLE: [apiKey],
  AUTH0: [closed('OAUTH_APP', { client_id: text, client_secret: text, domain: z.hostname(), audience: https.optional() })],
  BIGQUERY: [{ type: 'OAUTH_JWT', typeOptional: true, schema: z.strictObject({ type: z.literal('OAUTH_JWT').optional(), project_id: text.optional(), private_key: text.optional(), client_email: z.email().optional() }) }],
  CLEARBIT: [closed('API_KEY', { secret_key: key })],
  DOCUSIGN: [oauthCode],
  GOOGLE_SHEETS: [oauthCode],
  HTTP: [
    closed('BEARER', { token: text }),
    closed('BASIC_AUTH', { username: upTo(155), password: upTo(155).optional() }),
    closed('API_KEY', { name: upTo(55), value: upTo(255), in: z.enum(['HEADER', 'QUERY']) }),
    closed('OAUTH_CLIENT_CREDENTIALS', {
      client_id: upTo(255), client_secret: upTo(255), token_endpoint: https.max(500), audience: upTo(255).optional(), resource: upTo(255).optional(), scope: upTo(1024).optional(),
    }),
  ],
  HUBSPOT: [apiKey, oauthCode],
  JWT: [{ type: 'JWT', schema: z.looseObject({ type: z.literal('JWT'), algorithm: z.enum(ALGORITHMS) }) }],
  MAILCHIMP: [closed('API_KEY', { secret_key: key }), oauthCode],
  MAILJET: [closed('API_KEY', { api_key: key, secret_key: key })],
  PIPEDRIVE: [token, oauthCode],
  SALESFORCE: [oauthCode],
  SENDGRID: [apiKey],
  SLACK: [webhook, oauthCode],
  STRIPE: [closed('KEY_PAIR', { private_key: text, public_key: text }), oauthCode],
  TELEGRAM: [token],
  TWILIO: [closed('API_KEY', { account_id: text, api_key: key })],
  WHATSAPP: [token],
  ZAPIER: [webhook],
};

export const VAULT_APP_IDS = Object.keys(VAULT_SETUPS) as [string, ...string[]];

/** The variant a setup is for: by its `type`, or the one whose `type` may be left out. */
export function setupVariant(appId: string, setup: unknown): SetupVariant | undefined {
  const type = (setup as { type?: unknown } | null)?.type;
  const variants = VAULT_SETUPS[appId] ?? [];
  return type === undefined ? variants.find((v) => v.typeOptional) : variants.find((v) => v.type === type);
}

/** The setup checked against the app's variants (400 naming the property), or undefined when there is none. */
export function checkSetup(appId: string, setup: unknown): Record<string, unknown> | undefined {
  if (setup === undefined) return undefined;
  const variant = setupVariant(appId, setup);
  if (!variant) {
    const types = VAULT_SETUPS[appId]!.map((v) => v.type) as [string, ...string[]];
    parseBody(z.object({ setup: z.object({ type: z.enum(types) }) }), { setup });
  }
  return parseBody(z.object({ setup: variant!.schema }), { setup }).setup as Record<string, unknown>;
}

const SECRET_KEYS = ['api_key', 'secret_key', 'token', 'client_secret', 'private_key', 'value', 'password', 'code'];
const LABELS: Record<string, string> = { ACTIVECAMPAIGN: 'ActiveCampaign' };

/** "ActiveCampaign ab***yz": the first and last two characters of the key, like the live service. */
export function maskAccountName(apiKey: string, appId = 'ACTIVECAMPAIGN'): string {
  return `${LABELS[appId] ?? appId} ${apiKey.length >= 8 ? `${apiKey.slice(0, 2)}***${apiKey.slice(-2)}` : '***'}`;
}

/** JSON with the keys of every object sorted, so a setup hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The only trace of a setup the emulator keeps: a hash salted with the connection's id (no two connections alike). */
export function setupFingerprint(id: string, appId: string, setup: Record<string, unknown> | undefined): string {
  return sha256Hex(`${id}\n${appId}\n${canonical(setup)}`);
}

/** What a setup (or none) makes of a connection: ready or not, its fingerprint and masked account name. */
export function credentialsOf(id: string, appId: string, setup: Record<string, unknown> | undefined, now: string): Pick<VaultConnection, 'ready' | 'refreshed_at' | 'fingerprint' | 'account_name'> {
  const secret = setup && SECRET_KEYS.map((k) => setup[k]).find((v): v is string => typeof v === 'string' && v.length > 0);
  return {
    ready: setup !== undefined,
    ...(setup ? { refreshed_at: now } : {}),
    fingerprint: setupFingerprint(id, appId, setup),
    ...(secret ? { account_name: maskAccountName(secret, appId) } : {}),
  };
}
