import { NetworkError, TimeoutError } from '../api/errors';

/**
 * Remembers which tenants are unreachable so that going offline is reported once, not on every node,
 * and coming back is noticed on the next success.
 */
export class Connectivity {
  private readonly offline = new Set<string>();

  constructor(private readonly notify: (tenantId: string, err: unknown) => void) {}

  failure(tenantId: string, err: unknown): void {
    if (!(err instanceof NetworkError || err instanceof TimeoutError)) return;
    if (this.offline.has(tenantId)) return;
    this.offline.add(tenantId);
    this.notify(tenantId, err);
  }

  success(tenantId: string): void {
    this.offline.delete(tenantId);
  }

  isOffline(tenantId: string): boolean {
    return this.offline.has(tenantId);
  }

  /**
   * The tenant changed (`tenantId`) or the list did (undefined: keep only `known`): what was learnt about it no
   * longer holds, so its next failure is reported again (a tenant removed and added back starts afresh).
   */
  tenantsChanged(tenantId: string | undefined, known: readonly string[]): void {
    if (tenantId !== undefined) this.offline.delete(tenantId);
    else for (const id of [...this.offline]) if (!known.includes(id)) this.offline.delete(id);
  }
}
