/**
 * Paths of the draft documents on the `auth-tenants-draft` scheme, without `vscode`. They read like folders of
 * the tenant (the breadcrumb shows them): `/<tenant label>/token-exchange-profile/new.token-exchange-profile.json`,
 * `/<tenant label>/event-stream/new.event-stream.json`, `/<tenant label>/verification-template/new.verification-template.json` (`new-2.…`, `new-3.…` for more drafts of one kind) and
 * `/<tenant label>/phone-factors.phone-factors.json`. The label is made a safe segment and gets the start of the
 * tenant id only when another tenant's label gives the same segment. A path never holds a secret, and names no
 * tenant id: the draft store records each draft's tenant. Drafts stored before (`/<tenantId>/<random id>/new.….json`,
 * `/<tenantId>/phone-factors.phone-factors.json`) still parse: their tenant is their first segment.
 */
import { safeFileName } from '../../util/text';
import { EVENT_STREAM_SUFFIX } from '../../kinds/eventStreams/draft';
import { PHONE_FACTORS_SUFFIX } from '../../kinds/phoneFactors/draft';
import { TOKEN_EXCHANGE_PROFILE_SUFFIX } from '../../kinds/tokenExchangeProfiles/draft';
import { VERIFICATION_TEMPLATE_DRAFT_SUFFIX } from '../../kinds/verificationTemplates/draft';
import { CONNECTION_DRAFT_SUFFIX } from '../../kinds/connections/draft';

export const DRAFT_SCHEME = 'auth-tenants-draft';

export type DraftKind = 'token-exchange-profile' | 'event-stream' | 'phone-factors' | 'verification-template' | 'connection';

/** A draft: its kind and the tenant it is for. */
export interface DraftRef {
  kind: DraftKind;
  tenantId: string;
}

const SUFFIX: Record<DraftKind, string> = {
  'token-exchange-profile': TOKEN_EXCHANGE_PROFILE_SUFFIX,
  'event-stream': EVENT_STREAM_SUFFIX,
  'phone-factors': PHONE_FACTORS_SUFFIX,
  'verification-template': VERIFICATION_TEMPLATE_DRAFT_SUFFIX,
  connection: CONNECTION_DRAFT_SUFFIX,
};
const KINDS = Object.keys(SUFFIX) as DraftKind[];
/** The file name before the suffix: `new` for a draft of a create, the kind itself for a document of the tenant's state. */
const base = (kind: DraftKind) => (kind === 'phone-factors' ? kind : 'new');

interface TenantLike {
  id: string;
  label: string;
}

const labelSegment = (label: string) => safeFileName(label, 40).replace(/-+$/, '');

/** The tenant's folder: its label as a safe segment, with the start of its id when another tenant's label reads the same. */
export function tenantSegment(tenant: TenantLike, all: readonly TenantLike[]): string {
  const own = labelSegment(tenant.label);
  const clash = all.some((t) => t.id !== tenant.id && labelSegment(t.label).toLowerCase() === own.toLowerCase());
  const id = safeFileName(tenant.id, 8);
  if (!own) return id || 'tenant';
  return clash && id ? `${own}-${id}` : own;
}

/** The `n`th path (1, 2, …) of a draft of this kind in the tenant's folder `segment`. */
export function draftPath(kind: DraftKind, segment: string, n = 1): string {
  const name = `${base(kind)}${n > 1 ? `-${n}` : ''}${SUFFIX[kind]}`;
  return kind === 'phone-factors' ? `/${segment}/${name}` : `/${segment}/${kind}/${name}`;
}

/** The first path of a draft of this kind in `segment` that `taken` lets through (`new`, then `new-2`, …). */
export function freeDraftPath(kind: DraftKind, segment: string, taken: (path: string) => boolean): string {
  for (let n = 1; ; n++) {
    const path = draftPath(kind, segment, n);
    if (!taken(path)) return path;
  }
}

/** The kind a file name belongs to (`new.event-stream.json`, `new-2.event-stream.json`, …), if any. */
function kindOfName(name: string): DraftKind | undefined {
  return KINDS.find((kind) => new RegExp(`^${base(kind)}(-[2-9]|-[1-9]\\d+)?${SUFFIX[kind].replace(/\./g, '\\.')}$`).test(name));
}

/**
 * What a path says about its draft: the kind, and the tenant id a path of the earlier shape holds in its first
 * segment (the draft store's record of the tenant comes first). Undefined for any other path (a folder, a foreign file).
 */
export function parseDraftPath(path: string): { kind: DraftKind; tenantId?: string } | undefined {
  const parts = path.split('/').filter(Boolean);
  const kind = kindOfName(parts.at(-1) ?? '');
  if (!kind || parts.length !== (kind === 'phone-factors' ? 2 : 3)) return undefined;
  const ours = kind === 'phone-factors' || parts[1] === kind;
  if (parts.at(-1) !== `${base(kind)}${SUFFIX[kind]}`) return ours ? { kind } : undefined;
  if (kind !== 'phone-factors' && (ours || KINDS.includes(parts[1] as DraftKind))) return ours ? { kind } : undefined;
  try {
    return { kind, tenantId: decodeURIComponent(parts[0]!) }; // the earlier shape (a phone factors path has not changed)
  } catch {
    return kind === 'phone-factors' ? { kind } : undefined; // malformed percent-encoding
  }
}
