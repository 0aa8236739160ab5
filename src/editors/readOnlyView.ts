import * as vscode from 'vscode';
import type { ApiClient } from '../api/client';
import { getConnection } from '../kinds/connections/api';
import { getDelivery, getEventStream } from '../kinds/eventStreams/api';
import { getTokenExchangeProfile } from '../kinds/tokenExchangeProfiles/api';
import { getVaultConnection } from '../kinds/vaultConnections/api';
import { getVerificationTemplate, MDL_CLAIMS, requestedClaims } from '../kinds/verificationTemplates/api';
import { withoutSecrets } from '../kinds/secrets';
import type { TenantSessions } from '../tenants/sessions';
import { safeFileName } from './resource/resourceUri';
import { renderDelivery, type DeliveryView } from '../kinds/eventStreams/deliveryView';
import { commentLine, jsonText } from './jsonText';

export const VIEW_SCHEME = 'auth-tenants-view';
export type ViewKind = 'connections' | 'token-exchange-profiles' | 'vault-connections' | 'verification-templates' | 'event-streams' | 'event-deliveries';

/** `auth-tenants-view:/<tenant>/<kind>/<id>/<name>.jsonc` — ids only, never a secret. */
export function viewUri(tenantId: string, kind: ViewKind, id: string, name: string): vscode.Uri {
  const safe = safeFileName(name, 60) || safeFileName(id, 60) || kind;
  return vscode.Uri.from({ scheme: VIEW_SCHEME, path: `/${encodeURIComponent(tenantId)}/${kind}/${encodeURIComponent(id)}/${safe}.jsonc` });
}

/** A verification template as JSONC whose header says at a glance which mDL claims it requests. */
export function renderTemplate(template: Record<string, unknown>): string {
  const claims = requestedClaims(template as Parameters<typeof requestedClaims>[0]);
  const others = MDL_CLAIMS.filter((c) => !claims.includes(c));
  const line = commentLine;
  return [
    line(`Verification template ${String(template.name ?? template.id)}`),
    line(`Requested mDL claims (${claims.length} of ${MDL_CLAIMS.length}):`),
    ...claims.map((c) => line(`  ✔ ${c}`)),
    line(`Not requested: ${others.join(', ') || 'none'}`),
    jsonText(template),
  ].join('\n');
}

/** The view of a delivery by `<stream id>/<event id>`: the delivery as GET answers it, and its stream's name if it can be read. */
export async function fetchDeliveryView(client: ApiClient, id: string, options: { signal?: AbortSignal } = {}): Promise<DeliveryView> {
  const [streamId = '', eventId = ''] = id.split('/');
  const [delivery, stream] = await Promise.all([
    getDelivery(client, streamId, eventId, options),
    getEventStream(client, streamId, options).catch(() => undefined),
  ]);
  return { delivery, stream: { id: streamId, name: stream?.name } };
}

/** Read-only views of resources the extension does not edit; content comes from the tree or a fresh GET. */
export class ReadOnlyViewProvider implements vscode.TextDocumentContentProvider {
  private readonly cache = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /** An open document shows new content when it is shown again with other data (e.g. a delivery reopened after a redelivery). */
  readonly onDidChange = this.changed.event;

  constructor(private readonly sessions: TenantSessions) {}

  /** `data`: the resource; for 'event-deliveries' a DeliveryView. */
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
    const data = kind === 'connections' ? await getConnection(client, id, options)
      : kind === 'token-exchange-profiles' ? await getTokenExchangeProfile(client, id, options)
      : kind === 'vault-connections' ? await getVaultConnection(client, id, options)
      : kind === 'event-streams' ? await getEventStream(client, id, options)
      : kind === 'event-deliveries' ? await fetchDeliveryView(client, id, options)
      : await getVerificationTemplate(client, id, options);
    return this.render(kind, data);
  }

  private render(kind: ViewKind, data: unknown): string {
    if (kind === 'event-deliveries') return renderDelivery(data as DeliveryView, vscode.l10n.t);
    // A view never shows a secret (kinds/secrets.ts: a connection's option secrets, a webhook's token, …).
    const shown = withoutSecrets(kind, data as Record<string, unknown>);
    return kind === 'verification-templates' ? renderTemplate(shown) : jsonText(shown);
  }
}
