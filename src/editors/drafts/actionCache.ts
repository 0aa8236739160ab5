/**
 * The tenant's actions, fetched once per draft and kept until reloaded on demand. Loading failures are
 * remembered (no retry storm while the user types); the action check is then skipped.
 */
import type { ActionInfo } from '../../kinds/facets/draft';

interface Entry {
  actions?: readonly ActionInfo[];
  error?: unknown;
  loading?: Promise<readonly ActionInfo[]>;
}

export class ActionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (tenantId: string) => Promise<readonly ActionInfo[]>,
    private readonly onLoaded: (key: string) => void = () => undefined,
  ) {}

  /** The actions if loaded; otherwise starts loading them (once) and returns undefined. */
  get(key: string, tenantId: string): readonly ActionInfo[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) void this.reload(key, tenantId).catch(() => undefined);
    return entry?.actions;
  }

  error(key: string): unknown {
    return this.entries.get(key)?.error;
  }

  prime(key: string, actions: readonly ActionInfo[]): void {
    this.entries.set(key, { actions });
  }

  /** Remembers a failed first load (the draft's opening read them): the check is skipped, never run on older actions. */
  fail(key: string, error: unknown): void {
    this.entries.set(key, { error });
  }

  /** Fetches again (merging concurrent calls) and notifies when done. */
  reload(key: string, tenantId: string): Promise<readonly ActionInfo[]> {
    const current = this.entries.get(key);
    if (current?.loading) return current.loading;
    const entry: Entry = { actions: current?.actions };
    const loading = this.load(tenantId).then(
      (actions) => {
        if (this.entries.get(key) === entry) this.entries.set(key, { actions });
        this.onLoaded(key);
        return actions;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.set(key, { actions: entry.actions, error });
        this.onLoaded(key);
        throw error;
      },
    );
    entry.loading = loading;
    this.entries.set(key, entry);
    return loading;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
