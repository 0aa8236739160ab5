import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { confirmOnTenant, type Confirmation } from '../../commands/resources/confirmDelete';

export type StreamConfirmation = Omit<Confirmation, 'typePrompt'> & { typePrompt?: string };

/** The shared confirmation (modal naming stream and tenant; typed name on production), with the stream's wording. */
export function confirmOnStream(services: Services, tenant: TenantNode, c: StreamConfirmation): Promise<void> {
  return confirmOnTenant(services, tenant, { ...c, typePrompt: c.typePrompt ?? vscode.l10n.t('Type the stream name "{0}" to go on', c.name) });
}
