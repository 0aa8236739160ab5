// The round trip covers what the installed SDK describes, not what it described when the fixtures were written:
// its types.d.ts is read, and a connection response shape, a `ConnectionOptions<Strategy>` type or a field of one
// without a fixture value fails here (so an SDK update cannot add a shape the round trip silently misses).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SDK_SHAPES } from './fixtures/sdkConnections';

const TYPES = new URL('../../../../node_modules/auth0/dist/cjs/management/api/types/types.d.ts', import.meta.url);

interface Declaration {
  parents: string[];
  fields: string[];
  body: string;
}

/** Every `export interface` of the SDK's types: what it extends, the fields it declares, its text. */
function interfaces(text: string): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const m of text.matchAll(/^export interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)\n\}/gm)) {
    const parents = (m[2] ?? '').split(',').map((p) => p.trim().replace(/^Management\./, '')).filter(Boolean);
    found.set(m[1]!, { parents, fields: [...m[3]!.matchAll(/^ {4}(\w+)\??:/gm)].map((f) => f[1]!), body: `${m[2] ?? ''}\n${m[3]}` });
  }
  return found;
}

const text = readFileSync(TYPES, 'utf8');
const declared = interfaces(text);

/** The fields of an interface, its parents' included. */
function fieldsOf(name: string): string[] {
  const declaration = declared.get(name);
  if (!declaration) return [];
  return [...new Set([...declaration.parents.flatMap(fieldsOf), ...declaration.fields])];
}

/** `ConnectionResponseContent<Shape>`: the strategy it is for and the options type it carries. */
const shapes = [...declared.entries()].flatMap(([name, declaration]) => {
  const shape = /^ConnectionResponseContent(\w+)$/.exec(name)?.[1];
  const strategy = new RegExp(`namespace ${name} \\{\\s+const Strategy: \\{\\s+readonly \\w+: "([^"]+)"`).exec(text)?.[1];
  const options = /^ {4}options\?: Management\.(ConnectionOptions\w*)/m.exec(declaration.body)?.[1];
  return shape && strategy && options ? [{ shape, name, strategy, options }] : [];
});

const fixtures = SDK_SHAPES as Record<string, Record<string, unknown>>;

describe('connection round trip covers every shape of the installed SDK', () => {
  it('reads the SDK types (at least the 55 shapes known when this was written)', () => {
    assert.ok(shapes.length >= 55, `found ${shapes.length} connection response shapes in ${TYPES.pathname}`);
  });

  it('every connection response shape has a fixture for its strategy, and every fixture is a shape of the SDK', () => {
    const missing = shapes.filter((s) => !(s.shape in fixtures)).map((s) => `${s.name} (strategy ${s.strategy})`);
    assert.deepEqual(missing, [], 'add a fixture to test/unit/kinds/connections/fixtures/sdkConnections.ts');
    for (const s of shapes) assert.equal(fixtures[s.shape]!.strategy, s.strategy, `${s.shape} is a ${s.strategy} connection`);
    assert.deepEqual(Object.keys(fixtures).filter((key) => !shapes.some((s) => s.shape === key)), [], 'fixtures for shapes the SDK no longer has');
  });

  it('every ConnectionOptions<Strategy> type is the options of a shape with a fixture, or a part of another type', () => {
    const names = new Set([...text.matchAll(/^export (?:interface|type) (ConnectionOptions\w+)/gm)].map((m) => m[1]!));
    const covered = new Set(shapes.map((s) => s.options));
    // A part: named by a declaration other than a request or response body (an interface it extends or a field's type).
    const parts = [
      ...[...declared.entries()].filter(([name]) => !/(Request|Response)Content/.test(name)).map(([, d]) => d.body),
      ...[...text.matchAll(/^export type \w+ = (.*)$/gm)].map((m) => m[1]),
    ].join('\n');
    const uncovered = [...names].filter((name) => !covered.has(name) && !new RegExp(`Management\\.${name}\\b`).test(parts));
    assert.deepEqual(uncovered, [], 'options types no connection fixture exercises');
    assert.ok(names.size > covered.size, 'the scan also saw the building blocks (Common, OidcMetadata, …)');
  });

  for (const s of shapes) {
    it(`the ${s.shape} fixture fills every field of ${s.name} and of ${s.options}`, () => {
      const fixture = fixtures[s.shape];
      if (!fixture) return assert.fail(`no fixture for ${s.name}`);
      assert.deepEqual(fieldsOf(s.name).filter((f) => !(f in fixture)), [], 'top-level fields without a value');
      const options = fixture.options as Record<string, unknown>;
      assert.deepEqual(fieldsOf(s.options).filter((f) => !(f in options)), [], `${s.options} fields without a value`);
    });
  }
});
