/**
 * What a grant command acts on. Authorize Application…: an API and an application — from an API's row (then the
 * application is picked), from an application's row (then the API), or from the palette (the tenant, the API, then
 * the application). Change Scopes… and Revoke Access…: a grant — the clicked grant row, or one picked under the
 * clicked API or application (from the palette: the API first).
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { pickResource, rowOf } from '../../commands/resources/pickResource';
import { pickTenant } from '../../commands/pickTenant';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { cleanLabel } from '../../util/text';
import { apis } from '../apis';
import { applications } from '../applications';
import type { Resource } from '../kind';
import { allGrants, grantScopes, type Grant } from './api';
import { GrantNode, type GrantNames } from './grantRows';
import { nameBook } from './nameBook';

export interface GrantTarget {
  tenant: TenantNode;
  grant: Grant;
  names: GrantNames;
}

/** The side a command starts from: an API or an application (the clicked row's, else an API picked from the list). */
export type Start = { tenant: TenantNode; client: ApiClient } & ({ side: 'api'; api: Resource } | { side: 'application'; app: Resource });

export async function startOf(services: Services, arg: unknown, title: string): Promise<Start> {
  const node = arg as TreeNode | undefined;
  const tenant = await pickTenant(services, node);
  const client = await tenant.client();
  const appRow = rowOf(tenant.id, applications, node);
  if (appRow) return { tenant, client, side: 'application', app: appRow.resource };
  const apiRow = rowOf(tenant.id, apis, node);
  const api = apiRow?.resource ?? (await pickResource(services.prompts.current, tenant, apis, title)).resource;
  return { tenant, client, side: 'api', api };
}

/** The clicked grant, or one the user picks among those of the clicked (or picked) API or application. */
export async function grantTarget(services: Services, arg: unknown, title: string): Promise<GrantTarget> {
  if (arg instanceof GrantNode) return { tenant: await pickTenant(services, arg), grant: arg.data, names: arg.names };
  const start = await startOf(services, arg, title);
  const book = nameBook();
  const { tenant, client } = start;
  const own = start.side === 'api' ? String(start.api.name ?? start.api.identifier) : String(start.app.name ?? start.app.client_id);
  const grants = await allGrants(client, start.side === 'api' ? { audience: String(start.api.identifier) } : { clientId: String(start.app.client_id) });
  if (grants.length === 0) {
    throw new Error(start.side === 'api'
      ? vscode.l10n.t('No application may call {0} on {1}: authorize one with Authorize Application….', own, tenant.profile.label)
      : vscode.l10n.t('{0} may call no API on {1}: authorize it with Authorize Application….', own, tenant.profile.label));
  }
  const other = start.side === 'api' ? 'applications' : 'apis';
  const otherId = (g: Grant) => (start.side === 'api' ? g.client_id : g.audience);
  await book.ensure(client, other, grants.map(otherId));
  const namesOf = (g: Grant): GrantNames => (start.side === 'api'
    ? { application: book.name('applications', g.client_id), api: own }
    : { application: own, api: book.name('apis', g.audience) });
  const grant = await services.prompts.current.pick(grants.map((g) => ({
    label: cleanLabel(start.side === 'api' ? namesOf(g).application : namesOf(g).api),
    description: vscode.l10n.t('{0} scopes', grantScopes(g).length),
    detail: cleanLabel(otherId(g)),
    value: g,
  })), { title, placeHolder: start.side === 'api' ? vscode.l10n.t('Application allowed to call {0}', own) : vscode.l10n.t('API {0} may call', own) });
  return { tenant, grant, names: namesOf(grant) };
}
