/** An object schema's fields are read with zod's public `.shape`, never through its internals. */
import type * as z from 'zod/mini';

/** An object schema (strict or not), whose fields are its public `.shape`. */
export type ObjectSchema = z.ZodMiniObject<Record<string, z.ZodMiniType>, z.core.$ZodObjectConfig>;
