import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';

export interface DeleteConfirmation {
  /** What is deleted, for the modal: `the verification template "Age over 18"`. */
  what: string;
  /** The name the user types on a production tenant. */
  name: string;
  /** What happens once it is gone. */
  detail: string;
}

/**
 * A modal naming the resource and the tenant; on a production tenant the user then types the resource's name.
 * Dismissing either ends the command quietly (UserCancelledError). Kept small so one shared confirmation can
 * replace it.
 */
export async function confirmDelete(services: Services, tenant: TenantNode, c: DeleteConfirmation): Promise<void> {
  const prompts = services.prompts.current;
  await prompts.confirm(vscode.l10n.t('Delete {0} from {1}?', c.what, tenant.profile.label), { modal: true, detail: c.detail }, vscode.l10n.t('Delete'));
  if (!tenant.production) return;
  await prompts.input({
    title: vscode.l10n.t('{0} is a production tenant', tenant.profile.label),
    prompt: vscode.l10n.t('Type the name "{0}" to delete it', c.name),
    validateInput: (v) => (v === c.name ? undefined : vscode.l10n.t('Type exactly: {0}', c.name)),
  });
}
