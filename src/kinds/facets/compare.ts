/**
 * The compare facet of a kind (pure, no `vscode`): what compare, promote and export need of it — how to read every
 * resource of a tenant (paged, through the kind's calls, so each tenant's client paces the requests), what completes
 * a listed item (a connection's enabled applications come from GET /connections/{id}/clients), the natural key that
 * names a counterpart on another tenant, and the normalised form (src/kinds/normalise.ts). Each kind sets it in
 * src/kinds/<kind>/compare.ts; src/compare/kinds.ts lists the kinds that have it.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import type { KindId } from '../kind';
import type { Names, NameSource, Normalised } from '../normalise';

export type Raw = Record<string, unknown>;

export interface CompareKind {
  id: KindId;
  /**
   * Where compare and export list the kind (their pickers, reports and runs), lowest first. Their order has
   * connections first, then the sidebar's order.
   */
  order: number;
  /** The field (or words) of the natural key, for messages: `name`, `subject_token_type`. */
  keyField: string;
  /** The names the normalised form needs. */
  needs: readonly NameSource[];
  /** Every resource of the tenant, page after page as they are read (a singleton: its one value). */
  items(client: ApiClient, options: CallOptions): AsyncIterable<Raw>;
  /** One resource as GET answers it, completed (see `complete`). */
  read(client: ApiClient, id: string, options: CallOptions): Promise<Raw>;
  /** A listed item with what the list leaves out and the normalised form shows; absent: a listed item is complete. */
  complete?(client: ApiClient, item: Raw, options: CallOptions): Promise<Raw>;
  /** The natural key of a resource. */
  key(resource: Raw): string;
  /** What messages and titles call it. */
  name(resource: Raw): string;
  /** The id commands and promote use (a singleton's is its key). */
  idOf(resource: Raw): string;
  normalise(resource: Raw, names: Names): Normalised;
}

/** A value as text ('' for none): what keys, names and ids are read as. */
export const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
