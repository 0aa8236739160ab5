import * as vscode from 'vscode';
import { KINDS, kindOf, type KindId } from '../kinds';
import type { ViewDocument } from '../kinds/facets/view';
import { withoutSecrets } from '../kinds/secrets';
import type { TenantSessions } from '../tenants/sessions';
import { safeFileName } from './resource/resourceUri';
import { jsonText } from './jsonText';

export const VIEW_SCHEME = 'auth-tenants-view';
/** A kind, or one of a kind's other read-only documents (the event streams' `event-deliveries`: their view facet). */
export type ViewKind = KindId | 'event-deliveries';

/** `auth-tenants-view:/<tenant>/<kind>/<id>/<name>.jsonc` — ids only, never a secret. */
export function viewUri(tenantId: string, kind: ViewKind, id: string, name: string): vscode.Uri {
  const safe = safeFileName(name, 60) || safeFileName(id, 60) || kind;
  return vscode.Uri.from({ scheme: VIEW_SCHEME, path: `/${encodeURIComponent(tenantId)}/${kind}/${encodeURIComponent(id)}/${safe}.jsonc` });
}

/** The kind's other document under this URI segment, if it is one. */
const viewDocument = (segment: string): ViewDocument | undefined => KINDS.flatMap((k) => k.view?.documents ?? []).find((d) => d.id === segment);

/** Read-only views of resources the extension does not edit; content comes from the tree or a fresh GET. */
export class ReadOnlyViewProvider implements vscode.TextDocumentContentProvider {
  private readonly cache = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /** An open document shows new content when it is shown again with other data (e.g. a delivery reopened after a redelivery). */
  readonly onDidChange = this.changed.event;

  constructor(private readonly sessions: TenantSessions) {}

  /** `data`: the resource; for a kind's other document (an event delivery) what that document is made from. */
  show(uri: vscode.Uri, data: unknown, kind: ViewKind): vscode.Uri {
    const key = uri.toString();
    const text = this.render(kind, data);
    const before = this.cache.get(key);
    this.cache.set(key, text);
    if (before !== text) this.changed.fire(uri); // an open document asks again (a closed one: nothing happens)
    return uri;
  }

  async provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): Promise<string> {
    const cached = this.cache.get(uri.toString());
    if (cached) return cached;
    const [tenantId, kind, id] = uri.path.split('/').slice(1).map(decodeURIComponent) as [string, ViewKind, string];
    const abort = new AbortController();
    token.onCancellationRequested(() => abort.abort());
    const client = await this.sessions.client(tenantId);
    const options = { signal: abort.signal };
    const document = viewDocument(kind);
    const list = document ? undefined : kindOf(kind as KindId).list;
    if (!document && !list) throw new Error(`No read-only view of ${kind}.`);
    const data = document ? await document.fetch(client, id, options) : await list!.get(client, id, options);
    return this.render(kind, data);
  }

  private render(kind: ViewKind, data: unknown): string {
    const document = viewDocument(kind);
    if (document) return document.render(data, vscode.l10n.t);
    // A view never shows a secret (kinds/secrets.ts: a connection's option secrets, a webhook's token, …).
    const shown = withoutSecrets(kind, data as Record<string, unknown>);
    return kindOf(kind as KindId).view?.render?.(shown) ?? jsonText(shown);
  }
}
