/**
 * Connections as compare, promote and export read them (pure, no `vscode`): named by `name`, completed with their
 * enabled applications (GET /connections/{id}/clients; the list leaves them out), shown by name.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import type { CompareKind, Raw } from '../facets/compare';
import { str } from '../facets/compare';
import { clean, sortKeys, sortedUnique, type Reference } from '../normalise';
import { getConnection, iterateConnections } from './api';
import { iterateEnabledClientIds } from './clients';

/** Server-only fields of a connection: the id, dates, and the deprecated client id list (shown as application names). */
export const CONNECTION_SERVER_ONLY = ['id', 'created_at', 'updated_at', 'enabled_clients', 'provisioning_ticket_url'] as const;

async function withEnabledClients(client: ApiClient, connection: Raw, options: CallOptions): Promise<Raw> {
  const ids: string[] = [];
  for await (const id of iterateEnabledClientIds(client, str(connection.id), { take: 100 }, options)) ids.push(id);
  return { ...connection, enabled_clients: ids };
}

export const connectionsCompare: CompareKind = {
  id: 'connections',
  order: 1,
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
