/**
 * Creating a connection the target lacks (pure, no `vscode`): POST /connections with the source's name, strategy
 * and the fields the service's create accepts (display_name, options, realms, metadata, flags), then its
 * applications enabled by name (PATCH /connections/{id}/clients, as the service recommends over `enabled_clients`).
 * Left out of the body: the option secrets (never part of a plan) and the options the service sets itself. A
 * secret the user can type (an OAuth client secret, an app secret, a Twilio token, a gateway secret) is asked for
 * when the source has one; the others (a database's script settings, a SAML signing key, Google Workspace admin
 * tokens) are listed as not copied with where to set them.
 */
import type { ApiClient } from '../../api/client';
import { createConnection, type CreateConnection } from './api';
import { isConnectionStrategy } from './strategies';
import type { CallOptions } from '../../api/request';
import { deepEqual, deleteValueAt, isPlainObject, valueAt } from '../diff';
import { secretPathsIn } from '../secrets';
import { applicationsOnTarget, enabledIds, enableApplicationsStep, nameOf } from './copyApplications';
import type { NotCopied, Plan, PlanSide, PlanTarget, Raw, SecretToType } from '../facets/copy';
import { runSteps } from '../applySteps';
import { blockedPlan, str, createPlan } from '../copyPlan';
import { lookup } from '../../util/own';

/**
 * Secrets a user can type, under `options`, with what the prompt calls them. Asked for when the source holds one,
 * and when `needed` says the connection's other settings go with one, since an exported workspace file never holds
 * a secret: a client id with its client secret (not Apple's, which signs with its key, nor an OIDC or Okta front
 * channel's, which has none), Apple's key id with its key, a Twilio SID with its auth token, a gateway
 * authentication with its secret.
 */
const TYPED: readonly { path: readonly string[]; label: string; needed: (options: Raw, strategy: string) => boolean }[] = [
  { path: ['client_secret'], label: 'client secret', needed: (o, strategy) => valueAt(o, ['client_id']) !== undefined && strategy !== 'apple' && o.type !== 'front_channel' },
  { path: ['app_secret'], label: 'app secret (the Sign in with Apple key)', needed: (o, strategy) => strategy === 'apple' && (valueAt(o, ['kid']) !== undefined || valueAt(o, ['team_id']) !== undefined) },
  { path: ['twilio_token'], label: 'Twilio auth token', needed: (o) => valueAt(o, ['twilio_sid']) !== undefined },
  { path: ['gateway_authentication', 'secret'], label: 'gateway authentication secret', needed: (o) => valueAt(o, ['gateway_authentication', 'method']) !== undefined },
];

/** Secrets no one types in a box: left out, with where to set them on the target. */
const NOT_TYPED: readonly { path: readonly string[]; drop: readonly string[]; reason: string }[] = [
  { path: ['configuration'], drop: ['configuration'], reason: 'A database\'s custom script settings are secrets: set them on the target in the dashboard (the connection\'s Custom Database settings).' },
  { path: ['signing_key', 'key'], drop: ['signing_key'], reason: 'A SAML signing key pair is a secret: the target signs with its own; upload one in the dashboard if this connection needs it.' },
  { path: ['decryptionKey'], drop: ['decryptionKey'], reason: 'A SAML decryption key pair is a secret: set the target\'s own in the dashboard if its identity provider encrypts assertions.' },
  { path: ['admin_access_token'], drop: ['admin_access_token'], reason: 'Google Workspace admin tokens come from an admin\'s consent: grant it on the target in the dashboard (the connection\'s Setup).' },
  { path: ['admin_refresh_token'], drop: ['admin_refresh_token'], reason: 'Google Workspace admin tokens come from an admin\'s consent: grant it on the target in the dashboard (the connection\'s Setup).' },
];

/** Options the service sets itself (from a certificate, or the AD/LDAP connector): never sent. */
const SERVICE_SET = ['thumbprints', 'certs', 'agentIP', 'agentVersion', 'agentMode'] as const;

/** The options to send (no secret, nothing the service sets), the secrets to type, and what is left out. */
function createOptions(options: Raw, strategy: string, notCopied: NotCopied[]): { options: Raw; secrets: SecretToType[] } {
  const out = structuredClone(options);
  const secrets: SecretToType[] = [];
  for (const { path, label, needed } of TYPED) {
    if (valueAt(out, path) === undefined && !needed(out, strategy)) continue;
    deleteValueAt(out, path);
    secrets.push({ path: ['options', ...path], label });
  }
  for (const { path, drop, reason } of NOT_TYPED) {
    if (valueAt(out, path) === undefined) continue;
    deleteValueAt(out, drop);
    notCopied.push({ field: ['options', ...path].join('.'), reason });
  }
  // Any other secret the description knows (kinds/secrets.ts: by path, name or content): left out too.
  for (const path of secretPathsIn('connections', { options: out })) {
    deleteValueAt(out, path.slice(1).map(String));
    notCopied.push({ field: path.join('.'), reason: 'A secret: it is not copied; set it on the target in its connection editor once the connection exists.' });
  }
  for (const key of SERVICE_SET) {
    if (out[key] === undefined) continue;
    delete out[key];
    notCopied.push({ field: `options.${key}`, reason: 'Set by the service itself: the target sets its own.' });
  }
  return { options: out, secrets };
}

/**
 * The fields a create takes besides name, strategy, options and the common display_name, is_domain_connection and
 * metadata: per strategy, as the SDK's CreateConnectionRequestContent<Strategy> types list them; objects with the
 * keys the create accepts.
 */
