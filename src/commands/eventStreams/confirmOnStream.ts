import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';

export interface StreamConfirmation {
  /** The question, naming the stream and the tenant. */
  message: string;
  /** What happens when the user goes on. */
  detail: string;
  /** The button that goes on ("Disable", "Update"). */
  button: string;
  /** The stream's name, which the user types on a production tenant. */
  name: string;
  /** What the typed name does ("Type the stream name "x" to delete it"); a generic prompt otherwise. */
  typePrompt?: string;
}

/**
 * A modal that names the stream and the tenant; on a production tenant the user then types the stream's name.
 * Dismissing either ends the command quietly (UserCancelledError).
 */
export async function confirmOnStream(services: Services, tenant: TenantNode, c: StreamConfirmation): Promise<void> {
  const prompts = services.prompts.current;
  await prompts.confirm(c.message, { modal: true, detail: c.detail }, c.button);
  if (!tenant.production) return;
  await prompts.input({
    title: vscode.l10n.t('{0} is a production tenant', tenant.profile.label),
    prompt: c.typePrompt ?? vscode.l10n.t('Type the stream name "{0}" to go on', c.name),
    validateInput: (v) => (v === c.name ? undefined : vscode.l10n.t('Type exactly: {0}', c.name)),
  });
}
