/**
 * The apps a Flows Vault connection can be created for and the setups each accepts, as the service's contract
 * describes them (CreateFlowsVaultConnection*: 21 apps; an update's `setup` is one of the same variants). No
 * `vscode` import: labels are translated where they are shown. Every value here is written once to the tenant and
 * never read back.
 */
import type { Issue } from '../../api/issues';
import { CREDENTIALS_MESSAGE, hasCredentials, isHttpsUrl } from '../../api/urls';

export type FieldFormat = 'https-url' | 'hostname' | 'email';

export interface SetupField {
  key: string;
  label: string;
  /** Asked in a password box; never shown, stored or logged. */
  secret?: boolean;
  optional?: boolean;
  /** Length bounds the service sets (none when absent). */
  min?: number;
  max?: number;
  format?: FieldFormat;
  choices?: readonly string[];
}

export interface SetupKind {
  type: string;
  label: string;
  fields: readonly SetupField[];
  /** The service takes keys besides the listed ones (OAUTH_CODE, JWT). */
  open?: boolean;
  /** The service takes the setup without its `type` (OAUTH_CODE, OAUTH_JWT). */
  typeOptional?: boolean;
}

export interface VaultApp {
  id: string;
  label: string;
  setups: readonly SetupKind[];
}

const key = (k: string, label: string): SetupField => ({ key: k, label, secret: true });
const secret = (k: string, label: string, extra: Partial<SetupField> = {}): SetupField => ({ key: k, label, secret: true, ...extra });
const plain = (k: string, label: string, extra: Partial<SetupField> = {}): SetupField => ({ key: k, label, ...extra });
const kind = (type: string, label: string, ...fields: SetupField[]): SetupKind => ({ type, label, fields });
const len = (min: number, max: number) => ({ min, max });

const apiKey = kind('API_KEY', 'API key', key('api_key', 'API key'));
const secretKey = kind('API_KEY', 'API key', key('secret_key', 'API key'));
const token = kind('TOKEN', 'Access token', secret('token', 'Access token'));
const webhook = kind('WEBHOOK', 'Webhook URL', plain('url', 'Webhook URL', { format: 'https-url' }));
const oauthCode: SetupKind = { ...kind('OAUTH_CODE', 'OAuth authorization code', secret('code', 'Authorization code from the app\'s consent screen', { optional: true })), open: true, typeOptional: true };
const ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512'];

export const VAULT_APPS: readonly VaultApp[] = [
  { id: 'ACTIVECAMPAIGN', label: 'ActiveCampaign', setups: [kind('API_KEY', 'API key and account URL', plain('base_url', 'Account API URL', { format: 'https-url' }), key('api_key', 'API key'))] },
  { id: 'AIRTABLE', label: 'Airtable', setups: [apiKey] },
  { id: 'AUTH0', label: 'Auth0', setups: [kind('OAUTH_APP', 'Machine-to-machine application', plain('domain', 'Domain', { format: 'hostname' }), plain('client_id', 'Client ID'), secret('client_secret', 'Client secret'), plain('audience', 'Audience', { optional: true, format: 'https-url', min: 1 }))] },
  { id: 'BIGQUERY', label: 'BigQuery', setups: [{ ...kind('OAUTH_JWT', 'Service account', plain('project_id', 'Project ID', { optional: true }), plain('client_email', 'Service account email', { optional: true, format: 'email' }), secret('private_key', 'Private key', { optional: true })), typeOptional: true }] },
  { id: 'CLEARBIT', label: 'Clearbit', setups: [secretKey] },
  { id: 'DOCUSIGN', label: 'DocuSign', setups: [oauthCode] },
  { id: 'GOOGLE_SHEETS', label: 'Google Sheets', setups: [oauthCode] },
  {
    id: 'HTTP', label: 'HTTP request', setups: [
      kind('BEARER', 'Bearer token', secret('token', 'Bearer token')),
      kind('BASIC_AUTH', 'Basic authentication', plain('username', 'User name', len(1, 155)), secret('password', 'Password', { optional: true, ...len(1, 155) })),
      kind('API_KEY', 'API key in a header or query parameter', plain('in', 'Where the key goes', { choices: ['HEADER', 'QUERY'] }), plain('name', 'Header or parameter name', len(1, 55)), secret('value', 'Key value', len(1, 255))),
      kind(
        'OAUTH_CLIENT_CREDENTIALS', 'OAuth client credentials', plain('token_endpoint', 'Token endpoint', { format: 'https-url', ...len(1, 500) }), plain('client_id', 'Client ID', len(1, 255)),
        secret('client_secret', 'Client secret', len(1, 255)), plain('audience', 'Audience', { optional: true, ...len(1, 255) }), plain('resource', 'Resource', { optional: true, ...len(1, 255) }),
        plain('scope', 'Scope', { optional: true, ...len(1, 1024) }),
      ),
    ],
  },
  { id: 'HUBSPOT', label: 'HubSpot', setups: [apiKey, oauthCode] },
  { id: 'JWT', label: 'JSON Web Token', setups: [{ ...kind('JWT', 'Signing algorithm', plain('algorithm', 'Algorithm', { choices: ALGORITHMS })), open: true }] },
  { id: 'MAILCHIMP', label: 'Mailchimp', setups: [secretKey, oauthCode] },
  { id: 'MAILJET', label: 'Mailjet', setups: [kind('API_KEY', 'API key and secret key', key('api_key', 'API key'), key('secret_key', 'Secret key'))] },
  { id: 'PIPEDRIVE', label: 'Pipedrive', setups: [token, oauthCode] },
  { id: 'SALESFORCE', label: 'Salesforce', setups: [oauthCode] },
  { id: 'SENDGRID', label: 'SendGrid', setups: [apiKey] },
  { id: 'SLACK', label: 'Slack', setups: [webhook, oauthCode] },
  { id: 'STRIPE', label: 'Stripe', setups: [kind('KEY_PAIR', 'Key pair', plain('public_key', 'Publishable key'), secret('private_key', 'Secret key')), oauthCode] },
  { id: 'TELEGRAM', label: 'Telegram', setups: [token] },
  { id: 'TWILIO', label: 'Twilio', setups: [kind('API_KEY', 'Account ID and API key', plain('account_id', 'Account ID'), key('api_key', 'API key'))] },
  { id: 'WHATSAPP', label: 'WhatsApp', setups: [token] },
  { id: 'ZAPIER', label: 'Zapier', setups: [webhook] },
];

