/** APIs (resource servers): everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { API_SCOPES, getApi, listApis } from './api';
import { apisCompare } from './compare';
import { apiDraft } from './draftFacet';
import { apiSummary, apisKind } from './editor';
import { apisFiles } from './files';
import { remove } from './remove';
import { apisTool } from './toolFacet';
import { apisTree } from './tree';
import { apiWriteScopes } from './writeScopes';

export const apis: Kind = {
  id: 'apis',
  words: { singular: 'API', plural: 'APIs', title: 'API' },
  icon: 'server-process',
  scopes: API_SCOPES,
  scopeUses: { 'read:resource_servers': 'list APIs and their scopes', 'create:resource_servers': 'create APIs' },
  tree: apisTree,
  editors: [apisKind],
  draft: apiDraft,
  commands: { handlers: () => import('./commands'), writeScopes: apiWriteScopes },
  list: {
    page: (client, from, take, options) => listApis(client, { page: from, perPage: take }, options),
    get: (client, id, options) => getApi(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.identifier ?? r.id),
    describe: (r) => [r.identifier, r.is_system === true ? 'system, read-only' : undefined].filter(Boolean).join(' · '),
    detail: (r) => apiSummary(r),
    pick: { take: 50, hint: 'type to filter by name or identifier', empty: (tenant) => `${tenant} has no APIs. Create one with Create API….` },
  },
  compare: apisCompare,
  files: apisFiles,
  copy: () => import('./copy').then((m) => m.apiCopy),
  tool: apisTool,
  remove,
};
