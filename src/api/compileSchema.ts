/**
 * zod's ahead-of-time compiler for the response schemas: `z.compile` generates a parser for a schema once, and
 * every later parse runs that generated code (falling back to zod's runtime parser, with the same issues, when
 * a value does not pass). A list page of 100 items parses ~3× faster. Loaded on first use (esbuild.mjs), so
 * the compiler stays out of the extension bundle; stateless, the cache of compiled schemas lives in request.ts.
 */
import * as z from 'zod/mini';

/**
 * The compiled copy of `schema`, or undefined when zod cannot compile it (a recursive schema, a feature the
 * compiler does not model): the runtime parser serves it then. A `z.lazy` nested inside is run by the
 * runtime parser too, so list schemas nest their item schema with `built()` (request.ts).
 */
export function compileSchema<S extends z.ZodMiniType>(schema: S): S | undefined {
  // zod's compiled code hands a z.lazy to the runtime parser: compile what the outer ones hold.
  // (Checked by the def's type: the schemas come from the extension bundle's copy of zod, not this chunk's.)
  let inner: z.ZodMiniType = schema;
  while (inner._zod.def.type === 'lazy') inner = (inner as unknown as z.ZodMiniLazy)._zod.innerType as z.ZodMiniType;
  const compiled = z.compile(inner);
  return compiled === inner ? undefined : (compiled as unknown as S);
}
