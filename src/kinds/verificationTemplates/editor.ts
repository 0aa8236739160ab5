/**
 * Verification templates as the resource editor edits them (pure, no `vscode`). The document holds what a PATCH
 * can change: name, type, dialect, presentation (the requested mDL claims) and well_known_trusted_issuers. The id,
 * the dates and custom_certificate_authority (set on create only) are in the header, never sent. A save sends only
 * the fields that changed; the presentation as a whole.
 */
import * as z from 'zod/mini';
import {
  getVerificationTemplate,
  MDL_CLAIMS,
  presentationSchema,
  requestedClaims,
  updateVerificationTemplate,
  verificationTemplateRequestSchemas,
  VERIFICATION_TEMPLATE_SCOPES as SCOPES,
  type UpdateVerificationTemplate,
} from './api';
import type { CheckContext, Problem } from '../../diagnostics/validate';
import { changedFields } from '../diff';
import type { Editable, Resource, ResourceKind } from '../kind';
import { firstUse } from '../../api/lazySchemas';

export const TEMPLATE_FIELDS = ['name', 'type', 'dialect', 'presentation', 'well_known_trusted_issuers'] as const;

/** The update schema's fields but `version` (the document holds what the editor changes). */
const templateDocumentSchema = firstUse(() => {
  const { version: _version, ...shape } = verificationTemplateRequestSchemas().updateVerificationTemplateSchema.shape;
  return z.strictObject(shape);
});

/** "portrait, age_in_years" (at most `max` names, then "…"). */
export function claimSummary(template: Resource, max = 6): string {
  const claims = requestedClaims(template);
  const names = claims.length > max ? [...claims.slice(0, max), '…'] : claims;
  return `${claims.length} of ${MDL_CLAIMS.length} mDL claims${claims.length ? `: ${names.join(', ')}` : ''}`;
}

/**
 * A presentation the schema accepts whose claims are all `false` requests nothing: a warning on its key (a document
 * or a create draft). Other problems of the presentation are the schema's.
 */
export function noClaimRequested(value: Record<string, unknown>, at: CheckContext): Problem[] {
  const presentation = value.presentation;
  if (!presentationSchema.safeParse(presentation).success || requestedClaims({ presentation }).length > 0) return [];
  const path = ['presentation'];
  return [{ range: at.rangeOf(path, 'key'), message: 'This template requests no claim: set at least one claim to true, e.g. "age_in_years": true.', severity: 'warning', path, code: 'no_claim_requested' }];
}

export const verificationTemplatesKind: ResourceKind = {
  id: 'verification-templates',
  singular: 'verification template',
  title: 'Verification template',
  suffix: '.verification-template.json',
  icon: 'verified',
  scopes: { get: SCOPES.get, update: SCOPES.update },
  idArgument: 'templateId',
  get: (client, id, options) => getVerificationTemplate(client, id, options),
  update: (client, id, body, options) => updateVerificationTemplate(client, id, body as UpdateVerificationTemplate, options),
  fields: TEMPLATE_FIELDS,
  readOnly: ['custom_certificate_authority', 'created_at', 'updated_at'],
  fieldScopes: {},
  documentSchema: templateDocumentSchema,
  locked: () => [],
  identity(template) {
    const id = String(template.id ?? '');
    const created = typeof template.created_at === 'string' ? `created ${template.created_at}` : undefined;
    return { id, name: String(template.name ?? id), details: [claimSummary(template), created].filter((d): d is string => !!d) };
  },
  hiddenFields: () => [],
  buildPatch(base: Editable, effective: Editable) {
    return changedFields(base, effective, TEMPLATE_FIELDS);
  },
  check: (value, _input, at) => noClaimRequested(value, at),
  conflictMessage: 'Another verification template of this tenant already has this name: choose another name.',
  headerNote: 'id, created_at and custom_certificate_authority cannot be changed here',
  readOnlyNote: 'The service sets these fields (custom_certificate_authority only when the template is created); the document leaves them out and saving never sends them.',
  docs: {
    document: 'A verifiable credential verification template. Saving applies the fields you changed after you confirm the list of changes.',
    fields: {
      name: 'Name of the template, 1 to 255 characters, unique in the tenant.',
      type: 'Type of the credential the template verifies, e.g. "mdl" (a mobile driving licence).',
      dialect: 'Dialect of the presentation request: "simplified/1.0" is the only one the service accepts.',
      presentation: 'The mDL claims the template asks the holder for: {"org.iso.18013.5.1.mDL": {"org.iso.18013.5.1": {"age_in_years": true}}}. Press Ctrl+Space inside the innermost object for the 21 claim names.',
      well_known_trusted_issuers: 'Issuers whose credentials are trusted: "aamva" (the AAMVA Digital Trust Service) is the only value the service accepts.',
    },
  },
};
