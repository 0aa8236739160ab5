import * as vscode from 'vscode';
import type { TenantSessions } from '../tenants/sessions';
import { safeFileName } from './resource/resourceUri';
import { fetchView, viewText, type ViewKind } from './viewText';

export const VIEW_SCHEME = 'auth-tenants-view';
export type { ViewKind } from './viewText';

/** `auth-tenants-view:/<tenant>/<kind>/<id>/<name>.jsonc` — ids only, never a secret. */
export function viewUri(tenantId: string, kind: ViewKind, id: string, name: string): vscode.Uri {
  const safe = safeFileName(name, 60) || safeFileName(id, 60) || kind;
  return vscode.Uri.from({ scheme: VIEW_SCHEME, path: `/${encodeURIComponent(tenantId)}/${kind}/${encodeURIComponent(id)}/${safe}.jsonc` });
}

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
    const data = await fetchView(kind, client, id, { signal: abort.signal });
    return this.render(kind, data);
  }

  private render(kind: ViewKind, data: unknown): string {
    return viewText(kind, data, vscode.l10n.t);
  }
}
