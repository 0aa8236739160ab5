/**
 * Verifiable credential verification templates: list (checkpoint paging), get, create, update, delete, and the mDL
 * claims they request. Request bodies are checked before sending (InvalidInputError, nothing sent) against the
 * service's API description: create needs name, type, dialect (`simplified/1.0`), presentation and
 * well_known_trusted_issuers (`aamva`); custom_certificate_authority is set on create only.
 */
import * as z from 'zod/mini';
import { firstUse, lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import { getList, isRecord } from '../../api/listPage';
import { checkpointPage, checkpointQuery, iteratePages, type CheckpointParams, type Page } from '../../api/paging';
import { call, send, seg, validateInput, type CallOptions } from '../../api/request';

export const MDL_DOCTYPE = 'org.iso.18013.5.1.mDL';
export const MDL_NAMESPACE = 'org.iso.18013.5.1';
/** The only dialect and trusted-issuer list the service accepts (patterns of its API description). */
export const TEMPLATE_DIALECT = 'simplified/1.0';
export const TEMPLATE_TRUSTED_ISSUERS = 'aamva';
export const TEMPLATE_TYPE = 'mdl';

/** The scope each verb needs (the service answers 403 insufficient_scope naming it). */
export const VERIFICATION_TEMPLATE_SCOPES = {
  list: 'read:vdcs_templates',
  get: 'read:vdcs_templates',
  create: 'create:vdcs_templates',
  update: 'update:vdcs_templates',
  delete: 'delete:vdcs_templates',
} as const;

/** The 21 mobile driving licence claims a template can request (seed §2.6), in the seed's order. */
export const MDL_CLAIMS = [
  'family_name', 'given_name', 'birth_date', 'issue_date', 'expiry_date', 'issuing_country', 'issuing_authority', 'portrait',
  'driving_privileges', 'resident_address', 'portrait_capture_date', 'age_in_years', 'age_birth_year', 'issuing_jurisdiction',
  'nationality', 'resident_city', 'resident_state', 'resident_postal_code', 'resident_country', 'family_name_national_character',
  'given_name_national_character',
] as const;
export type MdlClaim = (typeof MDL_CLAIMS)[number];

const PATH = 'verifiable-credentials/verification/templates';
const templatePath = (id: string) => `${PATH}/${seg(id)}`;

/**
 * The request schemas, built on their first use rather than while the extension loads (like the event stream
 * ones: the 21 claims alone are some 50 zod schemas, and activation has a budget).
 */
function buildRequestSchemas() {
  /**
   * The requested claims: the 21 listed are booleans; the service also takes other mDL data elements (age_over_18,
   * document_number, …), so any other key is accepted as the service accepts it. At least one claim.
   */
  const mdlClaimsSchema = z.looseObject(Object.fromEntries(MDL_CLAIMS.map((c) => [c, z.optional(z.boolean())])) as Record<MdlClaim, z.ZodMiniOptional<z.ZodMiniBoolean>>)
    .check(z.refine((claims) => Object.keys(claims).length > 0, { message: 'must list at least one claim, e.g. "age_in_years": true', when: (payload) => payload.issues.length === 0 }));
  const presentationSchema = z.strictObject({ [MDL_DOCTYPE]: z.strictObject({ [MDL_NAMESPACE]: mdlClaimsSchema }) });
  const nameSchema = z.string().check(z.minLength(1), z.maxLength(255));
  const typeSchema = z.string().check(z.minLength(1), z.maxLength(255));
  // The service's own pattern, as it states it (its "." matches any character).
  const dialectSchema = z.string().check(z.maxLength(255), z.regex(/^simplified\/1.0$/, { message: `must be "${TEMPLATE_DIALECT}", the only dialect the service accepts` }));
  const issuersSchema = z.string().check(z.regex(/^aamva$/, { message: `must be "${TEMPLATE_TRUSTED_ISSUERS}", the only well-known issuer list the service accepts` }));
  const createVerificationTemplateSchema = z.strictObject({
    name: nameSchema,
    type: typeSchema,
    dialect: dialectSchema,
    presentation: presentationSchema,
    custom_certificate_authority: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(4096)))),
    well_known_trusted_issuers: issuersSchema,
  });
  /** PATCH body: any of the create fields but custom_certificate_authority (null where the service takes it), and version. */
  const updateVerificationTemplateSchema = z.strictObject({
    name: z.optional(z.nullable(nameSchema)),
    type: z.optional(z.nullable(typeSchema)),
    dialect: z.optional(z.nullable(dialectSchema)),
    presentation: z.optional(presentationSchema),
    well_known_trusted_issuers: z.optional(z.nullable(issuersSchema)),
    version: z.optional(z.nullable(z.number())),
  });
  return { mdlClaimsSchema, presentationSchema, createVerificationTemplateSchema, updateVerificationTemplateSchema };
}

