/**
 * The verification template a command acts on: the clicked row's, one named by ids (a document's header), or the
 * one the user picks on the tenant the user picks, from a list that loads one page at a time ("Load more…"). And
 * the refresh of the tenant's Verification Templates group after a change.
 */
import { refreshGroup } from '../../commands/tree/refresh';
import * as vscode from 'vscode';
import { getVerificationTemplate, listVerificationTemplates, type VerificationTemplate } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { claimSummary } from './editor';
import { pickTenant } from '../../commands/pickTenant';
import { cleanLabel } from '../../util/text';

export const TEMPLATES_GROUP = 'verification-templates';
/** Templates per page of the picker (the service's default page). */
export const PICK_PAGE = 50;

export interface TemplateTarget {
  tenant: TenantNode;
  template: VerificationTemplate;
}

/** A template named by ids, as a document header passes it. */
export interface TemplateRef {
  tenantId: string;
  templateId: string;
}

export const templateName = (t: VerificationTemplate): string => String(t.name ?? t.id);

const isRef = (v: unknown): v is TemplateRef => typeof v === 'object' && v !== null && typeof (v as TemplateRef).tenantId === 'string' && typeof (v as TemplateRef).templateId === 'string';

/** Whether a tree node is a template row. */
export const isTemplateRow = (node: unknown): node is ResourceNode<VerificationTemplate> =>
  node instanceof ResourceNode && node.parent.id.endsWith(`/${TEMPLATES_GROUP}`);

type Choice = { template: VerificationTemplate } | { more: true };

/**
 * Picks one of the tenant's templates. The first page is loaded at once; "Load more…" at the end loads the next
 * page and shows the list again (typing filters the pages loaded so far, by name, id or requested claims).
 */
export async function pickTemplate(services: Services, tenant: TenantNode, title: string): Promise<VerificationTemplate> {
  const client = await tenant.client();
  const loaded: VerificationTemplate[] = [];
  let cursor: string | undefined;
  let first = true;
  for (;;) {
    const page = first || cursor ? listVerificationTemplates(client, { from: cursor, take: PICK_PAGE }) : undefined;
    const items = (async () => {
      if (page) {
        const { items: more, cursor: next } = await page;
        loaded.push(...more);
        cursor = next;
      }
      if (loaded.length === 0) throw new Error(vscode.l10n.t('{0} has no verification templates. Create one with Create Verification Template….', tenant.profile.label));
      const rows: { label: string; description?: string; detail?: string; value: Choice }[] = loaded.map((t) => ({
        label: cleanLabel(templateName(t)) || String(t.id), description: cleanLabel(t.id), detail: cleanLabel(claimSummary(t), 200), value: { template: t },
      }));
      if (cursor) rows.push({ label: vscode.l10n.t('Load more…'), description: vscode.l10n.t('{0} loaded; the tenant has more', loaded.length), value: { more: true } });
      return rows;
    })();
    first = false;
    const choice = await services.prompts.current.pick(items, {
      title, placeHolder: vscode.l10n.t('Verification template of {0} (type to filter by name, id or claim)', tenant.profile.label), matchOnDescription: true, matchOnDetail: true,
    });
    if ('template' in choice) return choice.template;
  }
}

/** The clicked template, one named by ids, or the tenant and template the user picks (`title` heads the picker). */
export async function templateTarget(services: Services, node: TreeNode | TemplateRef | undefined, title: string): Promise<TemplateTarget> {
  if (isRef(node)) {
    const tenant = services.roots.get(node.tenantId);
    if (!tenant) throw new Error(vscode.l10n.t('The tenant of this verification template was removed.'));
    await pickTenant(services, tenant); // checks the command's write scope on this tenant
    return { tenant, template: await getVerificationTemplate(await tenant.client(), node.templateId) };
  }
  const tenant = await pickTenant(services, node);
  if (isTemplateRow(node)) return { tenant, template: node.data };
  return { tenant, template: await pickTemplate(services, tenant, title) };
}

/** Reloads the tenant's list of templates (after a create or a delete), if the tree has it. */
export function refreshTemplates(services: Services, tenant: TenantNode): void {
  refreshGroup(services, tenant, TEMPLATES_GROUP);
}
