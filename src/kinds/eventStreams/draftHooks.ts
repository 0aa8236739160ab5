/** What sending an event stream draft needs of `vscode`: the webhook's secret in a password box; the action by name. */
import type * as vscode from 'vscode';
import type { Drafts } from '../../editors/drafts/drafts';
import type { Services } from '../../services';
import { completeActionField, hoverActionField, type ActionField } from '../../editors/drafts/actionField';
import { ACTION_ID_PATH, EVENT_STREAM_TRIGGER, isEventStreamAction } from './draftActionChecks';
import { askWebhookSecret } from './draftSecret';

/** An Action destination's `action_id`: a deployed action with the event-stream trigger. */
const STREAM_ACTION_FIELD: ActionField = { path: ACTION_ID_PATH, trigger: EVENT_STREAM_TRIGGER, usable: isEventStreamAction };

export const completion = (drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionItem[] | undefined> =>
  completeActionField(STREAM_ACTION_FIELD, drafts, document, position);

export const hover = (drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> =>
  hoverActionField(STREAM_ACTION_FIELD, drafts, document, position);

export const secret = (services: Services, value: unknown, tenantLabel: string): Promise<string | undefined> => askWebhookSecret(services, value, tenantLabel);
