/**
 * Copying an application (pure, no `vscode`). Its counterpart has the same name. A create sends the fields the editor
 * edits; an update sends what the editor's save would. A secret is never copied: a created application gets its own
 * secret on the target, an updated one keeps the target's, and the plan says so.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import { createPlan, pickFields, str, updatePlan } from '../copyPlan';
import type { CopyFacet, NotCopied, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { APPLICATION_SCOPES, createApplication } from './api';
import { applicationsKind } from './editor';
import type { CreateApplication } from './schemas';

const hasSecret = (app: Raw) => app.token_endpoint_auth_method !== 'none';

export function planApplication(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.client_id);
  const values = pickFields(applicationsKind, s);
  if (!target.resource) {
    const notCopied: NotCopied[] = hasSecret(s)
      ? [{ field: 'client_secret', reason: 'Its secret is not copied: the application gets its own secret on the target. Give it to the apps that use it (Rotate Secret… shows a new one).' }]
      : [];
    return createPlan('applications', name, values, APPLICATION_SCOPES.create, notCopied);
  }
  const t = target.resource;
  const notCopied: NotCopied[] = hasSecret(s) && hasSecret(t)
    ? [{ field: 'client_secret', reason: 'Its secret is not copied: the application on the target keeps its own.' }]
    : [];
  return updatePlan(applicationsKind, name, { ...t, id: t.client_id }, values, target.scopes, notCopied, APPLICATION_SCOPES.update);
}

/** Created (with its own secret, never answered here), or updated as the application editor's save would. */
export const applicationCopy: CopyFacet = {
  order: 0,
  plan: planApplication,
  create: (client: ApiClient, body: Raw, options: CallOptions) => createApplication(client, body as CreateApplication, options),
  update: applicationsKind.update,
};
