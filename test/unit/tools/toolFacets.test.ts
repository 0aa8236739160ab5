// The agent tools' facet of every kind (src/kinds/<kind>/toolFacet.ts), from which src/tools derives its tables: the
// `kind` enums follow the registry (a list and a short row: listResources; a document: getResource; every kind:
// compareResource), listResources pages with the kind's list call under its read scope, and a short row made from
// an emulator resource names it and never holds a secret. A new kind is covered here by adding it to the registry.
import assert from 'node:assert/strict';
import { KINDS } from '../../../src/kinds';
import { secretPathsIn, withoutSecrets } from '../../../src/kinds/secrets';
import { RESOURCE_LISTS } from '../../../src/tools/resourceLists';
import { COMPARE_KINDS, DOCUMENT_KINDS, LIST_KINDS, TOOL_INPUTS } from '../../../src/tools/toolInputs';
import { harnessSuite } from '../api/emulatorHarness';

/** The values at the secret paths of a resource (a webhook's token, a connection's client secret, …). */
function secretValues(kind: string, resource: unknown): string[] {
  return secretPathsIn(kind, resource).map((path) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], resource)).filter((v): v is string => typeof v === 'string');
}

describe('agent tools: every kind\'s tool facet', () => {
  const h = harnessSuite({ seed: 'demo' });
  const known = KINDS.filter((k) => k.tool);

  it('the kind enums: every kind the tools know, by rank; listed and document kinds among them', () => {
    assert.equal(new Set(known.map((k) => k.tool!.rank)).size, known.length, 'ranks are unique');
    assert.deepEqual([...COMPARE_KINDS].sort(), known.map((k) => k.id).sort());
    assert.deepEqual(LIST_KINDS, COMPARE_KINDS.filter((id) => known.find((k) => k.id === id)!.tool!.row));
    for (const id of DOCUMENT_KINDS) assert.ok((LIST_KINDS as string[]).includes(id), `${id} is listed too`);
  });

  it('each kind\'s own tools have an input, at their own place', () => {
    const own = KINDS.flatMap((k) => k.tool?.own ?? []);
    assert.equal(new Set(own.map((t) => t.at)).size, own.length, 'places are unique');
    for (const t of own) {
      assert.equal(TOOL_INPUTS[t.name], t.input, t.name);
      assert.equal(Object.keys(TOOL_INPUTS).indexOf(t.name), t.at, `${t.name} is at ${t.at}`);
    }
    for (const k of known) if (k.tool!.own?.length) assert.equal(typeof k.tool!.specs, 'function', `${k.id} loads the specs of its own tools`);
  });

  for (const kind of known) {
    const row = kind.tool!.row;
    if (!row) continue;
    it(`${kind.id}: listResources pages with its list under ${kind.scopes.read}; a short row names it and holds no secret`, async () => {
      const list = RESOURCE_LISTS[kind.id]!;
      assert.equal(list.scope, kind.scopes.read);
      assert.equal(list.row, row);
      const page = await list.list(h.client(), undefined, 10);
      assert.ok(page.items.length > 0, `the demo emulator has ${kind.words.plural}`);
      for (const resource of page.items) {
        const short = row(resource);
        assert.equal(short.id, kind.list!.id(resource));
        assert.equal(short.name, kind.list!.name(resource));
        assert.deepEqual(withoutSecrets(kind.id, short), short, 'nothing the secret description removes');
        assert.deepEqual(secretPathsIn(kind.id, short), []);
        const text = JSON.stringify(short);
        for (const secret of secretValues(kind.id, resource)) assert.ok(!text.includes(secret), `${kind.id} row leaks a secret`);
      }
    });
  }
});
