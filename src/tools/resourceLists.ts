/**
 * The lists an agent can page through, one per kind the listResources tool accepts, derived from the registry:
 * the kind's list call, the scope it needs and the short row a model reads (the kind's tool facet: id, name and a
 * few key fields; never a secret).
 */
import type { ApiClient } from '../api/client';
import type { Page } from '../api/paging';
import { kindOf, type KindId } from '../kinds';
import { LIST_KINDS } from './toolInputs';

type Row = Record<string, unknown>;

export interface ResourceList {
  scope: string;
  list(client: ApiClient, cursor: string | undefined, take: number): Promise<Page<Row>>;
  row(item: Row): Row;
}

function resourceList(id: KindId): ResourceList {
  const kind = kindOf(id);
  const { list, tool } = kind;
  if (!list || !tool?.row) throw new Error(`The agent tools cannot list ${kind.words.plural}.`);
  return { scope: kind.scopes.read, list: (client, cursor, take) => list.page(client, cursor, take), row: tool.row };
}

export const RESOURCE_LISTS: Readonly<Partial<Record<KindId, ResourceList>>> = Object.fromEntries(LIST_KINDS.map((id) => [id, resourceList(id)]));

/** The cursor an agent passes back: the kind and the API's own cursor, base64url JSON (opaque to the agent). */
export function encodeCursor(kind: KindId, cursor: string): string {
  return Buffer.from(JSON.stringify({ k: kind, c: cursor }), 'utf8').toString('base64url');
}

/** The API cursor inside an agent's cursor, or undefined when it is not one of ours for this kind. */
export function decodeCursor(kind: KindId, value: string): string | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { k?: unknown; c?: unknown };
    return parsed.k === kind && typeof parsed.c === 'string' ? parsed.c : undefined;
  } catch {
    return undefined;
  }
}
