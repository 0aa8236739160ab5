/**
 * The text of a read-only view (pure, no `vscode`): a kind's resource without its secrets, as the kind's view facet
 * renders it (default: its JSON), or one of a kind's other documents (an event delivery) as that document renders it.
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import { KINDS, kindOf, type KindId } from '../kinds';
import type { Translate, ViewDocument } from '../kinds/facets/view';
import { withoutSecrets } from '../kinds/secrets';
import { jsonText } from '../util/jsonText';

/** A kind, or one of a kind's other read-only documents (the event streams' `event-deliveries`: their view facet). */
export type ViewKind = KindId | 'event-deliveries';

/** The kind's other document under this URI segment, if it is one. */
const viewDocument = (segment: string): ViewDocument | undefined => KINDS.flatMap((k) => k.view?.documents ?? []).find((d) => d.id === segment);

/** What a view shows, read from the tenant: the resource (the kind's `list.get`), or the data of a kind's other document. */
export async function fetchView(kind: ViewKind, client: ApiClient, id: string, options: CallOptions): Promise<unknown> {
  const document = viewDocument(kind);
  if (document) return document.fetch(client, id, options);
  const list = kindOf(kind as KindId).list;
  if (!list) throw new Error(`No read-only view of ${kind}.`);
  return list.get(client, id, options);
}

export function viewText(kind: ViewKind, data: unknown, t: Translate): string {
  const document = viewDocument(kind);
  if (document) return document.render(data, t);
  // A view never shows a secret (kinds/secrets.ts: a connection's option secrets, a webhook's token, …).
  const shown = withoutSecrets(kind, data as Record<string, unknown>);
  return kindOf(kind as KindId).view?.render?.(shown) ?? jsonText(shown);
}
