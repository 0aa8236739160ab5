import type * as vscode from 'vscode';
import type { Drafts } from '../../editors/drafts/drafts';
import { completeActionField, type ActionField } from '../../editors/drafts/actionField';
import { CTE_TRIGGER, isTokenExchangeAction } from './draft';

/** The profile's `action_id`: a deployed action with the custom-token-exchange trigger. */
export const PROFILE_ACTION_FIELD: ActionField = { path: ['action_id'], trigger: CTE_TRIGGER, usable: isTokenExchangeAction };

/**
 * Completion of `action_id` in token exchange profile drafts: the tenant's deployed actions with the
 * custom-token-exchange trigger, by name (the id, which is what is inserted, is the detail).
 */
export const completeAction = (drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionItem[] | undefined> =>
  completeActionField(PROFILE_ACTION_FIELD, drafts, document, position);
