/** Connections: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { connectionsKind } from './editor';

export const connections: Kind = {
  id: 'connections',
  words: { singular: 'connection', plural: 'Connections', title: 'Connection' },
  icon: 'plug',
  scopes: { read: 'read:connections', create: 'create:connections', update: 'update:connections', delete: 'delete:connections' },
  editors: [connectionsKind],
};
