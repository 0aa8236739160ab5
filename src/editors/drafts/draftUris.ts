/**
 * Paths of the draft documents on the `auth-tenants-draft` scheme, without `vscode`, from each kind's draft facet
 * (its `segment`). They read like folders of the tenant (the breadcrumb shows them): `/<tenant label>/<segment>/new.<segment>.json`
 * (`new-2.…`, `new-3.…` for more drafts of one kind) and, for the one document of a tenant's state (`single`),
 * `/<tenant label>/<segment>.<segment>.json`. The label is made a safe segment and gets the start of the
 * tenant id only when another tenant's label gives the same segment. A path never holds a secret, and names no
 * tenant id: the draft store records each draft's tenant. Drafts stored before (`/<tenantId>/<random id>/new.….json`,
 * `/<tenantId>/<segment>.<segment>.json`) still parse: their tenant is their first segment.
 */
import { safeFileName } from '../../util/text';
import { KINDS, type Kind, type KindId } from '../../kinds';
import type { KindDraft } from '../../kinds/facets/draft';

export const DRAFT_SCHEME = 'auth-tenants-draft';

/** A kind that has drafts. */
type Drafted = Kind & { draft: KindDraft };
const DRAFTED = (): Drafted[] => KINDS.filter((k): k is Drafted => !!k.draft);
const facet = (kind: KindId): KindDraft => {
  const draft = DRAFTED().find((k) => k.id === kind)?.draft;
  if (!draft) throw new Error(`${kind} has no drafts.`);
  return draft;
};

/** A draft: its kind and the tenant it is for. */
export interface DraftRef {
  kind: KindId;
  tenantId: string;
}

const suffix = (draft: KindDraft) => `.${draft.segment}.json`;
/** The file name before the suffix: `new` for a draft of a create, the segment itself for a document of the tenant's state. */
const base = (draft: KindDraft) => (draft.single ? draft.segment : 'new');

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
export function draftPath(kind: KindId, segment: string, n = 1): string {
  const draft = facet(kind);
  const name = `${base(draft)}${n > 1 ? `-${n}` : ''}${suffix(draft)}`;
  return draft.single ? `/${segment}/${name}` : `/${segment}/${draft.segment}/${name}`;
}

/** The first path of a draft of this kind in `segment` that `taken` lets through (`new`, then `new-2`, …). */
export function freeDraftPath(kind: KindId, segment: string, taken: (path: string) => boolean): string {
  for (let n = 1; ; n++) {
    const path = draftPath(kind, segment, n);
    if (!taken(path)) return path;
  }
}

/** The kind a file name belongs to (`new.<segment>.json`, `new-2.<segment>.json`, …), if any. */
function kindOfName(name: string): Drafted | undefined {
  return DRAFTED().find(({ draft }) => new RegExp(`^${base(draft)}(-[2-9]|-[1-9]\\d+)?${suffix(draft).replace(/\./g, '\\.')}$`).test(name));
}

/**
 * What a path says about its draft: the kind, and the tenant id a path of the earlier shape holds in its first
 * segment (the draft store's record of the tenant comes first). Undefined for any other path (a folder, a foreign file).
 */
export function parseDraftPath(path: string): { kind: KindId; tenantId?: string } | undefined {
  const parts = path.split('/').filter(Boolean);
  const found = kindOfName(parts.at(-1) ?? '');
  if (!found) return undefined;
  const { id: kind, draft } = found;
  if (parts.length !== (draft.single ? 2 : 3)) return undefined;
  const ours = draft.single || parts[1] === draft.segment;
  if (parts.at(-1) !== `${base(draft)}${suffix(draft)}`) return ours ? { kind } : undefined;
  if (!draft.single && (ours || DRAFTED().some((k) => k.draft.segment === parts[1]))) return ours ? { kind } : undefined;
  try {
    return { kind, tenantId: decodeURIComponent(parts[0]!) }; // the earlier shape (a single document's path has not changed)
  } catch {
    return draft.single ? { kind } : undefined; // malformed percent-encoding
  }
}
