/**
 * Bindings: which actions run on a trigger, in which order. Bind Action… (a trigger row: pick a deployed action,
 * then its place; an action row: its trigger), Unbind Action… (an action row under its trigger) and Reorder
 * Bindings… (pick an action, then its new place). Each confirms with the order before → after and the tenant (the
 * name typed on production), then sends the whole list (`PATCH /actions/triggers/{triggerId}/bindings`).
 * Only deployed actions can be bound: an undeployed one is refused before anything is sent, and the message says so.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { IdsArg } from '../../commands/resources/resourceTarget';
import { confirmOnTenant } from '../../commands/resources/confirmDelete';
import { refreshGroup } from '../../tree/refresh';
import { getAction, updateBindings, type Action } from './api';
import { beforeAfter, bindingsBody, positions, sameOrder, withAdded, withMoved, withRemoved, type BoundAction } from './bindingsPlan';
import { actionsOf, isDeployed, triggerTarget, triggerWords, type TriggerTarget } from './bindingsTarget';
import { tenantOfArg } from './opsTarget';

type Arg = TreeNode | (IdsArg & { triggerId?: string; actionId?: string }) | undefined;

const argActionId = (arg: Arg): string | undefined => {
  const own = (arg as { actionId?: unknown } | undefined)?.actionId;
  const data = (arg as { data?: { id?: unknown; supported_triggers?: unknown } } | undefined)?.data;
  if (typeof own === 'string') return own;
  return data && typeof data.id === 'string' && Array.isArray(data.supported_triggers) ? data.id : undefined;
};

/** Confirms the new order (before → after, the tenant; `typed` on production), sends it, says so, refreshes the tree. */
async function send(services: Services, t: TriggerTarget, after: BoundAction[], words: { message: string; button: string; typed: string; done: string }): Promise<void> {
  await confirmOnTenant(services, t.tenant, {
    message: words.message,
    detail: `${beforeAfter(t.bound, after)}\n\n${vscode.l10n.t('The new order runs on {0} at once.', t.triggerId)}`,
    button: words.button,
    name: words.typed,
    typePrompt: vscode.l10n.t('Type "{0}" to change the bindings of {1}', words.typed, t.triggerId),
  });
  await updateBindings(await t.tenant.client(), t.triggerId, bindingsBody(after));
  services.log.info(`Bindings of ${t.triggerId} on ${t.tenant.profile.label}: ${after.map((b) => b.actionId).join(', ') || '(none)'}`);
  void services.prompts.current.info(words.done);
  refreshGroup(services, t.tenant, 'actions');
}

/** The action to bind: the clicked or named one (refused when undeployed), else picked among the deployed ones. */
async function actionToBind(services: Services, t: TriggerTarget, given: Action | undefined): Promise<Action> {
  const where = vscode.l10n.t('{0} on {1}', triggerWords(t.triggerId), t.tenant.profile.label);
  if (given) {
    if (!isDeployed(given)) throw new Error(vscode.l10n.t('{0} is not deployed: only deployed actions can be bound to a trigger. Deploy it first, then bind it.', given.name ?? given.id));
    return given;
  }
  const all = await actionsOf(t.tenant, t.triggerId);
  const free = all.filter((a) => !t.bound.some((b) => b.actionId === a.id));
  const deployed = free.filter(isDeployed);
  const undeployed = free.filter((a) => !isDeployed(a)).map((a) => a.name ?? a.id);
  const notDeployed = undeployed.length ? vscode.l10n.t('Only deployed actions can be bound; not deployed: {0}.', undeployed.join(', ')) : '';
  if (deployed.length === 0) {
    throw new Error(free.length === 0
      ? vscode.l10n.t('Every action that supports {0} is already bound there.', where)
      : vscode.l10n.t('No deployed action to bind to {0}. {1} Deploy one first.', where, notDeployed));
  }
  return services.prompts.current.pick(deployed.map((a) => ({ label: a.name ?? a.id, description: a.deployed_version?.number ? `v${a.deployed_version.number}` : '', value: a })),
    { title: vscode.l10n.t('Bind Action to {0}', where), placeHolder: notDeployed || vscode.l10n.t('Deployed action to bind') });
}

