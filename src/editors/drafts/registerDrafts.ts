import * as vscode from 'vscode';
import { kindOf } from '../../kinds';
import type { DraftHooks } from '../../kinds/facets/draft';
import type { Services } from '../../services';
import { registerDiagnostics } from '../diagnostics/registerDiagnostics';
import { DraftCodeLensProvider } from './codeLens';
import { Drafts } from './drafts';
import { DRAFT_SCHEME } from './draftUris';
import { persistDraftEdits } from './persistEdits';
import { tenantActions } from './tenantActions';

/** The drafts of this window (`services.drafts`): built with the services, before anything is registered. */
export const newDrafts = (services: Services): Drafts => new Drafts(services, (tenantId) => tenantActions(services, tenantId));

/** The hooks of the draft's kind (completion, hover), loaded on first use. */
async function hooksOf(drafts: Drafts, document: vscode.TextDocument): Promise<DraftHooks | undefined> {
  const ref = drafts.refOf(document.uri);
  return ref && kindOf(ref.kind).draft?.hooks?.();
}

/** Draft documents for create / replace operations on the `auth-tenants-draft` scheme. Makes no request. */
export function registerDrafts(services: Services): vscode.Disposable[] {
  const { drafts } = services;
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
    vscode.languages.registerCompletionItemProvider(selector, {
      provideCompletionItems: async (document, position) => (await hooksOf(drafts, document))?.completion?.(drafts, document, position),
    }, '"'),
    vscode.languages.registerHoverProvider(selector, {
      provideHover: async (document, position) => (await hooksOf(drafts, document))?.hover?.(drafts, document, position),
    }),
    vscode.languages.registerCodeLensProvider(selector, new DraftCodeLensProvider(services, drafts)),
  ];
}
