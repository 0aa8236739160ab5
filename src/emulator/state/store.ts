// Holds the tenant state in memory. With a state file it is loaded at start and written after every change:
// the JSON goes to a temporary file in the same folder, is flushed, then renamed over the target, so the
// file is always either the old or the new state, never a torn write.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { buildSeed, type SeedName, type SeedSize } from '../seed';
import type { TenantState } from './types';

export class Store {
  state: TenantState;

  private constructor(
    private readonly seed: SeedName,
    private readonly statePath: string | undefined,
    initial: TenantState,
    private readonly size: SeedSize = {},
  ) {
    this.state = initial;
  }

  /**
   * Loads `statePath` when it exists, otherwise starts from the seed (and writes it when a path is given).
   * `size` pads the seed's lists (benchmarks); it is ignored for a state file that already exists.
   */
  static open(seed: SeedName, statePath?: string, size: SeedSize = {}): Store {
    if (statePath && existsSync(statePath)) return new Store(seed, statePath, readState(statePath), size);
    const store = new Store(seed, statePath, buildSeed(seed, size), size);
    store.changed();
    return store;
  }

  /** Call after every mutation; persists the state when a state file is configured. */
  changed(): void {
    if (this.statePath) writeAtomic(this.statePath, JSON.stringify(this.state, null, 2));
  }

  /** Restores the seed state (the state file, if any, is overwritten with it). */
  reset(): void {
    this.state = buildSeed(this.seed, this.size);
    this.changed();
  }
}

function readState(path: string): TenantState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`State file ${path} is not valid JSON: ${(err as Error).message}`);
  }
  const state = parsed as Partial<TenantState> | null;
  if (!state || state.version !== 1 || !Array.isArray(state.connections) || !Array.isArray(state.tokenExchangeProfiles)) {
    throw new Error(`State file ${path} is not an emulator state (version 1).`);
  }
  return { ...buildSeed('empty'), ...state } as TenantState;
}

let tmpCounter = 0;

/** Writes `text` to `path` atomically (temp file + fsync + rename). */
export function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.${++tmpCounter}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, path);
  } catch (err) {
    unlinkSync(tmp);
    throw err;
  }
}
