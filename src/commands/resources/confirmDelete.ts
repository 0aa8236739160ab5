import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';

export interface Confirmation {
  /** The question, naming the resource and the tenant. */
  message: string;
  /** What happens when the user goes on. */
  detail: string;
  /** The button that goes on ("Delete", "Disable", "Update"). */
  button: string;
  /** The resource's name, which the user types on a production tenant. */
  name: string;
  /** What typing the name does ("Type the profile name "x" to delete it"). */
  typePrompt: string;
}

/**
 * A modal that names the resource and the tenant; on a production tenant the user then types the resource's name.
 * Dismissing either ends the command quietly (UserCancelledError): nothing is sent.
 */
export async function confirmOnTenant(services: Services, tenant: TenantNode, c: Confirmation): Promise<void> {
  await services.prompts.current.confirm(c.message, { modal: true, detail: c.detail }, c.button);
  await typeNameOnProduction(services, tenant, c);
}

/** On a production tenant, the user types `name` (else nothing: a development or staging tenant). */
export async function typeNameOnProduction(services: Services, tenant: TenantNode, c: Pick<Confirmation, 'name' | 'typePrompt'>): Promise<void> {
  if (!tenant.production) return;
  await services.prompts.current.input({
    title: vscode.l10n.t('{0} is a production tenant', tenant.profile.label),
    prompt: c.typePrompt,
    validateInput: (v) => (v === c.name ? undefined : vscode.l10n.t('Type exactly: {0}', c.name)),
  });
}

/** A production write's question: the change, naming the tenant; the button that goes on. */
export type ProductionQuestion = Pick<Confirmation, 'message' | 'detail' | 'button'>;

/**
 * On a production tenant: a modal naming the tenant and the change (dismissing it ends the command quietly,
 * nothing sent); on any other tenant nothing is asked. Writes that ask on every tenant use confirmOnTenant.
 */
export async function confirmOnProduction(services: Services, tenant: TenantNode, q: ProductionQuestion): Promise<void> {
  if (!tenant.production) return;
  await services.prompts.current.confirm(q.message, { modal: true, detail: q.detail }, q.button);
}

export interface DeleteConfirmation {
  /** The kind in a sentence: "token exchange profile". */
  singular: string;
  name: string;
  /** What stops working, and that it cannot be undone. */
  detail: string;
  /** The production prompt, when the kind words it its own way (default: 'Type the name "<name>" to delete it'). */
  typePrompt?: string;
}

/** Delete confirmation for any kind: 'Delete the <kind> "<name>" from <tenant>?', then the typed name on production. */
export function confirmDelete(services: Services, tenant: TenantNode, c: DeleteConfirmation): Promise<void> {
  return confirmOnTenant(services, tenant, {
    message: vscode.l10n.t('Delete the {0} "{1}" from {2}?', c.singular, c.name, tenant.profile.label),
    detail: c.detail,
    button: vscode.l10n.t('Delete'),
    name: c.name,
    typePrompt: c.typePrompt ?? vscode.l10n.t('Type the name "{0}" to delete it', c.name),
  });
}
