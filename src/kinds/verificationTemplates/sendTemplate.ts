import * as vscode from 'vscode';
import {
  createVerificationTemplate,
  iterateVerificationTemplates,
  type CreateVerificationTemplate,
  type VerificationTemplate,
} from './api';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { verificationTemplatesKind } from './editor';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { createOnce } from '../../commands/createOnce';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import { refreshGroup } from '../../commands/tree/refresh';
import { verificationTemplates } from './index';

/** The template with this name, looked up page by page (names are unique per tenant). */
async function findByName(tenant: TenantNode, name: string): Promise<VerificationTemplate | undefined> {
  for await (const t of iterateVerificationTemplates(await tenant.client(), { take: 100 })) if (t.name === name) return t;
  return undefined;
}

/**
 * Sends the create once (multi-select and draft alike; on a production tenant after a question naming template and
 * tenant), with a progress notification. When the answer is lost, the
 * template is looked up by its name before anything is sent again. A refusal (400, 409) is thrown as it came.
 */
export async function sendTemplate(services: Services, tenant: TenantNode, body: CreateVerificationTemplate): Promise<VerificationTemplate> {
  const label = tenant.profile.label;
  await confirmOnProduction(services, tenant, {
    message: vscode.l10n.t('Create the verification template "{0}" on {1}?', body.name, label),
    detail: vscode.l10n.t('{0} is a PRODUCTION tenant: the template can be used to request credentials at once.', label),
    button: vscode.l10n.t('Create'),
  });
  const client = await tenant.client();
  const { created, recovered } = await createOnce(services, {
    what: vscode.l10n.t('the verification template "{0}"', body.name),
    tenantLabel: label,
    send: () => Promise.resolve(vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating the verification template {0} on {1}…', body.name, label) },
      () => createVerificationTemplate(client, body),
    )),
    find: () => findByName(tenant, body.name),
  });
  services.log.info(`Created verification template ${created.id} on ${label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
  return created;
}

/** After a create: says so, reloads the tenant's templates and opens the new one in the editor. */
export async function afterCreate(services: Services, tenant: TenantNode, created: VerificationTemplate, claims: number): Promise<void> {
  const name = String(created.name ?? created.id);
  void services.prompts.current.info(vscode.l10n.t('Created the verification template {0} ({1}) on {2}, requesting {3} claim(s).', name, created.id, tenant.profile.label, claims));
  refreshGroup(services, tenant, verificationTemplates.id);
  await openResourceDocument(services, { kind: verificationTemplatesKind, tenantId: tenant.profile.id, id: String(created.id) }, name);
}

/** What a 409 says. */
export const templateNameTaken = (tenantLabel: string, name: string): string =>
  vscode.l10n.t('{0} already has a verification template named "{1}". Choose another name.', tenantLabel, name);