export async function bindAction(services: Services, arg?: Arg): Promise<void> {
  const title = vscode.l10n.t('Bind Action');
  const actionId = argActionId(arg);
  const tenant = await tenantOfArg(services, arg);
  const given = actionId ? await getAction(await tenant.client(), actionId) : undefined;
  const t = await triggerTarget(services, arg, title, given?.supported_triggers?.map((x) => x.id), tenant);
  if (given && t.bound.some((b) => b.actionId === given.id)) {
    void services.prompts.current.info(vscode.l10n.t('{0} is already bound to {1} on {2}.', given.name ?? given.id, t.triggerId, t.tenant.profile.label));
    return;
  }
  const action = await actionToBind(services, t, given);
  const name = action.name ?? action.id;
  const places = positions(t.bound);
  const position = places.length === 1 ? 0 : await services.prompts.current.pick(places.map((p) => ({ label: p.label, value: p.position })),
    { title: vscode.l10n.t('Where {0} runs on {1}', name, t.triggerId), placeHolder: vscode.l10n.t('Its place in the order') });
  const after = withAdded(t.bound, { actionId: action.id, name }, position)!;
  await send(services, t, after, {
    message: vscode.l10n.t('Bind the action "{0}" to {1} on {2}?', name, t.triggerId, t.tenant.profile.label),
    button: vscode.l10n.t('Bind'), typed: name,
    done: vscode.l10n.t('Bound {0} to {1} on {2} (place {3} of {4}).', name, t.triggerId, t.tenant.profile.label, position + 1, after.length),
  });
}

/** The bound action the command is about: the clicked or named one, else picked. */
async function boundOne(services: Services, t: TriggerTarget, arg: Arg, title: string): Promise<BoundAction> {
  const id = argActionId(arg);
  if (t.bound.length === 0) throw new Error(vscode.l10n.t('No action is bound to {0} on {1}.', t.triggerId, t.tenant.profile.label));
  if (id) {
    const found = t.bound.find((b) => b.actionId === id);
    if (!found) throw new Error(vscode.l10n.t('This action is not bound to {0} on {1}.', t.triggerId, t.tenant.profile.label));
    return found;
  }
  return services.prompts.current.pick(t.bound.map((b, i) => ({ label: b.name, description: vscode.l10n.t('runs {0} of {1}', i + 1, t.bound.length), value: b })),
    { title, placeHolder: vscode.l10n.t('Action bound to {0}', t.triggerId) });
}

export async function unbindAction(services: Services, arg?: Arg): Promise<void> {
  const title = vscode.l10n.t('Unbind Action');
  const t = await triggerTarget(services, arg, title);
  const one = await boundOne(services, t, arg, title);
  await send(services, t, withRemoved(t.bound, one.actionId)!, {
    message: vscode.l10n.t('Unbind the action "{0}" from {1} on {2}?', one.name, t.triggerId, t.tenant.profile.label),
    button: vscode.l10n.t('Unbind'), typed: one.name,
    done: vscode.l10n.t('Unbound {0} from {1} on {2}.', one.name, t.triggerId, t.tenant.profile.label),
  });
}

export async function reorderBindings(services: Services, arg?: Arg): Promise<void> {
  const title = vscode.l10n.t('Reorder Bindings');
  const t = await triggerTarget(services, arg, title);
  if (t.bound.length < 2) throw new Error(vscode.l10n.t('{0} on {1} has {2} bound action(s): there is no order to change.', t.triggerId, t.tenant.profile.label, t.bound.length));
  const one = await boundOne(services, t, arg, title);
  const from = t.bound.indexOf(one);
  const places = t.bound.map((b, i) => ({ label: i === from ? vscode.l10n.t('{0} (where it is)', i + 1) : `${i + 1}`, description: b.name, value: i - from }));
  const by = await services.prompts.current.pick(places, { title: vscode.l10n.t('New place of {0} on {1}', one.name, t.triggerId), placeHolder: vscode.l10n.t('Place in the order (1 runs first)') });
  const after = withMoved(t.bound, one.actionId, by);
  if (!after || sameOrder(after, t.bound)) {
    void services.prompts.current.info(vscode.l10n.t('The order of {0} on {1} is unchanged.', t.triggerId, t.tenant.profile.label));
    return;
  }
  await send(services, t, after, {
    message: vscode.l10n.t('Change the order of the actions on {0} on {1}?', t.triggerId, t.tenant.profile.label),
    button: vscode.l10n.t('Reorder'), typed: t.triggerId,
    done: vscode.l10n.t('Reordered {0} on {1}: {2}.', t.triggerId, t.tenant.profile.label, after.map((b) => b.name).join(' → ')),
  });
}
