/**
 * Copying an action (pure, no `vscode`). Its counterpart has the same name. A create sends the name, triggers,
 * code, runtime and dependencies; an update sends the draft's fields that differ (a PATCH of the draft: what the
 * target runs does not change). Deploying is a step of its own, taken only when the user chooses "… and Deploy" in
 * the plan's confirmation. Secrets' values are never copied (the service never sends one): each secret is a line
 * of the plan saying to set it on the target. Bindings are not copied: which actions run on a trigger, and in which
 * order, is each tenant's own (Bind Action to Trigger… on the target). An action installed from the marketplace is not copied.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import { blockedPlan, createPlan, str } from '../copyPlan';
import { deepEqual, diffValues } from '../diff';
import type { CopyFacet, CopyFollowUp, NotCopied, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { createAction, deployAction, updateAction, type CreateAction, type UpdateAction } from './api';
import { normaliseAction, secretNames } from './compare';

/** The draft's fields a copy writes, in the order the plan lists them. */
export const COPIED_ACTION_FIELDS = ['supported_triggers', 'runtime', 'dependencies', 'code'] as const;

const BINDINGS: NotCopied = { field: 'bindings', reason: 'bind the action on the target (Bind Action to Trigger…); each tenant keeps its own order of a trigger\'s actions.' };

/** "secret X: set it on the target" for each of the source's secrets (the target's own value kept when it has one). */
export function secretNotes(source: Raw, target: Raw | undefined): NotCopied[] {
  const there = new Set(target ? secretNames(target) : []);
  return secretNames(source).map((name) => ({
    field: `secret ${name}`,
    reason: there.has(name)
      ? 'its value is never copied; the target keeps its own value.'
      : 'set it on the target (a secret\'s value is never copied).',
  }));
}

/** The copied fields of an action as its normalised form has them (dependencies sorted, no server-only key). */
function copied(action: Raw): Raw {
  const value = normaliseAction(action);
  return Object.fromEntries(COPIED_ACTION_FIELDS.filter((f) => value[f] !== undefined).map((f) => [f, value[f]]));
}

export function planAction(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.id);
  if (s.installed_integration_id) {
    return blockedPlan(name, 'integration', 'The action was installed from the marketplace: install the same integration on the target from its dashboard.');
  }
  const notCopied = [...secretNotes(s, target.resource), BINDINGS];
  const values = copied(s);
  if (!target.resource) return createPlan('actions', name, { name, ...values }, 'create:actions', notCopied);
  const before = copied(target.resource);
  const body = Object.fromEntries(Object.entries(values).filter(([f, v]) => !deepEqual(v, before[f])));
  if (Object.keys(body).length === 0) return { name, action: { kind: 'none' }, notCopied };
  const changes = diffValues(Object.fromEntries(Object.keys(body).map((f) => [f, before[f]])), body);
  return { name, action: { kind: 'update', id: str(target.resource.id), body, changes }, notCopied, scope: 'update:actions' };
}

/** Deploy after the copy, when chosen: the draft just written becomes the action's next version. */
export const deployAfterCopy: CopyFollowUp = {
  button: (action) => (action === 'create' ? 'Create and Deploy' : 'Update and Deploy'),
  note: 'Deploy: the copy changes the draft only; what the target runs changes only with "… and Deploy".',
  async run(client: ApiClient, written: Raw, options: CallOptions) {
    const version = await deployAction(client, str(written.id), options);
    return `Deployed as version ${version.number ?? '?'}.`;
  },
};

export const actionCopy: CopyFacet = {
  order: 1.8,
  plan: planAction,
  create: (client, body, options) => createAction(client, body as CreateAction, options),
  update: (client, id, body, options) => updateAction(client, id, body as UpdateAction, options),
  followUp: deployAfterCopy,
};
