import * as vscode from 'vscode';
import { createApiClient, type ApiClient, type RequestEvent } from '../api/client';
import { createAccessTokenProvider, createClientSecretProvider, createPrivateKeyProvider } from '../auth';
import type { TokenProvider } from '../api/tokenProvider';
import { CONFIG_PREFIX } from '../constants';
import type { TenantRegistry } from './registry';
import type { TenantProfile, TenantSecret } from './types';

export class MissingCredentialsError extends Error {
  constructor(label: string) {
    super(vscode.l10n.t('No credentials are stored for {0}. Edit the tenant to enter them again.', label));
    this.name = 'MissingCredentialsError';
  }
}

interface Session {
  provider: TokenProvider;
  client: ApiClient;
}

/** The token provider of a tenant; `onRequest` is told of its token requests (for the request log). */
export function createProvider(profile: TenantProfile, secret: TenantSecret, onRequest?: (e: RequestEvent) => void): TokenProvider {
  switch (profile.method) {
    case 'client-secret':
      return createClientSecretProvider({ domain: profile.domain, clientId: profile.clientId ?? '', clientSecret: secret.clientSecret ?? '', onRequest });
    case 'private-key':
      return createPrivateKeyProvider({
        domain: profile.domain,
        clientId: profile.clientId ?? '',
        privateKeyPem: secret.privateKeyPem ?? '',
        algorithm: profile.algorithm ?? 'RS256',
        onRequest,
      });
    case 'access-token':
      return createAccessTokenProvider({ token: secret.accessToken ?? '', domain: profile.domain });
  }
}

/** One token provider and one ky client per tenant, built lazily on first use and dropped when the tenant changes. */
export class TenantSessions implements vscode.Disposable {
  private readonly sessions = new Map<string, Promise<Session>>();
  private readonly lastScopes = new Map<string, ReadonlySet<string>>();
  private readonly subscription: vscode.Disposable;

  constructor(private readonly registry: TenantRegistry, private readonly onRequest: (tenant: TenantProfile, e: RequestEvent) => void) {
    this.subscription = registry.onDidChange((id) => (id ? this.forget(id) : this.forgetRemoved()));
  }

  client(tenantId: string): Promise<ApiClient> {
    return this.session(tenantId).then((s) => s.client);
  }

  async scopes(tenantId: string, signal?: AbortSignal): Promise<ReadonlySet<string>> {
    const session = await this.session(tenantId);
    const { scopes } = await session.provider.getToken({ signal });
    this.lastScopes.set(tenantId, scopes);
    return scopes;
  }

  /**
   * The scopes of the last token `scopes()` got for this tenant, synchronously (for menus: `missingScopeTokens`
   * in tenants/writeScopes.ts); undefined before the first token or after the tenant changed.
   */
  scopesNow(tenantId: string): ReadonlySet<string> | undefined {
    return this.lastScopes.get(tenantId);
  }

  /** The scopes of the token already held, without any request. */
  async knownScopes(tenantId: string): Promise<ReadonlySet<string> | undefined> {
    const session = this.sessions.get(tenantId);
    return session ? (await session).provider.current()?.scopes : undefined;
  }

  forget(tenantId: string): void {
    const session = this.sessions.get(tenantId);
    this.sessions.delete(tenantId);
    this.lastScopes.delete(tenantId);
    void session?.then((s) => s.provider.clear(), () => undefined);
  }

  dispose(): void {
    this.subscription.dispose();
    for (const id of [...this.sessions.keys()]) this.forget(id);
  }

  private forgetRemoved(): void {
    const known = new Set(this.registry.list().map((t) => t.id));
    for (const id of [...this.sessions.keys()]) if (!known.has(id)) this.forget(id);
  }

  private session(tenantId: string): Promise<Session> {
    let session = this.sessions.get(tenantId);
    if (!session) {
      session = this.create(tenantId);
      this.sessions.set(tenantId, session);
      session.catch(() => this.sessions.delete(tenantId));
    }
    return session;
  }

  private async create(tenantId: string): Promise<Session> {
    const profile = this.registry.get(tenantId);
    if (!profile) throw new Error(vscode.l10n.t('This tenant was removed.'));
    const secret = await this.registry.secret(tenantId);
    if (!secret) throw new MissingCredentialsError(profile.label);
    const config = vscode.workspace.getConfiguration(CONFIG_PREFIX);
    const provider = createProvider(profile, secret, (e) => this.onRequest(profile, e));
    const client = createApiClient({
      domain: profile.domain,
      tokenProvider: provider,
      maxConcurrency: config.get<number>('maxConcurrentRequests', 4),
      timeoutMs: config.get<number>('requestTimeoutSeconds', 30) * 1000,
      onRequest: (e) => this.onRequest(profile, e),
    });
    return { provider, client };
  }
}
