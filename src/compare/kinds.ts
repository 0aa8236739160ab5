/**
 * The kinds compare, promote and export know (pure, no `vscode`): every kind of the registry with a compare facet
 * (src/kinds/facets/compare.ts, set in src/kinds/<kind>/compare.ts), in the order their pickers and reports list
 * them (the facet's `order`), and reading all of a kind's resources.
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import type { CompareKind, Raw } from '../kinds/facets/compare';
import { KINDS } from '../kinds/index';

export type { CompareKind, Raw } from '../kinds/facets/compare';

/** Every kind compare knows, in the order compare and export list them. */
export const COMPARE_KINDS: readonly CompareKind[] = KINDS.flatMap((k) => (k.compare ? [k.compare] : [])).sort((a, b) => a.order - b.order);

export const compareKind = (id: string): CompareKind | undefined => COMPARE_KINDS.find((k) => k.id === id);

/** Every resource of `kind` on the tenant, all pages read. */
export async function listAll(kind: CompareKind, client: ApiClient, options: CallOptions = {}): Promise<Raw[]> {
  const out: Raw[] = [];
  for await (const item of kind.items(client, options)) out.push(item);
  return out;
}
