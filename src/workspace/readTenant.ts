/**
 * What Export to Workspace… and drift read of a tenant (pure, no `vscode`), through the compare kinds: every
 * resource of a kind (paged, each completed as compare completes it), one resource by id, or the resource with a
 * natural key. Each comes back normalised (src/kinds/normalise.ts): never an id, a date or a secret.
 */
import type { Side } from '../compare/compare';
import type { CompareKind, Raw } from '../compare/kinds';
import type { Normalised } from '../kinds/normalise';
import type { CallOptions } from '../api/request';

export interface ReadResource {
  kind: CompareKind;
  normalised: Normalised;
}

async function normalised(kind: CompareKind, side: Side, raw: Raw, options: CallOptions, complete: boolean): Promise<ReadResource> {
  const whole = complete && kind.complete ? await kind.complete(side.client, raw, options) : raw;
  return { kind, normalised: kind.normalise(whole, await side.names.names(kind.needs)) };
}

/** Every resource of `kind`, completed one after the other (the client paces them by the tenant's rate limit). */
export async function readKind(kind: CompareKind, side: Side, options: CallOptions = {}, onRead?: (count: number) => void): Promise<ReadResource[]> {
  const out: ReadResource[] = [];
  for await (const raw of kind.items(side.client, options)) {
    options.signal?.throwIfAborted();
    out.push(await normalised(kind, side, raw, options, true));
    onRead?.(out.length);
  }
  return out;
}

/** One resource by its id (read whole). */
export async function readOne(kind: CompareKind, id: string, side: Side, options: CallOptions = {}): Promise<ReadResource> {
  return normalised(kind, side, await kind.read(side.client, id, options), options, false);
}

/** The resource whose natural key is `key` as the service answers it, completed, or undefined; pages are read until it is found. */
export async function findByKey(kind: CompareKind, key: string, side: Side, options: CallOptions = {}): Promise<Raw | undefined> {
  for await (const raw of kind.items(side.client, options)) {
    if (kind.key(raw) === key) return kind.complete ? kind.complete(side.client, raw, options) : raw;
  }
  return undefined;
}

/** The resource whose natural key is `key`, normalised, or undefined. */
export async function readByKey(kind: CompareKind, key: string, side: Side, options: CallOptions = {}): Promise<ReadResource | undefined> {
  const raw = await findByKey(kind, key, side, options);
  return raw && normalised(kind, side, raw, options, false);
}
