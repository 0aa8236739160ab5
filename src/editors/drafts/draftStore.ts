/**
 * Draft texts in `globalState`, one key per draft (a draft holds no secret). `text` is the latest text the
 * user typed, saved or not, so a draft survives a window reload; `mtime` moves only on an explicit save or
 * an overwrite, so VS Code never sees a "newer on disk" conflict when the user saves. Each record names the tenant
 * the draft is for (its path shows the tenant's label, not its id); a path is claimed for a tenant before its
 * first text is stored, so two drafts opened at once never get the same path.
 */
export interface MementoLike {
  keys(): readonly string[];
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

export interface DraftRecord {
  text: string;
  ctime: number;
  mtime: number;
  /** When the text last changed (saved or not): used to drop abandoned drafts. */
  touched: number;
  /** The tenant the draft is for; absent in drafts stored before paths showed the label (their path holds the id). */
  tenantId?: string;
}

const PREFIX = 'authTenants.draft:';

export class DraftStore {
  /** Paths handed out for a tenant whose first text is not stored yet (this window only). */
  private readonly claims = new Map<string, string>();

  constructor(private readonly memento: MementoLike, private readonly now: () => number = Date.now) {}

  /** Reserves a path for a new draft of the tenant: its first write records the tenant. */
  claim(path: string, tenantId: string): void {
    if (this.get(path)?.tenantId !== tenantId) this.claims.set(path, tenantId);
  }

  /** The tenant recorded for a path (stored or claimed), if any. */
  tenantOf(path: string): string | undefined {
    return this.get(path)?.tenantId ?? this.claims.get(path);
  }

  /** Stored or claimed: a new draft must take another path. */
  inUse(path: string): boolean {
    return !!this.get(path) || this.claims.has(path);
  }

  /** Stored and claimed paths. */
  allPaths(): string[] {
    return [...new Set([...this.paths(), ...this.claims.keys()])];
  }

  get(path: string): DraftRecord | undefined {
    const record = this.memento.get<DraftRecord>(PREFIX + path);
    return record && typeof record.text === 'string' ? record : undefined;
  }

  /** Stores the text as a saved (or replaced) file: mtime moves, so open editors reload it. */
  async write(path: string, text: string): Promise<DraftRecord> {
    const now = this.now();
    const old = this.get(path);
    const record: DraftRecord = { text, ctime: old?.ctime ?? now, mtime: Math.max(now, (old?.mtime ?? 0) + 1), touched: now };
    const tenantId = this.claims.get(path) ?? old?.tenantId;
    if (tenantId !== undefined) record.tenantId = tenantId;
    await this.memento.update(PREFIX + path, record);
    this.claims.delete(path);
    return record;
  }

  /** Keeps unsaved text of an existing draft; does nothing if the draft is gone (submitted or deleted). */
  async remember(path: string, text: string): Promise<void> {
    const old = this.get(path);
    if (!old || old.text === text) return;
    await this.memento.update(PREFIX + path, { ...old, text, touched: this.now() });
  }

  async delete(path: string): Promise<boolean> {
    this.claims.delete(path);
    if (!this.get(path)) return false;
    await this.memento.update(PREFIX + path, undefined);
    return true;
  }

  paths(): string[] {
    return this.memento.keys().filter((k) => k.startsWith(PREFIX)).map((k) => k.slice(PREFIX.length));
  }

  /** Drops drafts untouched for `maxAgeMs` unless `keep` says they are in use (e.g. open in an editor). */
  async prune(maxAgeMs: number, keep: (path: string) => boolean): Promise<string[]> {
    const cutoff = this.now() - maxAgeMs;
    const stale = this.paths().filter((p) => (this.get(p)?.touched ?? 0) < cutoff && !keep(p));
    for (const p of stale) await this.memento.update(PREFIX + p, undefined);
    return stale;
  }
}
