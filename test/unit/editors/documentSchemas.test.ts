// The JSON Schemas of contributes.jsonValidation serve completion and hover only: none of them can report a
// problem, so each problem in a document is reported once, by the extension.
import assert from 'node:assert/strict';
import { documentSchemas, relax, toJsonSchema } from '../../../src/editors/documentSchemas';

const CONSTRAINTS = new Set([
  'type', 'required', 'enum', 'const', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'propertyNames',
  'patternProperties', 'not', 'oneOf', 'allOf', 'if', 'then', 'else', 'contains', 'dependencies', 'deprecated', 'deprecationMessage',
]);

/** Every keyword used as a schema keyword (not as a property name under `properties`). */
function keywords(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => keywords(n, out));
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    out.add(key);
    if (key === 'properties' || key === 'definitions' || key === '$defs') Object.values(value as object).forEach((v) => keywords(v, out));
    else if (key !== 'examples' && key !== 'default' && key !== 'defaultSnippets') keywords(value, out);
  }
  return out;
}

describe('document JSON Schemas (completion and hover only)', () => {
  for (const [name, schema] of Object.entries(documentSchemas)) {
    it(`${name}: no keyword that could report a problem; additionalProperties never false`, () => {
      const json = toJsonSchema(schema);
      const used = [...keywords(json)].filter((k) => CONSTRAINTS.has(k));
      assert.deepEqual(used, []);
      assert.equal(JSON.stringify(json).includes('"additionalProperties":false'), false);
      assert.ok(Object.keys(json.properties as object).length > 0, 'properties stay for completion');
    });
  }

  it('keeps hover texts and turns allowed values into completion examples', () => {
    const connection = toJsonSchema(documentSchemas.connection!) as { properties: Record<string, { description?: string; properties?: Record<string, { examples?: unknown[] }> }> };
    assert.match(connection.properties.display_name!.description!, /Always sent on save/);
    assert.deepEqual(connection.properties.connected_accounts!.properties!.allow_missing_user_id!.examples, [true, false]);
    assert.deepEqual(connection.properties.cross_app_access_resource_app!.properties!.status!.examples, ['enabled', 'disabled']);
    const phone = toJsonSchema(documentSchemas['phone-factors']!) as { properties: { message_types: { items: { examples: unknown[] } } } };
    assert.deepEqual(phone.properties.message_types.items.examples, ['sms', 'voice']);
  });

  it('a nullable value becomes its non-null schema', () => {
    assert.deepEqual(relax({ anyOf: [{ type: 'object', properties: { a: { type: 'string', description: 'A' } }, required: ['a'] }, { type: 'null' }] }), {
      properties: { a: { description: 'A' } },
    });
  });
});
