/**
 * Connections as the resource editor edits them (pure, no `vscode`). The rules that keep an edit from wiping
 * configuration (research §6.1–6.6):
 * - `display_name` is always sent (the server overwrites an omitted one with `name`);
 * - `options` only when changed, only when the token could read them, and only with `update:connections_options`
 *   (PATCH replaces the whole object);
 * - `name`, `strategy`, `enabled_clients` and `id` are never sent;
 * - `realms` and `metadata` are sent with their full values whenever there is something to send (whether
 *   omitting them resets them is unconfirmed);
 * - every other editable field only when it changed, so a value the server sent and the user kept (a flag this
 *   extension does not know yet) never travels back.
 */
import { getConnection, updateConnection, updateConnectionObject, type UpdateConnection } from './api';
import { deepEqual } from '../diff';
import type { EditContext, Editable, Resource, ResourceKind } from '../kind';
import { withServerSecrets } from './secrets';

export const READ_OPTIONS_SCOPE = 'read:connections_options';
export const UPDATE_OPTIONS_SCOPE = 'update:connections_options';

/** The fields a connection document holds, in the order they are written. Never name, strategy, id or enabled_clients. */
export const EDITABLE_FIELDS = [
  'display_name',
  'options',
  'is_domain_connection',
  'show_as_button',
  'realms',
  'metadata',
  'authentication',
  'connected_accounts',
  'cross_app_access_requesting_app',
  'cross_app_access_resource_app',
] as const;

/** Fields the service returns that a PATCH cannot carry: shown in the header, never in the document, never sent. */
export const READ_ONLY_FIELDS = ['name', 'strategy', 'enabled_clients'] as const;

const ALWAYS_SENT = new Set<string>(['display_name', 'realms', 'metadata']);

/** What identifies a connection in titles and messages; never part of the document. */
export interface ConnectionIdentity {
  id: string;
  name: string;
  strategy: string;
}

export function identityOf(connection: Resource): ConnectionIdentity {
  const id = String(connection.id ?? '');
  return { id, name: String(connection.name ?? id), strategy: String(connection.strategy ?? '') };
}

/** The PATCH body of an effective edit: see the rules above (the options scope is checked by planPatch). */
function connectionBody(base: Editable, effective: Editable, ctx: EditContext): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = effective[field];
    if (value === undefined || (field === 'options' && ctx.hidden.has('options'))) continue;
    if (field === 'options' ? !deepEqual(value, base.options) : ALWAYS_SENT.has(field) || !deepEqual(value, base[field])) body[field] = value;
  }
  if (typeof body.display_name !== 'string') body.display_name = ctx.identity.name;
  return Object.fromEntries(EDITABLE_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

export const connectionsKind: ResourceKind = {
  id: 'connections',
  singular: 'connection',
  title: 'Connection',
  suffix: '.connection.json',
  icon: 'plug',
  scopes: { get: 'read:connections', update: 'update:connections' },
  idArgument: 'connectionId',
  get: (client, id, options) => getConnection(client, id, options),
  async update(client, id, body, options) {
    const patch = body as UpdateConnection;
    if (!patch.options) return updateConnection(client, id, patch, options);
    // The document never shows the options' secrets: put back the ones the tenant has (options are replaced whole).
    const server = await getConnection(client, id, options);
    return updateConnection(client, id, { ...patch, options: withServerSecrets(patch.options, server.options) }, options);
  },
  fields: EDITABLE_FIELDS,
  readOnly: READ_ONLY_FIELDS,
  nullable: ['options'],
  fieldScopes: { options: { read: READ_OPTIONS_SCOPE, update: UPDATE_OPTIONS_SCOPE } },
  documentSchema: () => updateConnectionObject(),
  locked: () => [],
  identity(connection) {
    const { id, name, strategy } = identityOf(connection);
    return { id, name, details: [`strategy ${strategy || '?'}`] };
  },
  hiddenFields: (connection, scopes) => (scopes.has(READ_OPTIONS_SCOPE) && connection.options !== undefined ? [] : ['options']),
  buildPatch: connectionBody,
  incomplete: (updated, ctx) => !ctx.hidden.has('options') && updated.options === undefined,
  headerNote: 'name, strategy and id cannot be changed here',
  docs: {
    document: 'The editable fields of a connection. Saving applies them to the tenant after you confirm the list of changes; name, strategy and enabled clients are not editable here.',
    fields: {
      display_name: 'Name shown in the login experience, at most 128 characters. Always sent on save (the server would otherwise reset it to the connection name).',
      options: 'Strategy-specific settings. Saving sends the whole object, and only when you changed it: the server replaces options wholesale. Needs update:connections_options to change. Secrets (client_secret, app_secret, twilio_token, configuration, the gateway secret, a signing key) are never shown; a save keeps the tenant\'s.',
      is_domain_connection: 'true promotes the connection to domain level so third-party applications can use it; false: only first-party applications with the connection enabled can use it.',
      show_as_button: 'Show a button for this connection on the login page (new experience). If false, it is reachable only through home realm discovery.',
      realms: 'Realms (for example email domains) for which the connection is used. If empty, the server uses the connection name as the realm.',
      metadata: 'At most 10 properties; every value a string of at most 255 characters. Saved as a whole object.',
      authentication: 'Use of the connection for authentication during login.',
      connected_accounts: 'Use of the connection for connected accounts and token storage.',
      cross_app_access_requesting_app: 'Configures the connection as a requesting application for cross-app access (early access).',
      cross_app_access_resource_app: 'Cross-app access resource application: {"status": "enabled"} accepts ID-JAGs from this connection\'s identity provider (early access).',
    },
  },
  readOnlyNote: 'The service returns these fields but a PATCH cannot change them (enabled_clients is changed through the connection\'s clients), so the document leaves them out and saving never sends them.',
};
