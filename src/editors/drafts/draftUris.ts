/**
 * Paths of the draft documents on the `auth-tenants-draft` scheme, without `vscode`. They hold ids only,
 * never a secret: `/<tenantId>/<draftId>/new.token-exchange-profile.json`,
 * `/<tenantId>/<draftId>/new.event-stream.json`,
 * `/<tenantId>/<draftId>/new.verification-template.json` and `/<tenantId>/phone-factors.phone-factors.json`.
 */
import { EVENT_STREAM_SUFFIX } from './eventStreamDraft';
import { PHONE_FACTORS_SUFFIX } from './phoneFactorsDraft';
import { TOKEN_EXCHANGE_PROFILE_SUFFIX } from './tokenExchangeDraft';
import { VERIFICATION_TEMPLATE_DRAFT_SUFFIX } from './verificationTemplateDraft';

export const DRAFT_SCHEME = 'auth-tenants-draft';

export type DraftKind = 'token-exchange-profile' | 'event-stream' | 'phone-factors' | 'verification-template';

export interface DraftRef {
  kind: DraftKind;
  tenantId: string;
  /** Drafts of a create (token exchange profile, event stream) have one: several can be open at a time. */
  draftId?: string;
}

const seg = (s: string) => encodeURIComponent(s);

export function draftPath(ref: DraftRef): string {
  if (ref.kind === 'phone-factors') return `/${seg(ref.tenantId)}/phone-factors${PHONE_FACTORS_SUFFIX}`;
  const suffix = ref.kind === 'event-stream' ? EVENT_STREAM_SUFFIX : ref.kind === 'verification-template' ? VERIFICATION_TEMPLATE_DRAFT_SUFFIX : TOKEN_EXCHANGE_PROFILE_SUFFIX;
  return `/${seg(ref.tenantId)}/${seg(ref.draftId ?? '')}/new${suffix}`;
}

/** The draft a path names, or undefined for any other path (a folder, a foreign file). */
export function parseDraftPath(path: string): DraftRef | undefined {
  const parts = path.split('/').filter(Boolean);
  try {
    if (parts.length === 2 && parts[1] === `phone-factors${PHONE_FACTORS_SUFFIX}`) {
      return { kind: 'phone-factors', tenantId: decodeURIComponent(parts[0]) };
    }
    if (parts.length === 3 && parts[2] === `new${TOKEN_EXCHANGE_PROFILE_SUFFIX}` && parts[1]) {
      return { kind: 'token-exchange-profile', tenantId: decodeURIComponent(parts[0]), draftId: decodeURIComponent(parts[1]) };
    }
    if (parts.length === 3 && parts[2] === `new${EVENT_STREAM_SUFFIX}` && parts[1]) {
      return { kind: 'event-stream', tenantId: decodeURIComponent(parts[0]), draftId: decodeURIComponent(parts[1]) };
    }
    if (parts.length === 3 && parts[2] === `new${VERIFICATION_TEMPLATE_DRAFT_SUFFIX}` && parts[1]) {
      return { kind: 'verification-template', tenantId: decodeURIComponent(parts[0]), draftId: decodeURIComponent(parts[1]) };
    }
  } catch {
    return undefined; // malformed percent-encoding
  }
  return undefined;
}

/** A short random id for a new draft (not a secret: it only tells drafts apart). */
export function newDraftId(random: () => number = Math.random): string {
  return Array.from({ length: 8 }, () => Math.floor(random() * 36).toString(36)).join('');
}
