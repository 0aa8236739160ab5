/** One action's row under a trigger: its name, its position when bound, and its state as icon and description. */
import * as vscode from 'vscode';
import { missingScopeTokens } from '../../tenants/writeScopes';
import type { TreeNode } from '../../tree/node';
import type { ListOwner } from '../../tree/nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip, type ResourceFace, type ResourceView } from '../../tree/nodes/resourceNode';
import type { Resource } from '../kind';
import type { TriggerRow } from './treeLoad';
import { actionState, STATE_ICONS, stateText } from './treeState';
import { supportedTriggers } from './triggers';

/** The write commands of a row's menu (hidden when the token lacks their scope). */
export const ROW_WRITES = ['authTenants.deleteAction', 'authTenants.setActionSecret', 'authTenants.removeActionSecret', 'authTenants.deployAction', 'authTenants.unbindAction'] as const;

class ActionRowView implements ResourceView {
  readonly key: string;

  constructor(private readonly owner: ListOwner, private readonly trigger: string, private readonly row: TriggerRow) {
    this.key = String(row.action.id);
  }

  face(): ResourceFace {
    const { action, position } = this.row;
    const state = actionState(action);
    const icon = STATE_ICONS[state];
    const description = position !== undefined ? `${position} · ${stateText(action)}` : vscode.l10n.t('not bound · {0}', stateText(action));
    return {
      label: String(action.name ?? action.id),
      description,
      icon: themeIcon(icon.id, icon.color),
      command: { command: 'authTenants.openActionCode', title: vscode.l10n.t('Open Action Code') },
      context: ['action', position !== undefined ? 'bound' : 'unbound', state === 'not deployed' ? 'undeployed' : 'deployed', ...missingScopeTokens(this.owner.scopesNow(), ROW_WRITES)],
    };
  }

  get label() { return this.face().label; }
  get description() { return this.face().description; }
  get icon() { return this.face().icon; }
  get context() { return this.face().context; }
  get command() { return this.face().command; }

  tooltip(): vscode.MarkdownString {
    const { action, position } = this.row;
    return tooltip(String(action.name ?? action.id), [
      ['id', action.id],
      ['state', stateText(action)],
      ['trigger', position !== undefined ? `${this.trigger} (runs ${position})` : `${this.trigger} (not bound)`],
      ['supports', supportedTriggers(action).join(', ')],
      ['runtime', action.runtime],
      ['status', action.status],
      ['updated', action.updated_at],
    ]);
  }
}

/** The row node of an action under a trigger; its `data` is the action (what the commands read). */
export function actionRowNode(parent: TreeNode, owner: ListOwner, trigger: string, row: TriggerRow): ResourceNode<Resource> {
  return new ResourceNode(parent, new ActionRowView(owner, trigger, row), row.action);
}
