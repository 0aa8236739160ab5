/**
 * Draft texts in `globalState`, one key per draft (a draft holds no secret). `text` is the latest text the
 * user typed, saved or not, so a draft survives a window reload; `mtime` moves only on an explicit save or
 * an overwrite, so VS Code never sees a "newer on disk" conflict when the user saves.
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
}

const PREFIX = 'authTenants.draft:';

export class DraftStore {
  constructor(private readonly memento: MementoLike, private readonly now: () => number = Date.now) {}

  get(path: string): DraftRecord | undefined {
    const record = this.memento.get<DraftRecord>(PREFIX + path);
    return record && typeof record.text === 'string' ? record : undefined;
  }

  /** Stores the text as a saved (or replaced) file: mtime moves, so open editors reload it. */
  async write(path: string, text: string): Promise<DraftRecord> {
    const now = this.now();
    const old = this.get(path);
    const record: DraftRecord = { text, ctime: old?.ctime ?? now, mtime: Math.max(now, (old?.mtime ?? 0) + 1), touched: now };
    await this.memento.update(PREFIX + path, record);
    return record;
  }

  /** Keeps unsaved text of an existing draft; does nothing if the draft is gone (submitted or deleted). */
  async remember(path: string, text: string): Promise<void> {
    const old = this.get(path);
    if (!old || old.text === text) return;
    await this.memento.update(PREFIX + path, { ...old, text, touched: this.now() });
  }

  async delete(path: string): Promise<boolean> {
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
