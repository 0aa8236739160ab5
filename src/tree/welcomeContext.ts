import * as vscode from 'vscode';
import { EMULATOR_TENANTS, emulatorUrl, ensureEmulatorTenant } from '../tenants/emulator';
import type { TenantRegistry } from '../tenants/registry';

export interface WelcomeKeys {
  /** `authTenants.tenantCount`: 0 shows "No tenant yet" (package.json viewsWelcome). */
  tenantCount: number;
  /** `authTenants.emulatorConfigured`: shows the Use the Local Emulator button with it. */
  emulatorConfigured: boolean;
}

export type SetContext = (key: string, value: unknown) => unknown;

const setContext: SetContext = (key, value) => vscode.commands.executeCommand('setContext', key, value);

/**
 * The context keys behind the tenants view's welcome content. The emulator tenant from the setting counts as soon
 * as it is on its way (while it is being stored), so the view never shows "No tenant yet" for a moment before it
 * appears; `ready` settles once it is stored, and the tree waits for it before its first rows.
 */
export class WelcomeContext {
  private adding = 0;
  private last: WelcomeKeys | undefined;

  constructor(
    private readonly registry: TenantRegistry,
    private readonly state: vscode.Memento,
    private readonly warn: (message: string) => void,
    private readonly set: SetContext = setContext,
  ) {}

  /** The keys last set (for the tests). */
  get keys(): WelcomeKeys | undefined {
    return this.last;
  }

  update(): void {
    const keys = { tenantCount: this.registry.list().length + this.adding, emulatorConfigured: !!emulatorUrl() };
    if (this.last?.tenantCount !== keys.tenantCount) this.set('authTenants.tenantCount', keys.tenantCount);
    if (this.last?.emulatorConfigured !== keys.emulatorConfigured) this.set('authTenants.emulatorConfigured', keys.emulatorConfigured);
    this.last = keys;
  }

  /**
   * Sets the keys, counting the emulator tenants of the settings (`emulator.url`, `emulator.productionUrl`; each
   * unless the user removed it) before they are stored, and adds them (storage only, no request). Never rejects: a
   * failure leaves that tenant out and the keys right.
   */
  async addEmulator(): Promise<void> {
    const wanted = EMULATOR_TENANTS.flatMap((spec) => {
      const url = emulatorUrl(spec);
      return url && this.state.get(spec.dismissedKey) !== url ? [{ spec, url }] : [];
    });
    const counted = wanted.filter(({ spec }) => !this.registry.get(spec.id)).length;
    this.adding += counted;
    this.update();
    try {
      for (const { spec, url } of wanted) {
        await ensureEmulatorTenant(this.registry, url, spec).catch((err: unknown) => {
          this.warn(`Could not add the emulator tenant of the setting ${spec.setting}: ${err instanceof Error ? err.message : String(err)}`);
        });
      }
    } finally {
      this.adding -= counted;
      this.update();
    }
  }
}
