/**
 * Which connections an application can use (pure, no `vscode`): the reverse of a connection's Enabled
 * Applications…, read with the same calls (src/kinds/connections/clients.ts): every connection of the tenant, then
 * each connection's enabled client ids; and the change a choice makes, one PATCH /connections/{id}/clients per
 * connection (`[{client_id, status}]`), sent one after another so the limiter paces them and a failure stops the run.
 */
import type { ApiClient } from '../../api/client';
import { collect } from '../../api/paging';
import { iterateConnections } from '../connections/api';
import { iterateEnabledClientIds, setEnabledClients } from '../connections/clients';

/** The scope that reads connections and their enabled applications. */
export const READ_CONNECTIONS = 'read:connections';

export interface ConnectionUse {
  id: string;
  name: string;
  strategy?: string | undefined;
  /** Whether the application is enabled on this connection. */
  enabled: boolean;
}

/** Every connection of the tenant (by name, A–Z) and whether `clientId` is enabled on it. */
export async function readConnectionUse(client: ApiClient, clientId: string, signal?: AbortSignal): Promise<ConnectionUse[]> {
  const options = signal ? { signal } : {};
  const connections = await collect(iterateConnections(client, { take: 100 }, options));
  const uses = await Promise.all(connections.map(async (c) => {
    const enabled = await collect(iterateEnabledClientIds(client, c.id, { take: 100 }, options));
    return { id: c.id, name: c.name, strategy: c.strategy, enabled: enabled.includes(clientId) };
  }));
  return uses.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export interface ConnectionChange {
  connection: ConnectionUse;
  /** true: enable the application on it; false: disable it. */
  status: boolean;
}

/** The changes that make exactly the `picked` connection ids enable the application (enables first). */
export function connectionChanges(uses: readonly ConnectionUse[], picked: readonly string[]): ConnectionChange[] {
  const after = new Set(picked);
  return [
    ...uses.filter((u) => !u.enabled && after.has(u.id)).map((connection) => ({ connection, status: true })),
    ...uses.filter((u) => u.enabled && !after.has(u.id)).map((connection) => ({ connection, status: false })),
  ];
}

export interface ConnectionChangeRun {
  applied: ConnectionChange[];
  notApplied: ConnectionChange[];
  /** The answer that stopped the run. */
  error?: unknown;
}

/** Sends the changes one connection at a time; stops at the first failure or once `stop` is raised. */
export async function applyConnectionChanges(
  client: ApiClient,
  clientId: string,
  changes: readonly ConnectionChange[],
  opts: { stop?: AbortSignal; onApplied?: (done: number, total: number) => void } = {},
): Promise<ConnectionChangeRun> {
  const run: ConnectionChangeRun = { applied: [], notApplied: [] };
  for (const [i, change] of changes.entries()) {
    if (opts.stop?.aborted) {
      run.notApplied = changes.slice(i);
      break;
    }
    const sent = await setEnabledClients(client, change.connection.id, [{ client_id: clientId, status: change.status }]);
    if (sent.error !== undefined) {
      run.error = sent.error;
      run.notApplied = changes.slice(i);
      break;
    }
    run.applied.push(change);
    opts.onApplied?.(run.applied.length, changes.length);
  }
  return run;
}