const BUTTON = ['show_as_button'] as const;
const BY_STRATEGY: Readonly<Record<string, readonly string[]>> = {
  auth0: ['realms'],
  adfs: BUTTON, waad: BUTTON, 'google-apps': BUTTON, ip: BUTTON, office365: BUTTON, pingfederate: BUTTON, sharepoint: BUTTON, samlp: BUTTON,
  okta: [...BUTTON, 'cross_app_access_requesting_app'],
  oidc: [...BUTTON, 'authentication', 'connected_accounts', 'cross_app_access_requesting_app'],
};
const OBJECTS: Readonly<Record<string, readonly string[]>> = {
  authentication: ['active'],
  connected_accounts: ['active', 'cross_app_access'],
  cross_app_access_requesting_app: ['active'],
};
const OPTIONAL = ['realms', 'show_as_button', 'authentication', 'connected_accounts', 'cross_app_access_requesting_app', 'cross_app_access_resource_app'] as const;
const AFTER = 'A create cannot set it: run Copy to Tenant… again once the connection exists, to copy it.';

/** What the service gives a connection created without the field (left unlisted when the source has just that). */
const byDefault = (field: string, value: unknown, name: unknown): boolean => {
  switch (field) {
    case 'realms': return deepEqual(value, [name]);
    case 'show_as_button': return value === false;
    case 'authentication': return deepEqual(value, { active: true });
    case 'connected_accounts': return deepEqual(value, { active: false });
    default: return value === null;
  }
};

/** The create's top-level fields for the source's strategy, and what a create cannot set (a later copy updates it). */
function createFields(s: Raw, notCopied: NotCopied[]): Raw {
  const body: Raw = {};
  if (typeof s.display_name === 'string') body.display_name = s.display_name;
  if (typeof s.is_domain_connection === 'boolean') body.is_domain_connection = s.is_domain_connection;
  if (isPlainObject(s.metadata) && Object.keys(s.metadata).length > 0) body.metadata = s.metadata;
  const allowed = lookup(BY_STRATEGY, str(s.strategy)) ?? [];
  for (const field of OPTIONAL) {
    const value = s[field];
    if (value === undefined) continue;
    if (!allowed.includes(field)) {
      if (!byDefault(field, value, s.name)) notCopied.push({ field, reason: AFTER });
      continue;
    }
    const keys = OBJECTS[field];
    if (!keys || !isPlainObject(value)) {
      body[field] = value;
      continue;
    }
    body[field] = Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]]));
    for (const extra of Object.keys(value).filter((k) => !keys.includes(k))) notCopied.push({ field: `${field}.${extra}`, reason: AFTER });
  }
  return body;
}

/** The target's ids of the source's enabled applications, by name (copyApplications.ts); the create needs update:connections to enable them. */
function applications(source: PlanSide, target: PlanTarget, notCopied: NotCopied[]): { ids: string[]; names: string[] } {
  const none = { ids: [], names: [] };
  const ids = enabledIds(source.resource) ?? [];
  if (ids.length > 0 && !target.scopes.has('update:connections')) {
    const names = ids.map(nameOf(source.names.applications)).sort();
    notCopied.push({ field: 'enabled_applications', reason: `Enabling applications needs update:connections on the target (here: ${names.join(', ')}). Grant it, or use Enabled Applications… on the target after the create.` });
    return none;
  }
  return applicationsOnTarget(source, target, notCopied, ' after the create') ?? none;
}

/** The create plan of a connection the target lacks. */
export function planConnectionCreate(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.id);
  const blocked = (field: string, reason: string): Plan => blockedPlan(name, field, reason);
  if (!isConnectionStrategy(s.strategy)) {
    return blocked('strategy', `The strategy "${str(s.strategy)}" is not one a connection can be created with: create it on the target with Create Connection….`);
  }
  if (!isPlainObject(s.options)) {
    return blocked('options', 'The source\'s token cannot read the options (it lacks read:connections_options), so the connection cannot be created with its settings. Grant it on the source tenant and reconnect it.');
  }
  const notCopied: NotCopied[] = [];
  const { options, secrets } = createOptions(s.options, str(s.strategy), notCopied);
  const fields = createFields(s, notCopied);
  const apps = applications(source, target, notCopied);
  const head = { name: s.name, strategy: s.strategy };
  const body = { ...head, ...fields, options, ...(apps.ids.length > 0 ? { enabled_clients: apps.ids } : {}) };
  const shown = { ...head, ...fields, options, ...(apps.names.length > 0 ? { enabled_applications: apps.names } : {}) };
  const plan = createPlan('connections', name, body, 'create:connections', notCopied, shown);
  return secrets.length > 0 && plan.action.kind === 'create' ? { ...plan, action: { ...plan.action, secrets } } : plan;
}

/** POST the connection, then enable its applications (a second request: a failure there says the connection exists). */
export async function createConnectionOnTarget(client: ApiClient, body: Raw, options: CallOptions): Promise<Raw> {
  const { enabled_clients: ids, ...create } = body;
  let created: Raw = {};
  const enable = Array.isArray(ids) && ids.length > 0 ? ids.map(str) : [];
  await runSteps([
    { what: `the connection "${str(body.name)}"`, run: async () => (created = await createConnection(client, create as CreateConnection, options)) },
    ...(enable.length > 0
      ? [enableApplicationsStep(client, () => str(created.id), enable, `its ${enable.length} enabled application${enable.length === 1 ? '' : 's'}`, options)]
      : []),
  ]);
  return { ...created, ...(enable.length > 0 ? { enabled_clients: enable } : {}) };
}
