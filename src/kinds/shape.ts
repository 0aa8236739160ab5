/**
 * Schemas built on their first use rather than while the extension loads (zod does the work of a schema when it is
 * constructed, and activation has a budget): `firstUse(build)` is the one helper for it. An object schema's fields
 * are read with zod's public `.shape`, never through its internals.
 */
import type * as z from 'zod/mini';

/** A getter of the value `build` returns, built on the first call and the same one after. */
export function firstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** An object schema (strict or not), whose fields are its public `.shape`. */
export type ObjectSchema = z.ZodMiniObject<Record<string, z.ZodMiniType>, z.core.$ZodObjectConfig>;
