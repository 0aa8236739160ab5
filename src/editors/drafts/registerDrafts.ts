import * as vscode from 'vscode';
import type { Services } from '../../services';
import { registerDiagnostics } from '../diagnostics/registerDiagnostics';
import { ActionCompletionProvider } from '../../kinds/tokenExchangeProfiles/actionCompletion';
import { ActionHoverProvider } from '../../kinds/tokenExchangeProfiles/actionHover';
import { DraftCodeLensProvider } from './codeLens';
import { Drafts } from './drafts';
import { DRAFT_SCHEME } from './draftUris';
import { persistDraftEdits } from './persistEdits';
import { tenantActions } from './tenantActions';

/** Draft documents for create / replace operations on the `auth-tenants-draft` scheme. Makes no request. */
export function registerDrafts(services: Services): vscode.Disposable[] {
  const drafts = new Drafts(services, (tenantId) => tenantActions(services, tenantId));
  const selector: vscode.DocumentSelector = { scheme: DRAFT_SCHEME };
  return [
    drafts,
    vscode.workspace.registerFileSystemProvider(DRAFT_SCHEME, drafts.fs, { isCaseSensitive: true }),
    persistDraftEdits(drafts),
    registerDiagnostics('auth-tenants-drafts', {
      matches: (document) => !!drafts.refOf(document.uri),
      problems: (document) => drafts.problems(document),
      onDidChange: drafts.onDidChangeProblems,
    }),
    vscode.languages.registerCompletionItemProvider(selector, new ActionCompletionProvider(drafts), '"'),
    vscode.languages.registerHoverProvider(selector, new ActionHoverProvider(drafts)),
    vscode.languages.registerCodeLensProvider(selector, new DraftCodeLensProvider(services, drafts)),
  ];
}
