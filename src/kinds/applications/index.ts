/** Applications (clients): everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { getApplication, listApplicationsPage } from './api';
import { applicationsCompare } from './compare';
import { applicationDraft } from './draftFacet';
import { applicationsFiles } from './files';
import { applicationsKind } from './editor';
import { remove } from './remove';
import { applicationsTool } from './toolFacet';
import { applicationsTree } from './tree';
import { appTypeWords } from './types';
import { applicationWriteScopes } from './writeScopes';

export const applications: Kind = {
  id: 'applications',
  words: { singular: 'application', plural: 'Applications', title: 'Application' },
  icon: 'browser',
  scopes: { read: 'read:clients', create: 'create:clients', update: 'update:clients', delete: 'delete:clients' },
  scopeUses: {
    'read:clients': 'list applications',
    'create:clients': 'create applications',
    'update:clients': 'edit applications',
    'delete:clients': 'delete applications',
    'update:client_keys': 'rotate application secrets',
  },
  tree: applicationsTree,
  tool: applicationsTool,
  editors: [applicationsKind],
  draft: applicationDraft,
  commands: { handlers: () => import('./commands'), writeScopes: applicationWriteScopes },
  list: {
    page: (client, from, take, options) => listApplicationsPage(client, { from, take }, options),
    get: (client, id, options) => getApplication(client, id, options),
    id: (r) => String(r.client_id),
    name: (r) => String(r.name ?? r.client_id),
    describe: (r) => `${appTypeWords(r.app_type).title} · ${String(r.client_id)}`,
    pick: { take: 50, hint: 'type to filter by name, type or client id' },
  },
  remove,
  compare: applicationsCompare,
  copy: () => import('./copy').then((m) => m.applicationCopy),
  files: applicationsFiles,
};
