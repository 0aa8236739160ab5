/**
 * Create Verification Template… (palette, and inline on a tenant's Verification Templates group): a name (one the
 * tenant has is refused as typed), then the mDL claims to request (a multi-select), then either the create at once
 * (a 409 goes back to the name, the claims kept) or a JSON draft to review first (with
 * diagnostics and completion of the claim names; its Create lens or editor-title button sends it). The new
 * template then opens in the editor.
 */
import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import {
  iterateVerificationTemplates,
  MDL_CLAIMS,
  presentationOf,
  TEMPLATE_DIALECT,
  TEMPLATE_TRUSTED_ISSUERS,
  TEMPLATE_TYPE,
  type MdlClaim,
  type VerificationTemplate,
} from './api';
import { verificationTemplateDraftText } from './draft';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { UserCancelledError } from '../../util/errors';
import { pickTenant } from '../../commands/pickTenant';
import { runSteps, withProblem, type Step } from '../../commands/tenants/wizard';
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
  const { drafts } = services;
  const uri = drafts.uriOf({ kind: 'verification-templates', tenantId: tenant.profile.id });
  drafts.rememberTenant(uri, tenant);
  await drafts.prune();
  await drafts.show(uri, verificationTemplateDraftText(name, claims));
  return uri;
}

/** The tenant's template names, listed once; unknown (empty) when they cannot be read: the tenant's 409 still guards. */
async function templateNames(services: Services, tenant: TenantNode): Promise<Set<string>> {
  const names = new Set<string>();
  try {
    for await (const t of iterateVerificationTemplates(await tenant.client(), { take: 100 })) if (typeof t.name === 'string') names.add(t.name);
  } catch (err) {
    services.log.warn(`Could not list the verification templates of ${tenant.profile.label}: ${toUserMessage(err)}`);
  }
  return names;
}

interface TemplateDraft {
  name?: string;
  claims?: MdlClaim[];
  /** The outcome: the created template, or the draft opened for review. */
  result?: VerificationTemplate | vscode.Uri;
}

/** The three steps: the name (a taken one refused as typed), the claims, then create now or review as JSON. */
function templateSteps(services: Services, tenant: TenantNode, taken: Promise<Set<string>>): Step<TemplateDraft>[] {
  const prompts = () => services.prompts.current;
  const label = tenant.profile.label;
  const name: Step<TemplateDraft> = {
    id: 'name',
    async run(d, ctx) {
      const kept = d.name;
      d.name = await prompts().input({
        title: ctx.title, back: ctx.back, value: d.name,
        prompt: vscode.l10n.t('Name of the template, unique in the tenant'), placeHolder: vscode.l10n.t('Age over 18'),
        validateInput: async (v) => {
          const names = await taken;
          const check = (x: string) => validateTemplateName(x) ?? (names.has(x) ? templateNameTaken(label, x) : undefined);
          return withProblem(check, kept, ctx.problem)(v);
        },
      });
    },
  };
  const claims: Step<TemplateDraft> = {
    id: 'claims',
    async run(d, ctx) {
      const chosen = new Set<string>(d.claims ?? []);
      const atLeastOne = vscode.l10n.t('Choose at least one claim: a template that requests nothing cannot verify anything.');
      const placeHolder = vscode.l10n.t('The mDL claims "{0}" asks the holder for (at least one)', d.name ?? '');
      const picked = await prompts().pickMany<MdlClaim>(
        MDL_CLAIMS.map((c) => ({ label: c, description: claimLabel(c), picked: chosen.has(c), value: c })),
        { title: ctx.title, back: ctx.back, matchOnDescription: true, atLeastOne, placeHolder: ctx.problem ? `${ctx.problem} — ${placeHolder}` : placeHolder },
      );
      if (picked.length === 0) return { back: 'claims', problem: atLeastOne };
      d.claims = picked;
      return undefined;
    },
  };
  const mode: Step<TemplateDraft> = {
    id: 'mode',
    async run(d, ctx) {
      const picked = d.claims ?? [];
      const how = await prompts().pick(
        [
          { label: vscode.l10n.t('Create now'), detail: vscode.l10n.t('Type {0}, dialect {1}, trusted issuers {2}', TEMPLATE_TYPE, TEMPLATE_DIALECT, TEMPLATE_TRUSTED_ISSUERS), value: 'now' as const },
          { label: vscode.l10n.t('Review as JSON first'), detail: vscode.l10n.t('A draft with checks and claim completion; its Create action sends it'), value: 'draft' as const },
        ],
        { title: ctx.title, back: ctx.back, placeHolder: vscode.l10n.t('{0} claim(s) chosen', picked.length) },
      );
      if (how === 'draft') {
        d.result = await openDraft(services, tenant, d.name ?? '', picked);
        return undefined;
      }
      try {
        d.result = await sendTemplate(services, tenant, {
          name: d.name ?? '', type: TEMPLATE_TYPE, dialect: TEMPLATE_DIALECT, presentation: presentationOf(picked), well_known_trusted_issuers: TEMPLATE_TRUSTED_ISSUERS,
        });
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 409) throw err;
        // The name was taken meanwhile: back to it, the claims kept.
        return { back: 'name', problem: templateNameTaken(label, d.name ?? '') };
      }
      return undefined;
    },
  };
  return [name, claims, mode];
}

/** Returns the created template (its document is then open in the editor), or the URI of the draft to review. */
export async function createVerificationTemplate(services: Services, node?: TreeNode): Promise<VerificationTemplate | vscode.Uri> {
  const tenant = await pickTenant(services, node);
  const steps = templateSteps(services, tenant, templateNames(services, tenant));
  const draft: TemplateDraft = {};
  await runSteps<TemplateDraft>(
    draft, () => steps,
    (n, total) => vscode.l10n.t('Create Verification Template on {0} ({1}/{2})', tenant.profile.label, n, total),
    vscode.l10n.t('Create Verification Template on {0}', tenant.profile.label),
  );
  const { result } = draft;
  if (!result) throw new UserCancelledError();
  if (!(result instanceof vscode.Uri)) await afterCreate(services, tenant, result, (draft.claims ?? []).length);
  return result;
}
