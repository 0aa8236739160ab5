import * as vscode from 'vscode';
import { getEventStream, listFailedDeliveries } from '../api/eventStreams';
import { getTokenExchangeProfile } from '../api/tokenExchangeProfiles';
import { getVaultConnection } from '../api/vaultConnections';
import { getVerificationTemplate, MDL_CLAIMS, requestedClaims } from '../api/verificationTemplates';
import type { TenantSessions } from '../tenants/sessions';
import { safeFileName } from './resource/resourceUri';
import { commentLine, jsonText } from './jsonText';

export const VIEW_SCHEME = 'auth-tenants-view';
export type ViewKind = 'token-exchange-profiles' | 'vault-connections' | 'verification-templates' | 'event-streams' | 'event-deliveries';

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

/** A failed delivery by `<stream id>/<event id>`, from the stream's failed deliveries. */
async function failedDelivery(client: Parameters<typeof listFailedDeliveries>[0], id: string, options: { signal: AbortSignal }): Promise<unknown> {
  const [streamId = '', eventId] = id.split('/');
  const found = (await listFailedDeliveries(client, streamId, { take: 100 }, options)).items.find((d) => d.id === eventId);
  if (!found) throw new Error(vscode.l10n.t('The event {0} is no longer a failed delivery of its stream. Refresh the stream.', String(eventId)));
  return found;
}

/** Read-only views of resources the extension does not edit; content comes from the tree or a fresh GET. */
export class ReadOnlyViewProvider implements vscode.TextDocumentContentProvider {
  private readonly cache = new Map<string, string>();

  constructor(private readonly sessions: TenantSessions) {}

  show(uri: vscode.Uri, data: unknown, kind: ViewKind): vscode.Uri {
    this.cache.set(uri.toString(), this.render(kind, data));
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
    const data = kind === 'token-exchange-profiles' ? await getTokenExchangeProfile(client, id, options)
      : kind === 'vault-connections' ? await getVaultConnection(client, id, options)
      : kind === 'event-streams' ? await getEventStream(client, id, options)
      : kind === 'event-deliveries' ? await failedDelivery(client, id, options)
      : await getVerificationTemplate(client, id, options);
    return this.render(kind, data);
  }

  private render(kind: ViewKind, data: unknown): string {
    return kind === 'verification-templates' ? renderTemplate(data as Record<string, unknown>) : jsonText(data);
  }
}
