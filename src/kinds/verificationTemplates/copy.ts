/**
 * Copying a verification template (pure, no `vscode`). Its counterpart has the same name. A create sends every
 * field the service accepts; an update sends what the editor's save would (the fields that differ, the
 * presentation as a whole). custom_certificate_authority is set on create only: a difference is listed as not
 * copied.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import { createVerificationTemplate, type CreateVerificationTemplate } from './api';
import { deepEqual } from '../diff';
import { verificationTemplatesKind } from './editor';
import type { CopyFacet, NotCopied, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { str, createPlan, pickFields, updatePlan } from '../copyPlan';

const CA = 'custom_certificate_authority';

export function planTemplate(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.id);
  const values = pickFields(verificationTemplatesKind, s);
  if (!target.resource) {
    const body = typeof s[CA] === 'string' ? { ...values, [CA]: s[CA] } : values;
    return createPlan('verification-templates', name, body, 'create:vdcs_templates', []);
  }
  const notCopied: NotCopied[] = [];
  if (!deepEqual(s[CA] ?? null, target.resource[CA] ?? null)) {
    notCopied.push({ field: CA, reason: `${CA} is set when a template is created and cannot be changed: to copy it, delete the template on the target and copy it again.` });
  }
  return updatePlan(verificationTemplatesKind, name, target.resource, values, target.scopes, notCopied, 'update:vdcs_templates');
}

export const createTemplate = (client: ApiClient, body: Raw, options: CallOptions): Promise<Raw> =>
  createVerificationTemplate(client, body as CreateVerificationTemplate, options);

/** Created, or updated as the template editor's save would. */
export const templateCopy: CopyFacet = {
  order: 2,
  plan: planTemplate,
  create: createTemplate,
  update: verificationTemplatesKind.update,
};
