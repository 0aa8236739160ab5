import * as vscode from 'vscode';
import type { TenantProfile, TenantSecret } from './types';

const PROFILES_KEY = 'authTenants.tenants';
const secretKey = (id: string) => `authTenants.tenant.${id}`;

/**
 * The tenants the user added: profiles in globalState, credentials in SecretStorage only.
 * Fires `onDidChange` with the id of the tenant that changed (undefined when the list changed).
 */
export class TenantRegistry implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<string | undefined>();
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly state: vscode.Memento, private readonly secrets: vscode.SecretStorage) {
    this.subscription = secrets.onDidChange((e) => {
      const id = this.list().find((t) => secretKey(t.id) === e.key)?.id;
      if (id) this.changed.fire(id);
    });
  }

  list(): TenantProfile[] {
    return this.state.get<TenantProfile[]>(PROFILES_KEY, []);
  }

  get(id: string): TenantProfile | undefined {
    return this.list().find((t) => t.id === id);
  }

  async save(profile: TenantProfile, secret?: TenantSecret): Promise<void> {
    if (secret) await this.secrets.store(secretKey(profile.id), JSON.stringify(secret));
    const others = this.list().filter((t) => t.id !== profile.id);
    const existing = this.get(profile.id);
    await this.state.update(PROFILES_KEY, existing ? this.list().map((t) => (t.id === profile.id ? profile : t)) : [...others, profile]);
    this.changed.fire(existing ? profile.id : undefined);
  }

  async remove(id: string): Promise<void> {
    await this.secrets.delete(secretKey(id));
    await this.state.update(PROFILES_KEY, this.list().filter((t) => t.id !== id));
    this.changed.fire(undefined);
  }

  /** Deletes the stored credentials but keeps the profile (sign out). */
  async clearSecret(id: string): Promise<void> {
    await this.secrets.delete(secretKey(id));
    this.changed.fire(id);
  }

  async secret(id: string): Promise<TenantSecret | undefined> {
    try {
      const raw = await this.secrets.get(secretKey(id));
      return raw ? (JSON.parse(raw) as TenantSecret) : undefined;
    } catch {
      return undefined; // a broken keychain reads as "no credentials": the tree then asks to edit the tenant
    }
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
