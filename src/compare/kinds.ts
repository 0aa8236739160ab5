/**
 * What compare, promote and export need of each kind (pure, no `vscode`): how to read every resource of a tenant
 * (paged, through the src/api list functions, so each tenant's client paces the requests), what completes a listed
 * item (a connection's enabled applications come from GET /connections/{id}/clients), the natural key that names
 * a counterpart on another tenant, and the normalised form (normalise.ts).
 */
import type { ApiClient } from '../api/client';
import { iterateEnabledClientIds } from '../kinds/connections/clients';
import { getConnection, iterateConnections } from '../kinds/connections/api';
import { getEventStream, listEventStreams } from '../kinds/eventStreams/api';
import { iteratePages } from '../api/paging';
import type { CallOptions } from '../api/request';
import { getTokenExchangeProfile, iterateTokenExchangeProfiles } from '../kinds/tokenExchangeProfiles/api';
import { getVaultConnection, iterateVaultConnections } from '../kinds/vaultConnections/api';
import { getVerificationTemplate, iterateVerificationTemplates } from '../kinds/verificationTemplates/api';
import { isPlainObject } from '../kinds/diff';
import type { NameSource } from './names';
import { clean, sortKeys, sortedUnique, type Names, type Normalised, type Reference } from './normalise';
import { PHONE_FACTORS_KEY, phoneFactorsCompareKind } from '../kinds/phoneFactors/compare';

export type Raw = Record<string, unknown>;

export type CompareKindId = 'connections' | 'token-exchange-profiles' | 'event-streams' | 'vault-connections' | 'phone-factors' | 'verification-templates';

