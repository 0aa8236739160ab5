/** Flows Vault Connections: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { vaultConnectionsCompare } from './compare';
import { vaultConnectionsFiles } from './files';
import { vaultConnectionWriteScopes } from './writeScopes';
import { listVaultConnections, getVaultConnection } from './api';
import { remove } from './remove';
import { vaultConnectionsTree } from './tree';
import { vaultConnectionsTool } from './toolFacet';

export const vaultConnections: Kind = {
  id: 'vault-connections',
  words: { singular: 'flows vault connection', plural: 'Flows Vault Connections', title: 'Flows Vault Connection' },
  icon: 'lock',
  scopes: { read: 'read:flows_vault_connections', create: 'create:flows_vault_connections', update: 'update:flows_vault_connections', delete: 'delete:flows_vault_connections' },
  scopeUses: { 'read:flows_vault_connections': 'list flows vault connections', 'create:flows_vault_connections': 'create flows vault connections' },
  commands: { handlers: () => import('./commands'), writeScopes: vaultConnectionWriteScopes },
  copy: () => import('./copy').then((m) => m.vaultCopy),
  tree: vaultConnectionsTree,
  tool: vaultConnectionsTool,
  list: {
    page: (client, from, take, options) => listVaultConnections(client, { page: from, perPage: take }, options),
    get: (client, id, options) => getVaultConnection(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
    describe: (r) => [r.app_id, r.ready ? undefined : 'not ready', r.id].filter(Boolean).join(' · '),
    pick: { take: 50, first: Infinity },
  },
  compare: vaultConnectionsCompare,
  files: vaultConnectionsFiles,
  remove,
};
