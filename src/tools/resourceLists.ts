/**
 * The lists an agent can page through, one per kind: the API's list call, the scope it needs and the short row a
 * model reads (id, name and a few key fields; never a secret).
 */
import type { ApiClient } from '../api/client';
import { listConnections } from '../kinds/connections/api';
import { listEventStreams } from '../kinds/eventStreams/api';
import type { Page } from '../api/paging';
import { listTokenExchangeProfiles } from '../kinds/tokenExchangeProfiles/api';
import { listVaultConnections } from '../kinds/vaultConnections/api';
import { listVerificationTemplates, requestedClaims } from '../kinds/verificationTemplates/api';
import type { ListKind } from './toolInputs';

type Row = Record<string, unknown>;

export interface ResourceList {
  scope: string;
  list(client: ApiClient, cursor: string | undefined, take: number): Promise<Page<Row>>;
  row(item: Row): Row;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const options = (c: Row) => (typeof c.options === 'object' && c.options !== null ? (c.options as Row) : undefined);

/** Whether a database connection lets users sign up (undefined when not a database or options unreadable). */
function signups(c: Row): boolean | undefined {
  const o = options(c);
  if (c.strategy !== 'auth0' || !o) return undefined;
  return o.disable_signup !== true;
}


export const RESOURCE_LISTS: Readonly<Record<ListKind, ResourceList>> = {
  'connections': {
    scope: 'read:connections',
    list: (client, from, take) => listConnections(client, { from, take }),
    row: (c) => ({
      id: c.id,
      name: c.name,
      strategy: c.strategy,
      display_name: str(c.display_name),
      enabled_clients: Array.isArray(c.enabled_clients) ? c.enabled_clients.length : undefined,
      is_domain_connection: c.is_domain_connection,
      signups_allowed: signups(c),
    }),
  },
  'event-streams': {
    scope: 'read:event_streams',
    list: (client, from, take) => listEventStreams(client, { from, take }),
    row: (s) => ({
      id: s.id,
      name: s.name,
      status: s.status,
      destination: (s.destination as Row | undefined)?.type,
      event_types: Array.isArray(s.subscriptions) ? s.subscriptions.map((x) => (x as Row).event_type) : undefined,
    }),
  },
  'token-exchange-profiles': {
    scope: 'read:token_exchange_profiles',
    list: (client, from, take) => listTokenExchangeProfiles(client, { from, take }),
    row: (p) => ({ id: p.id, name: p.name, subject_token_type: p.subject_token_type, action_id: p.action_id, type: p.type }),
  },
  'verification-templates': {
    scope: 'read:vdcs_templates',
    list: (client, from, take) => listVerificationTemplates(client, { from, take }),
    row: (t) => ({ id: t.id, name: t.name, type: t.type, claims: requestedClaims(t) }),
  },
  'vault-connections': {
    scope: 'read:flows_vault_connections',
    list: (client, page, perPage) => listVaultConnections(client, { page, perPage }),
    row: (v) => ({ id: v.id, name: v.name, app_id: v.app_id, ready: v.ready, environment: v.environment }),
  },
};

/** The cursor an agent passes back: the kind and the API's own cursor, base64url JSON (opaque to the agent). */
export function encodeCursor(kind: ListKind, cursor: string): string {
  return Buffer.from(JSON.stringify({ k: kind, c: cursor }), 'utf8').toString('base64url');
}

/** The API cursor inside an agent's cursor, or undefined when it is not one of ours for this kind. */
export function decodeCursor(kind: ListKind, value: string): string | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { k?: unknown; c?: unknown };
    return parsed.k === kind && typeof parsed.c === 'string' ? parsed.c : undefined;
  } catch {
    return undefined;
  }
}
