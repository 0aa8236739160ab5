/** Flows Vault Connections: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { listVaultConnections, getVaultConnection } from './api';
import { vaultConnectionsTree } from './tree';
import { vaultConnectionsTool } from './toolFacet';

export const vaultConnections: Kind = {
  id: 'vault-connections',
  words: { singular: 'flows vault connection', plural: 'Flows Vault Connections', title: 'Flows Vault Connection' },
  icon: 'lock',
  scopes: { read: 'read:flows_vault_connections', create: 'create:flows_vault_connections', update: 'update:flows_vault_connections', delete: 'delete:flows_vault_connections' },
  tree: vaultConnectionsTree,
  tool: vaultConnectionsTool,
  list: {
    page: (client, from, take, options) => listVaultConnections(client, { page: from, perPage: take }, options),
    get: (client, id, options) => getVaultConnection(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
  },
};