export interface CompareKind {
  id: CompareKindId;
  /** The field (or words) of the natural key, for messages: `name`, `subject_token_type`. */
  keyField: string;
  /** The names the normalised form needs. */
  needs: readonly NameSource[];
  /** Every resource of the tenant, page after page as they are read (a singleton: its one value). */
  items(client: ApiClient, options: CallOptions): AsyncIterable<Raw>;
  /** One resource as GET answers it, completed (see `complete`). */
  read(client: ApiClient, id: string, options: CallOptions): Promise<Raw>;
  /** A listed item with what the list leaves out and the normalised form shows; absent: a listed item is complete. */
  complete?(client: ApiClient, item: Raw, options: CallOptions): Promise<Raw>;
  /** The natural key of a resource. */
  key(resource: Raw): string;
  /** What messages and titles call it. */
  name(resource: Raw): string;
  /** The id commands and promote use (a singleton's is its key). */
  idOf(resource: Raw): string;
  normalise(resource: Raw, names: Names): Normalised;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** Every resource of `kind` on the tenant, all pages read. */
export async function listAll(kind: CompareKind, client: ApiClient, options: CallOptions = {}): Promise<Raw[]> {
  const out: Raw[] = [];
  for await (const item of kind.items(client, options)) out.push(item);
  return out;
}

/** The normalised form of a kind whose only reference-free steps are `clean`'s. */
const simple = (kind: string, resource: Raw, key: string, name: string, serverOnly: readonly string[]): Normalised =>
  ({ key, name, value: clean(kind, resource, serverOnly), references: [] });

/** Server-only fields of a connection: the id, dates, and the deprecated client id list (shown as application names). */
export const CONNECTION_SERVER_ONLY = ['id', 'created_at', 'updated_at', 'enabled_clients', 'provisioning_ticket_url'] as const;

async function withEnabledClients(client: ApiClient, connection: Raw, options: CallOptions): Promise<Raw> {
  const ids: string[] = [];
  for await (const id of iterateEnabledClientIds(client, str(connection.id), { take: 100 }, options)) ids.push(id);
  return { ...connection, enabled_clients: ids };
}

export const connectionsCompare: CompareKind = {
  id: 'connections',
  keyField: 'name',
  needs: ['applications'],
  items: (client, options) => iterateConnections(client, { take: 100 }, options),
  read: async (client, id, options) => withEnabledClients(client, await getConnection(client, id, options), options),
  complete: (client, item, options) => withEnabledClients(client, item, options),
  key: (c) => str(c.name),
  name: (c) => str(c.name ?? c.id),
  idOf: (c) => str(c.id),
  normalise(c, names) {
    const value = clean('connections', c, CONNECTION_SERVER_ONLY, ['options']) as Raw;
    const references: Reference[] = [];
    if (Array.isArray(c.enabled_clients)) {
      const shown = c.enabled_clients.map((raw) => {
        const id = str(raw);
        const name = names.applications?.get(id);
        references.push({ field: 'enabled_applications', kind: 'application', id, ...(name ? { name } : {}) });
        return name ?? id;
      });
      value.enabled_applications = sortedUnique(shown);
    }
    return { key: str(c.name), name: str(c.name ?? c.id), value: sortKeys(value) as Raw, references };
  },
};

export const PROFILE_SERVER_ONLY = ['id', 'created_at', 'updated_at', 'action_id'] as const;

export const tokenExchangeProfilesCompare: CompareKind = {
  id: 'token-exchange-profiles',
  keyField: 'subject_token_type',
  needs: ['actions'],
  items: (client, options) => iterateTokenExchangeProfiles(client, {}, options),
  read: (client, id, options) => getTokenExchangeProfile(client, id, options),
  key: (p) => str(p.subject_token_type),
  name: (p) => str(p.name ?? p.id),
  idOf: (p) => str(p.id),
  normalise(p, names) {
    const value = clean('token-exchange-profiles', p, PROFILE_SERVER_ONLY);
    const references: Reference[] = [];
    if (typeof p.action_id === 'string') {
      const name = names.actions?.get(p.action_id);
      references.push({ field: 'action', kind: 'action', id: p.action_id, ...(name ? { name } : {}) });
      // The action by name: its id differs on every tenant. Unknown here: the id, so the reader sees what it is.
      value.action = name ?? { id: p.action_id, note: 'no action with this id could be read on this tenant' };
    }
    return { key: str(p.subject_token_type), name: str(p.name ?? p.id), value: sortKeys(value) as Raw, references };
  },
};

/** An EventBridge partner event source is named by the service after the tenant: server-only too. */
export const STREAM_SERVER_ONLY = ['id', 'created_at', 'updated_at'] as const;

function normaliseStream(s: Raw): Normalised {
  const value = clean('event-streams', s, STREAM_SERVER_ONLY);
  const destination = value.destination;
  if (isPlainObject(destination) && isPlainObject(destination.configuration)) {
    const { aws_partner_event_source: _source, ...configuration } = destination.configuration;
    value.destination = { ...destination, configuration };
  }
  if (Array.isArray(value.subscriptions)) {
    value.subscriptions = [...value.subscriptions].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return { key: str(s.name), name: str(s.name ?? s.id), value, references: [] };
}

export const eventStreamsCompare: CompareKind = {
  id: 'event-streams',
  keyField: 'name',
  needs: [],
  items: (client, options) => iteratePages((from) => listEventStreams(client, { from }, options), options),
  read: (client, id, options) => getEventStream(client, id, options),
  key: (s) => str(s.name),
  name: (s) => str(s.name ?? s.id),
  idOf: (s) => str(s.id),
  normalise: normaliseStream,
};

// `environment` is set by the service (no create or update body takes it) and only a connection read whole has it.
export const VAULT_SERVER_ONLY = ['id', 'created_at', 'updated_at', 'refreshed_at', 'fingerprint', 'ready', 'account_name', 'environment'] as const;
/** Vault connection names compare as the user reads them: trimmed, whatever the case. */
const vaultKey = (v: Raw) => str(v.name).trim().toLowerCase();

export const vaultConnectionsCompare: CompareKind = {
  id: 'vault-connections',
  keyField: 'name',
  needs: [],
  items: (client, options) => iterateVaultConnections(client, { perPage: 50 }, options),
  read: (client, id, options) => getVaultConnection(client, id, options),
  key: vaultKey,
  name: (v) => str(v.name ?? v.id),
  idOf: (v) => str(v.id),
  normalise: (v) => simple('vault-connections', v, vaultKey(v), str(v.name ?? v.id), VAULT_SERVER_ONLY),
};

export const TEMPLATE_SERVER_ONLY = ['id', 'created_at', 'updated_at'] as const;

export const verificationTemplatesCompare: CompareKind = {
  id: 'verification-templates',
  keyField: 'name',
  needs: [],
  items: (client, options) => iterateVerificationTemplates(client, {}, options),
  read: (client, id, options) => getVerificationTemplate(client, id, options),
  key: (t) => str(t.name),
  name: (t) => str(t.name ?? t.id),
  idOf: (t) => str(t.id),
  normalise: (t) => simple('verification-templates', t, str(t.name), str(t.name ?? t.id), TEMPLATE_SERVER_ONLY),
};

/** Every kind compare knows, in the order the tree shows them. */
export const COMPARE_KINDS: readonly CompareKind[] = [
  connectionsCompare, tokenExchangeProfilesCompare, eventStreamsCompare, vaultConnectionsCompare, phoneFactorsCompareKind, verificationTemplatesCompare,
];

export const compareKind = (id: string): CompareKind | undefined => COMPARE_KINDS.find((k) => k.id === id);

export { PHONE_FACTORS_KEY };
