/** Verifiable credential verification templates: list (checkpoint paging), get, and the mDL claims they request. */
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { getList, isRecord } from './listPage';
import { checkpointPage, checkpointQuery, iteratePages, type CheckpointParams, type Page } from './paging';
import { call, seg, type CallOptions } from './request';

export const MDL_DOCTYPE = 'org.iso.18013.5.1.mDL';
export const MDL_NAMESPACE = 'org.iso.18013.5.1';

/** The 21 mobile driving licence claims a template can request (seed §2.6), in the seed's order. */
export const MDL_CLAIMS = [
  'family_name', 'given_name', 'birth_date', 'issue_date', 'expiry_date', 'issuing_country', 'issuing_authority', 'portrait',
  'driving_privileges', 'resident_address', 'portrait_capture_date', 'age_in_years', 'age_birth_year', 'issuing_jurisdiction',
  'nationality', 'resident_city', 'resident_state', 'resident_postal_code', 'resident_country', 'family_name_national_character',
  'given_name_national_character',
] as const;
export type MdlClaim = (typeof MDL_CLAIMS)[number];

export const verificationTemplateSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  dialect: z.optional(z.string()),
  presentation: z.optional(z.record(z.string(), z.unknown())),
  custom_certificate_authority: z.optional(z.nullable(z.string())),
  well_known_trusted_issuers: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
}));
export type VerificationTemplate = z.infer<typeof verificationTemplateSchema>;

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
  const path = 'verifiable-credentials/verification/templates';
  const data = await getList(client, path, 'templates', verificationTemplateSchema, { searchParams: checkpointQuery(params), ...options });
  return checkpointPage(data.items, data.token);
}

export function iterateVerificationTemplates(client: ApiClient, params: { take?: number } = {}, options: CallOptions = {}) {
  return iteratePages((from) => listVerificationTemplates(client, { ...params, from }, options), options);
}

export async function getVerificationTemplate(client: ApiClient, id: string, options: CallOptions = {}): Promise<VerificationTemplate> {
  return call(client, 'GET', `verifiable-credentials/verification/templates/${seg(id)}`, verificationTemplateSchema, options);
}
