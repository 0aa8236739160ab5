/**
 * Copying an API (pure, no `vscode`). Its counterpart has the same identifier. A create sends the identifier and
 * every setting the service takes on create; an update sends what the editor's save would (the fields that differ,
 * the scopes as a whole). The signing secret of an HS256 API is never copied: the target's API gets its own.
 * token_lifetime_for_web cannot be changed through the update: a difference is listed as not copied.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import { deepEqual } from '../diff';
import type { CopyFacet, NotCopied, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { createPlan, pickFields, str, updatePlan } from '../copyPlan';
import { createApi, type CreateApi } from './api';
import { apisKind, CHANGEABLE_API_FIELDS } from './editor';

const WEB = 'token_lifetime_for_web';
const SECRET_NOTE: NotCopied = { field: 'signing_secret', reason: 'The signing secret (HS256) is never copied: the API on the target has its own, so tokens signed for one are not accepted by the other.' };

export function planApi(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.identifier ?? s.id);
  const values = Object.fromEntries(Object.entries(pickFields(apisKind, s)).filter(([k]) => (CHANGEABLE_API_FIELDS as readonly string[]).includes(k)));
  const secret = s.signing_alg === 'HS256' ? [SECRET_NOTE] : [];
  if (!target.resource) return createPlan('apis', name, { identifier: s.identifier, ...values }, 'create:resource_servers', secret);
  const notCopied: NotCopied[] = [...secret];
  if (s[WEB] !== undefined && !deepEqual(s[WEB], target.resource[WEB])) {
    notCopied.push({ field: WEB, reason: `${WEB} cannot be changed through the Management API's update of an API: change it on the target in the dashboard.` });
  }
  return updatePlan(apisKind, name, target.resource, values, target.scopes, notCopied, 'update:resource_servers');
}

export const apiCopy: CopyFacet = {
  order: 1.5,
  plan: planApi,
  create: (client: ApiClient, body: Raw, options: CallOptions) => createApi(client, body as CreateApi, options),
  update: apisKind.update,
};
