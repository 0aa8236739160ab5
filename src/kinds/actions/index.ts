/**
 * Actions: everything the flows need to know about the kind (pure, no `vscode`). The tree groups them by trigger
 * (src/kinds/actions/tree.ts, loaded on first use); the code opens as a `.js` document and the settings as JSON.
 */
import type { Kind } from '../kind';
import { getAction, listActions } from './api';
import { actionWriteScopes } from './writeScopes';
import { remove } from './remove';
import { actionCodeKind } from './code';
import { actionSettingsKind } from './settings';
import { stateText } from './treeState';
import { supportedTriggers } from './triggers';
import { actionsCompare } from './compare';
import { actionsFiles } from './files';
import { actionsTool } from './toolFacet';

export const actions: Kind = {
  id: 'actions',
  words: { singular: 'action', plural: 'Actions', title: 'Action' },
  icon: 'zap',
  scopes: { read: 'read:actions', create: 'create:actions', update: 'update:actions', delete: 'delete:actions' },
  scopeUses: {
    'read:actions': 'list actions, their code and bindings',
    'create:actions': 'create actions',
    'update:actions': 'save action code and settings, set secrets',
    'delete:actions': 'delete actions',
  },
  tree: { group: () => import('./tree').then((m) => m.actionsGroup), rowDepth: 2 },
  remove,
  editors: [actionCodeKind, actionSettingsKind],
  commands: { handlers: () => import('./commands'), writeScopes: actionWriteScopes },
  list: {
    page: (client, from, take, options) => listActions(client, { page: from, perPage: take }, options),
    get: (client, id, options) => getAction(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
    describe: (r) => `${supportedTriggers(r).join(', ')} · ${stateText(r)}`,
    pick: { take: 50, hint: 'type to filter by name or id' },
  },
  compare: actionsCompare,
  files: actionsFiles,
  copy: () => import('./copy').then((m) => m.actionCopy),
  tool: actionsTool,
};
