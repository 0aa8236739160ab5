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
}
