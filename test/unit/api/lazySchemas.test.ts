/** lazySchemas: a group of schemas is built once, when one of them is first parsed; until then they compose like any schema. */
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { lazySchemas } from '../../../src/api/lazySchemas';

function group() {
  let builds = 0;
  const schemas = lazySchemas(() => {
    builds++;
    const idSchema = z.string().check(z.minLength(1));
    return { idSchema, itemSchema: z.looseObject({ id: idSchema }) };
  });
  return { schemas, builds: () => builds };
}

describe('lazySchemas', () => {
  it('builds nothing when the schemas are exported, composed or their types used', () => {
    const { schemas, builds } = group();
    const { idSchema, itemSchema } = schemas;
    z.strictObject({ items: z.array(itemSchema), id: z.optional(idSchema) });
    assert.equal(builds(), 0);
  });

  it('builds the group once, on the first parse of any of its schemas', () => {
    const { schemas, builds } = group();
    const { idSchema, itemSchema } = schemas;
    assert.deepEqual(itemSchema.parse({ id: 'a', extra: 1 }), { id: 'a', extra: 1 });
    assert.equal(builds(), 1);
    assert.equal(idSchema.safeParse('').success, false);
    assert.equal(itemSchema.safeParse({ id: '' }).success, false);
    assert.equal(builds(), 1);
  });

  it('gives the same schema each time a name is read, so it can be a key (documentSchemas keys its docs by schema)', () => {
    const { schemas } = group();
    assert.equal(schemas.itemSchema, schemas.itemSchema);
  });

  it('checks and infers as the schema it stands for, composed in another schema too', () => {
    const { schemas } = group();
    const list = z.strictObject({ items: z.array(schemas.itemSchema) });
    const value: z.infer<typeof list> = { items: [{ id: 'x' }] };
    assert.deepEqual(list.parse(value), value);
    const failed = list.safeParse({ items: [{ id: '' }] });
    assert.equal(failed.success, false);
    assert.deepEqual(failed.error?.issues.map((i) => i.path), [['items', 0, 'id']]);
  });

  it('a name the group does not define fails when used, with the name', () => {
    const { schemas } = group();
    const missing = (schemas as unknown as Record<string, z.ZodMiniType>)['nope']!;
    assert.throws(() => missing.parse('x'), /defines no schema "nope"/);
  });
});
