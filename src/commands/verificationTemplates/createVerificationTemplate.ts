/**
 * Create Verification Template… (palette, and inline on a tenant's Verification Templates group): a name, then the
 * mDL claims to request (a multi-select), then the create, sent once (a lost answer is looked up by name before
 * anything is sent again). The new template then opens in the editor, where type and claims can be refined.
 */
import * as vscode from 'vscode';
import { ApiError } from '../../api/errors';
import {
  createVerificationTemplate as create,
  iterateVerificationTemplates,
  MDL_CLAIMS,
  presentationOf,
  TEMPLATE_DIALECT,
  TEMPLATE_TRUSTED_ISSUERS,
  TEMPLATE_TYPE,
  type CreateVerificationTemplate,
  type MdlClaim,
  type VerificationTemplate,
} from '../../api/verificationTemplates';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { verificationTemplatesKind } from '../../kinds/verificationTemplates';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { UserCancelledError } from '../../util/errors';
import { createOnce } from '../createOnce';
import { pickTenant } from '../pickTenant';
import { refreshTemplates } from './templateTarget';

/** `family_name_national_character` → `Family name national character`. */
const claimLabel = (claim: string) => claim.charAt(0).toUpperCase() + claim.slice(1).replace(/_/g, ' ');

export function validateTemplateName(value: string): string | undefined {
  if (value.trim().length === 0) return vscode.l10n.t('Enter a name (1 to 255 characters).');
  if (value.length > 255) return vscode.l10n.t('At most 255 characters ({0} now).', value.length);
  return undefined;
}

/** The template with this name, looked up page by page (names are unique per tenant). */
async function findByName(tenant: TenantNode, name: string): Promise<VerificationTemplate | undefined> {
  for await (const t of iterateVerificationTemplates(await tenant.client(), { take: 100 })) if (t.name === name) return t;
  return undefined;
}

async function send(services: Services, tenant: TenantNode, body: CreateVerificationTemplate): Promise<VerificationTemplate> {
  const label = tenant.profile.label;
  const client = await tenant.client();
  try {
    const { created, recovered } = await createOnce(services, {
      what: vscode.l10n.t('the verification template "{0}"', body.name),
      tenantLabel: label,
      send: () => Promise.resolve(vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating the verification template {0} on {1}…', body.name, label) },
        () => create(client, body),
      )),
      find: () => findByName(tenant, body.name),
    });
    services.log.info(`Created verification template ${created.id} on ${label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
    return created;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 409) throw err;
    void services.prompts.current.error(vscode.l10n.t('{0} already has a verification template named "{1}". Run Create Verification Template… again with another name.', label, body.name));
    throw new UserCancelledError();
  }
}

/** Returns the created template; its document is open in the editor. */
export async function createVerificationTemplate(services: Services, node?: TreeNode): Promise<VerificationTemplate> {
  const tenant = await pickTenant(services, node);
  const prompts = services.prompts.current;
  const title = vscode.l10n.t('Create Verification Template on {0}', tenant.profile.label);
  const name = await prompts.input({ title, prompt: vscode.l10n.t('Name of the template, unique in the tenant'), placeHolder: vscode.l10n.t('Age over 18'), validateInput: validateTemplateName });
  const claims = await prompts.pickMany<MdlClaim>(
    MDL_CLAIMS.map((c) => ({ label: c, description: claimLabel(c), value: c })),
    { title, placeHolder: vscode.l10n.t('The mDL claims "{0}" asks the holder for (at least one)', name), matchOnDescription: true },
  );
  if (claims.length === 0) throw new Error(vscode.l10n.t('Choose at least one claim: a template that requests nothing cannot verify anything.'));
  const created = await send(services, tenant, {
    name, type: TEMPLATE_TYPE, dialect: TEMPLATE_DIALECT, presentation: presentationOf(claims), well_known_trusted_issuers: TEMPLATE_TRUSTED_ISSUERS,
  });
  void prompts.info(vscode.l10n.t('Created the verification template {0} ({1}) on {2}, requesting {3} claim(s).', String(created.name ?? name), created.id, tenant.profile.label, claims.length));
  refreshTemplates(services, tenant);
  await openResourceDocument(services, { kind: verificationTemplatesKind, tenantId: tenant.profile.id, id: String(created.id) }, String(created.name ?? name));
  return created;
}
