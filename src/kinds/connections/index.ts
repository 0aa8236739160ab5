/** Connections: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { connectionsCompare } from './compare';
import { connectionsFiles } from './files';
import { connectionDraft } from './draftFacet';
import { connectionWriteScopes } from './writeScopes';
import { listConnections, getConnection } from './api';
import { connectionsKind } from './editor';
import { remove } from './remove';
import { connectionsTree } from './tree';
import { connectionsTool } from './toolFacet';

export const connections: Kind = {
  id: 'connections',
  words: { singular: 'connection', plural: 'Connections', title: 'Connection' },
  icon: 'plug',
  scopes: { read: 'read:connections', create: 'create:connections', update: 'update:connections', delete: 'delete:connections' },
  scopeUses: {
    'read:connections': 'list connections',
    'update:connections': 'edit connections',
    'read:connections_options': 'see connection options',
    'update:connections_options': 'change connection options',
  },
  copy: () => import('./copy').then((m) => m.connectionCopy),
  tree: connectionsTree,
  tool: connectionsTool,
  editors: [connectionsKind],
  draft: connectionDraft,
  commands: { handlers: () => import('./commands'), writeScopes: connectionWriteScopes },
  list: {
    page: (client, from, take, options) => listConnections(client, { from, take }, options),
    get: (client, id, options) => getConnection(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
    describe: (r) => (typeof r.strategy === 'string' ? r.strategy : undefined),
    detail: (r) => (r.display_name && r.display_name !== r.name ? String(r.display_name) : undefined),
    pick: { take: 50, first: 1000, placeholder: () => 'Connection', empty: (tenant) => `${tenant} has no connections.` },
  },
  compare: connectionsCompare,
  files: connectionsFiles,
  remove,
};
