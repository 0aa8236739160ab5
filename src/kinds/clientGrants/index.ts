/**
 * Client grants: which machine-to-machine application may call which API, with which scopes (pure, no `vscode`).
 * Not a sidebar group of its own: its rows hang under an API's row (the applications allowed to call it) and under
 * an application's row (the APIs it may call), through the apis and applications tree facets' `rowNodes` hook
 * (grantRows.ts). Named on every tenant by the application's name and the API's identifier.
 */
import type { Kind } from '../kind';
import { GRANT_SCOPES, getGrant, grantScopes, listGrants } from './api';
import { grantsCompare } from './compare';
import { grantsFiles } from './files';
import { grantWriteScopes } from './writeScopes';

export const clientGrants: Kind = {
  id: 'client-grants',
  words: { singular: 'client grant', plural: 'Client Grants', title: 'Client Grant' },
  icon: 'key',
  scopes: GRANT_SCOPES,
  scopeUses: {
    'read:client_grants': 'list which applications may call which APIs',
    'create:client_grants': 'authorize applications to call APIs',
    'update:client_grants': 'change the scopes an application may ask an API for',
    'delete:client_grants': 'revoke an application\'s access to an API',
  },
  commands: { handlers: () => import('./commands'), writeScopes: grantWriteScopes },
  list: {
    page: (client, from, take, options) => listGrants(client, { from, take }, options),
    get: (client, id, options) => getGrant(client, id, options),
    id: (r) => String(r.id),
    name: (r) => `${String(r.client_id)} → ${String(r.audience)}`,
    describe: (r) => `${grantScopes(r).length} scopes · ${String(r.id)}`,
    pick: { take: 50, hint: 'type to filter by client id or API identifier', empty: (tenant) => `${tenant} has no client grants. Authorize an application on an API with Authorize Application….` },
  },
  compare: grantsCompare,
  files: grantsFiles,
  copy: () => import('./copy').then((m) => m.grantCopy),
};
