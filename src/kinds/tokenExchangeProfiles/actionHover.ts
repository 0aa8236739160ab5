import type * as vscode from 'vscode';
import type { Drafts } from '../../editors/drafts/drafts';
import { hoverActionField } from '../../editors/drafts/actionField';
import { PROFILE_ACTION_FIELD } from './actionCompletion';

/** Hovering `action_id` in a token exchange profile draft names the tenant's action with that id (the value is a bare id). */
export const hoverAction = (drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> =>
  hoverActionField(PROFILE_ACTION_FIELD, drafts, document, position);
