/**
 * Client grants as compare, promote and export read them (pure, no `vscode`). A grant is named by its application's
 * name and its API's identifier (client ids differ on every tenant; an identifier is the same), so what is read
 * carries the application's name as `application` (the client id when the token cannot read applications). Grants
 * to the Management API itself are left out: its identifier is each tenant's own domain (as the apis kind leaves out
 * the system API). The normalised form: `application`, `audience`, `scope` (sorted, each once).
 */
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import type { CallOptions } from '../../api/request';
import { getApplication, iterateAllApplications } from '../applications/api';
import type { CompareKind, Raw } from '../facets/compare';
import { str } from '../facets/compare';
import { sortedUnique } from '../normalise';
import { allGrants, getGrant, grantScopes } from './api';

/** A grant to a tenant's Management API (`https://<domain>/api/v2/`), or one the service marks as its own. */
export const isManagementGrant = (g: Raw): boolean => g.is_system === true || /^https?:\/\/[^/]+\/api\/v2\/?$/.test(str(g.audience));

/** What a grant is called on every tenant: `<application> → <audience>`. */
export const grantKey = (g: Raw): string => `${str(g.application)} → ${str(g.audience)}`;

/** Every application's name by client id; undefined when the token cannot read applications (403). */
async function applicationNames(client: ApiClient, options: CallOptions): Promise<Map<string, string> | undefined> {
  const out = new Map<string, string>();
  try {
    for await (const app of iterateAllApplications(client, { take: 100 }, options)) out.set(app.client_id, str(app.name) || app.client_id);
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) return undefined;
    throw err;
  }
  return out;
}

async function* namedGrants(client: ApiClient, options: CallOptions): AsyncGenerator<Raw> {
  const [grants, names] = await Promise.all([allGrants(client, {}, options), applicationNames(client, options)]);
  for (const g of grants) if (!isManagementGrant(g)) yield { ...g, application: names?.get(g.client_id) ?? g.client_id };
}

async function readNamed(client: ApiClient, id: string, options: CallOptions): Promise<Raw> {
  const grant = await getGrant(client, id, options);
  let application = grant.client_id;
  try {
    application = str((await getApplication(client, grant.client_id, options)).name) || application;
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 403 && err.status !== 404)) throw err;
  }
  return { ...grant, application };
}

export const grantsCompare: CompareKind = {
  id: 'client-grants',
  order: 1.7,
  keyField: 'application name and API identifier',
  needs: ['applications', 'apis'],
  items: namedGrants,
  read: readNamed,
  key: grantKey,
  name: grantKey,
  idOf: (g) => str(g.id),
  normalise: (g, names) => {
    const apiName = names.apis?.get(str(g.audience));
    return {
      key: grantKey(g),
      name: `${str(g.application)} → ${apiName ?? str(g.audience)}`,
      value: { application: str(g.application), audience: str(g.audience), scope: sortedUnique(grantScopes(g)) },
      references: [{ field: 'application', kind: 'application', id: str(g.client_id), name: str(g.application) }],
    };
  },
};
