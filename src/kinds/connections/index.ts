/** Connections: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { listConnections, getConnection } from './api';
import { connectionsKind } from './editor';
import { connectionsTree } from './tree';
import { connectionsTool } from './toolFacet';

export const connections: Kind = {
  id: 'connections',
  words: { singular: 'connection', plural: 'Connections', title: 'Connection' },
  icon: 'plug',
  scopes: { read: 'read:connections', create: 'create:connections', update: 'update:connections', delete: 'delete:connections' },
  tree: connectionsTree,
  tool: connectionsTool,
  editors: [connectionsKind],
  list: {
    page: (client, from, take, options) => listConnections(client, { from, take }, options),
    get: (client, id, options) => getConnection(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
  },
};
