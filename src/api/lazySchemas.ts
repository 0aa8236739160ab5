/**
 * Schemas built on first use: the one place where building zod schemas is put off. The modules that hold the
 * API's schemas load with the extension (the tree, the editors and the tools import them), and building their
 * ~850 schemas at load would cost activation about 12 ms of its 25 ms budget (docs/performance.md). A module
 * defines a group of schemas plainly in one function and exports them through `lazySchemas`:
 *
 *   export const { fooSchema, barSchema } = lazySchemas(() => {
 *     const fooSchema = z.looseObject({ id: z.string() });
 *     return { fooSchema, barSchema: z.array(fooSchema) };
 *   });
 *
 * Each export is a schema like any other (parse it, compose it, infer its type); the function runs once, when
 * one of the group is first parsed. Where a module also needs the group's schemas as built (an object schema's
 * public `.shape`), it names the group with `firstUse(build)` and passes that to `lazySchemas`.
 */
import * as z from 'zod/mini';

/** A getter of the value `build` returns, built on the first call and the same one after. */
export function firstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export type LazySchemas<T extends Record<string, z.core.SomeType>> = { readonly [K in keyof T]: z.ZodMiniLazy<T[K]> };

export function lazySchemas<T extends Record<string, z.core.SomeType>>(build: () => T): LazySchemas<T> {
  let built: T | undefined;
  const schema = (name: string) => {
    const s = (built ??= build())[name];
    if (!s) throw new Error(`lazySchemas: the group defines no schema "${name}"`);
    return s;
  };
  const exported = new Map<string, z.ZodMiniLazy<z.core.SomeType>>();
  return new Proxy({} as LazySchemas<T>, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      let s = exported.get(name);
      if (!s) exported.set(name, (s = z.lazy(() => schema(name))));
      return s;
    },
  });
}
