/**
 * Create Verification Template… (palette, and inline on a tenant's Verification Templates group): a name, then the
 * mDL claims to request (a multi-select), then either the create at once or a JSON draft to review first (with
 * diagnostics and completion of the claim names; its Create lens or editor-title button sends it). The new
 * template then opens in the editor.
 */
import * as vscode from 'vscode';
import { ApiError } from '../../api/errors';
import {
  MDL_CLAIMS,
  presentationOf,
  TEMPLATE_DIALECT,
  TEMPLATE_TRUSTED_ISSUERS,
  TEMPLATE_TYPE,
  type MdlClaim,
  type VerificationTemplate,
} from '../../api/verificationTemplates';
import { draftsOf } from '../../editors/drafts/drafts';
import { verificationTemplateDraftText } from '../../editors/drafts/verificationTemplateDraft';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { UserCancelledError } from '../../util/errors';
import { pickTenant } from '../pickTenant';
import { afterCreate, sendTemplate, templateNameTaken } from './sendTemplate';

/** `family_name_national_character` → `Family name national character`. */
const claimLabel = (claim: string) => claim.charAt(0).toUpperCase() + claim.slice(1).replace(/_/g, ' ');

export function validateTemplateName(value: string): string | undefined {
  if (value.trim().length === 0) return vscode.l10n.t('Enter a name (1 to 255 characters).');
  if (value.length > 255) return vscode.l10n.t('At most 255 characters ({0} now).', value.length);
  return undefined;
}

/** Opens a new draft (`new.verification-template.json`) holding the complete create body. */
async function openDraft(services: Services, tenant: TenantNode, name: string, claims: readonly MdlClaim[]): Promise<vscode.Uri> {
  const drafts = draftsOf(services);
  const uri = drafts.uriOf({ kind: 'verification-template', tenantId: tenant.profile.id });
  drafts.rememberTenant(uri, tenant);
  await drafts.prune();
  await drafts.show(uri, verificationTemplateDraftText(name, claims));
  return uri;
}

/** Returns the created template (its document is then open in the editor), or the URI of the draft to review. */
export async function createVerificationTemplate(services: Services, node?: TreeNode): Promise<VerificationTemplate | vscode.Uri> {
  const tenant = await pickTenant(services, node);
  const prompts = services.prompts.current;
  const title = vscode.l10n.t('Create Verification Template on {0}', tenant.profile.label);
  const name = await prompts.input({ title, prompt: vscode.l10n.t('Name of the template, unique in the tenant'), placeHolder: vscode.l10n.t('Age over 18'), validateInput: validateTemplateName });
  const claims = await prompts.pickMany<MdlClaim>(
    MDL_CLAIMS.map((c) => ({ label: c, description: claimLabel(c), value: c })),
    { title, placeHolder: vscode.l10n.t('The mDL claims "{0}" asks the holder for (at least one)', name), matchOnDescription: true },
  );
  if (claims.length === 0) throw new Error(vscode.l10n.t('Choose at least one claim: a template that requests nothing cannot verify anything.'));
  const mode = await prompts.pick(
    [
      { label: vscode.l10n.t('Create now'), detail: vscode.l10n.t('Type {0}, dialect {1}, trusted issuers {2}', TEMPLATE_TYPE, TEMPLATE_DIALECT, TEMPLATE_TRUSTED_ISSUERS), value: 'now' as const },
      { label: vscode.l10n.t('Review as JSON first'), detail: vscode.l10n.t('A draft with checks and claim completion; its Create action sends it'), value: 'draft' as const },
    ],
    { title, placeHolder: vscode.l10n.t('{0} claim(s) chosen', claims.length) },
  );
  if (mode === 'draft') return openDraft(services, tenant, name, claims);
  let created: VerificationTemplate;
  try {
    created = await sendTemplate(services, tenant, {
      name, type: TEMPLATE_TYPE, dialect: TEMPLATE_DIALECT, presentation: presentationOf(claims), well_known_trusted_issuers: TEMPLATE_TRUSTED_ISSUERS,
    });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 409) throw err;
    void prompts.error(templateNameTaken(tenant.profile.label, name));
    throw new UserCancelledError();
  }
  await afterCreate(services, tenant, created, claims.length);
  return created;
}
