import type * as z from 'zod/mini';

type Def = { type: string; shape?: Record<string, z.ZodMiniType>; innerType?: z.core.$ZodType; getter?: () => z.core.$ZodType };

/** The property schemas of an object schema, through `z.lazy` and `z.optional` wrappers. */
export function shapeOf(schema: z.core.$ZodType): Record<string, z.ZodMiniType> {
  let def = schema._zod.def as Def;
  while (def.type === 'lazy' || def.type === 'optional') def = (def.type === 'lazy' ? def.getter!() : def.innerType!)._zod.def as Def;
  if (!def.shape) throw new Error(`not an object schema: ${def.type}`);
  return def.shape;
}
