/**
 * Copying a client grant (pure planning). Its counterpart on the target is the grant of the application with the
 * same name to the API with the same identifier. A missing one is created for the target's application of that
 * name (its client id there) and the same audience; the copy is blocked, saying why, when the target has no such
 * application (or more than one) or no such API. An existing one gets the source's scopes (the whole list).
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import { blockedPlan, idByName, str } from '../copyPlan';
import { deepEqual, diffValues } from '../diff';
import type { CopyFacet, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { sortedUnique } from '../normalise';
import { createGrant, grantScopes, updateGrantScopes } from './api';
import { grantKey } from './compare';

export function planGrant(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = grantKey(s);
  const scope = sortedUnique(grantScopes(s));
  const t = target.resource;
  if (t) {
    const now = sortedUnique(grantScopes(t));
    if (deepEqual(now, scope)) return { name, action: { kind: 'none' }, notCopied: [] };
    return { name, action: { kind: 'update', id: str(t.id), body: { scope }, changes: diffValues({ scope: now }, { scope }) }, notCopied: [], scope: 'update:client_grants' };
  }
  const application = str(s.application);
  const audience = str(s.audience);
  if (!target.names.applications) return blockedPlan(name, 'application', 'The target\'s applications cannot be read (its token lacks read:clients), so the application cannot be found there by name. Grant the scope and reconnect the target.');
  const clientId = idByName(target.names.applications, application);
  if (!clientId) return blockedPlan(name, 'application', `The target has no application named "${application}" (or more than one): create it there first (Copy to Tenant… copies applications), then copy the grant.`);
  if (target.names.apis && !target.names.apis.has(audience)) return blockedPlan(name, 'audience', `The target has no API with the identifier ${audience}: copy the API first, then the grant.`);
  const body = { client_id: clientId, audience, scope };
  return { name, action: { kind: 'create', body, changes: diffValues({}, { application, audience, scope }) }, notCopied: [], scope: 'create:client_grants' };
}

export const grantCopy: CopyFacet = {
  order: 1.7,
  plan: planGrant,
  create: (client: ApiClient, body: Raw, options: CallOptions) => createGrant(client, { client_id: str(body.client_id), audience: str(body.audience), scope: grantScopes(body) }, options),
  update: (client: ApiClient, id: string, body: Raw, options: CallOptions) => updateGrantScopes(client, id, grantScopes(body), options),
};
