import * as vscode from 'vscode';
import type { Services } from '../../services';
import { draftTarget } from '../../editors/drafts/draftTarget';

/** Reload actions (CodeLens): fetches the tenant's actions again for this draft and re-checks it. */
export async function reloadDraftActions(services: Services, arg?: unknown): Promise<void> {
  const { drafts } = services;
  const { uri, ref } = await draftTarget(drafts, 'token-exchange-profiles', arg);
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Loading actions…') },
    () => drafts.actions.reload(uri.toString(), ref.tenantId),
  );
}