/** The request schemas as built (object schemas: their `.shape` holds the fields). */
export const verificationTemplateRequestSchemas = firstUse(buildRequestSchemas);
export const { mdlClaimsSchema, presentationSchema, createVerificationTemplateSchema, updateVerificationTemplateSchema } = lazySchemas(verificationTemplateRequestSchemas);
export type Presentation = z.infer<typeof presentationSchema>;
export type CreateVerificationTemplate = z.infer<typeof createVerificationTemplateSchema>;
export type UpdateVerificationTemplate = z.infer<typeof updateVerificationTemplateSchema>;

export const { verificationTemplateSchema } = lazySchemas(() => {
  const verificationTemplateSchema = z.looseObject({
    id: z.string(),
    name: z.optional(z.string()),
    type: z.optional(z.string()),
    dialect: z.optional(z.string()),
    presentation: z.optional(z.record(z.string(), z.unknown())),
    custom_certificate_authority: z.optional(z.nullable(z.string())),
    well_known_trusted_issuers: z.optional(z.nullable(z.string())),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
  });
  return { verificationTemplateSchema };
});
export type VerificationTemplate = z.infer<typeof verificationTemplateSchema>;

/** A presentation that requests exactly `claims` (each `true`). */
export function presentationOf(claims: readonly MdlClaim[]): Presentation {
  return { [MDL_DOCTYPE]: { [MDL_NAMESPACE]: Object.fromEntries(claims.map((c) => [c, true])) } } as Presentation;
}

/**
 * Claims set to `true` under presentation["org.iso.18013.5.1.mDL"]["org.iso.18013.5.1"]: the known claims in
 * MDL_CLAIMS order, then any other requested claim names.
 */
export function requestedClaims(template: { presentation?: unknown }): string[] {
  const doc = isRecord(template.presentation) ? template.presentation[MDL_DOCTYPE] : undefined;
  const ns = isRecord(doc) ? doc[MDL_NAMESPACE] : undefined;
  if (!isRecord(ns)) return [];
  const known = MDL_CLAIMS.filter((c) => ns[c] === true);
  const extra = Object.keys(ns).filter((k) => ns[k] === true && !(MDL_CLAIMS as readonly string[]).includes(k));
  return [...known, ...extra];
}

export async function listVerificationTemplates(
  client: ApiClient,
  params: CheckpointParams = {},
  options: CallOptions = {},
): Promise<Page<VerificationTemplate>> {
  const data = await getList(client, PATH, 'templates', verificationTemplateSchema, { searchParams: checkpointQuery(params), ...options });
  return checkpointPage(data.items, data.token);
}

export function iterateVerificationTemplates(client: ApiClient, params: { take?: number } = {}, options: CallOptions = {}) {
  return iteratePages((from) => listVerificationTemplates(client, { ...params, from }, options), options);
}

export async function getVerificationTemplate(client: ApiClient, id: string, options: CallOptions = {}): Promise<VerificationTemplate> {
  return call(client, 'GET', templatePath(id), verificationTemplateSchema, options);
}

/** POST (201). 409 when the tenant already has a template with this name. */
export async function createVerificationTemplate(client: ApiClient, body: CreateVerificationTemplate, options: CallOptions = {}): Promise<VerificationTemplate> {
  const json = validateInput(createVerificationTemplateSchema, body, 'verification template');
  return call(client, 'POST', PATH, verificationTemplateSchema, { json, ...options });
}

/** PATCH (200): the fields sent replace the template's (presentation as a whole). 409 on a name already taken. Nothing to change sends no PATCH. */
export async function updateVerificationTemplate(client: ApiClient, id: string, body: UpdateVerificationTemplate, options: CallOptions = {}): Promise<VerificationTemplate> {
  const path = templatePath(id);
  const json = validateInput(updateVerificationTemplateSchema, body, 'verification template changes');
  if (Object.keys(json).length === 0) return getVerificationTemplate(client, id, options);
  return call(client, 'PATCH', path, verificationTemplateSchema, { json, ...options });
}

/** DELETE (204). Succeeds also when the template is already gone (204 again, or 404). */
export async function deleteVerificationTemplate(client: ApiClient, id: string, options: CallOptions = {}): Promise<void> {
  const path = templatePath(id);
  try {
    await send(client, 'DELETE', path, options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}