/** A setup as the service takes it: the kind's type and the fields the user filled (optional ones left empty are left out). */
export function setupBody(setup: SetupKind, values: Record<string, string>): Record<string, string> {
  const fields = Object.fromEntries(setup.fields.filter((f) => values[f.key] !== undefined && values[f.key] !== '').map((f) => [f.key, values[f.key]!]));
  return { type: setup.type, ...fields };
}

/** The create request body: name, app and the setup. */
export function vaultConnectionBody(name: string, app: VaultApp, setup: SetupKind, values: Record<string, string>): { name: string; app_id: string; setup: Record<string, string> } {
  return { name, app_id: app.id, setup: setupBody(setup, values) };
}

/** Whether a value has a field's format (the tenant refuses it with 400 otherwise). */
export const FORMAT_CHECKS: Readonly<Record<FieldFormat, (value: string) => boolean>> = {
  'https-url': (v) => isHttpsUrl(v) && !hasCredentials(v),
  hostname: (v) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i.test(v),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
};

/** Why the tenant would refuse this value of a field, in English (the commands word it for the user), or undefined. */
export function fieldProblem(field: SetupField, value: unknown): string | undefined {
  if (value === undefined) return field.optional ? undefined : 'is required';
  if (typeof value !== 'string') return 'must be a string';
  if (field.choices && !field.choices.includes(value)) return `must be one of ${field.choices.join(', ')}`;
  if (field.min !== undefined && value.length < field.min) return field.min === 1 ? 'must not be empty' : `must have at least ${field.min} characters`;
  if (field.max !== undefined && value.length > field.max) return `must have at most ${field.max} characters (this one has ${value.length})`;
  if (field.format === 'https-url' && hasCredentials(value)) return CREDENTIALS_MESSAGE;
  if (field.format && !FORMAT_CHECKS[field.format](value)) return `must be ${field.format === 'https-url' ? 'an https:// URL' : `a valid ${field.format}`}`;
  return undefined;
}

/** The setup kind of `setup` for the app: the one its `type` names, or (without a type) the one that takes none. */
function kindOf(app: VaultApp, setup: Record<string, unknown>): SetupKind | undefined {
  if (setup.type === undefined) return app.setups.find((k) => k.typeOptional);
  return app.setups.find((k) => k.type === setup.type);
}

/** The problems of a `setup` for the app `appId` (empty when the tenant would accept it); no value is quoted. */
export function setupIssues(appId: string, setup: Record<string, unknown>): Issue[] {
  const app = VAULT_APPS.find((a) => a.id === appId);
  const issue = (path: PropertyKey[], message: string): Issue => ({ code: 'custom', path: ['setup', ...path], message, input: undefined });
  if (!app) return [issue([], `cannot be checked: unknown app ${appId}`)];
  const kind = kindOf(app, setup);
  if (!kind) return [issue(['type'], `must be one of ${app.setups.map((k) => k.type).join(', ')} for ${app.label}`)];
  const known = new Set(['type', ...kind.fields.map((f) => f.key)]);
  const extra = kind.open ? [] : Object.keys(setup).filter((k) => !known.has(k));
  return [
    ...extra.map((k) => issue([k], `is not a field of the ${kind.type} setup of ${app.label}: remove it`)),
    ...kind.fields.flatMap((f) => {
      const problem = fieldProblem(f, setup[f.key]);
      return problem ? [issue([f.key], problem)] : [];
    }),
  ];
}
