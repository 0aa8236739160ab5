// Every kind of the registry with a compare facet, read from the demo emulator as Export to Workspace… reads it:
// its files facet agrees with its compare facet — the normalised form holds the files' keys only and one of their
// mark keys, the natural key is where the files facet says, a resource read alone normalises as when listed, and a
// file's value planned back (fromFile) normalises to itself. A new kind is checked by adding it to the registry.
import assert from 'node:assert/strict';
import { COMPARE_KINDS, compareKind } from '../../../src/compare/kinds';
import { NameCache } from '../../../src/compare/names';
import { KINDS } from '../../../src/kinds/index';
import { exportedFile, exportText } from '../../../src/workspace/exportedFiles';
import { exportedFileProblems, looksExported } from '../../../src/workspace/fileChecks';
import { fileSide } from '../../../src/workspace/fileSide';
import { joinValue, splitValue } from '../../../src/workspace/companion';
import { readOne, type ReadResource } from '../../../src/workspace/readTenant';
import type { Harness } from '../api/emulatorHarness';
import { demoExportPerSuite } from './demoExport';

const compared = KINDS.filter((k) => k.compare);

describe('kinds: compare and files facets, every kind', function () {
  this.timeout(60_000);
  let h: Harness;
  let read: ReadResource[];

  demoExportPerSuite((demo) => ({ h, read } = demo));

  it('COMPARE_KINDS: every kind with a compare facet, once, by its order: connections first, then the sidebar order', () => {
    assert.deepEqual(COMPARE_KINDS.map((k) => k.id).sort(), compared.map((k) => k.id).sort());
    const orders = COMPARE_KINDS.map((k) => k.order);
    assert.deepEqual(orders, [...new Set(orders)].sort((a, b) => a - b));
    assert.equal(COMPARE_KINDS[0]!.id, 'connections');
    const rest = (ids: string[]) => ids.filter((id) => id !== 'connections');
    assert.deepEqual(rest(COMPARE_KINDS.map((k) => k.id)), rest(compared.map((k) => k.id)));
  });

  for (const kind of compared) {
    describe(kind.id, () => {
      const compare = kind.compare!;
      const files = kind.files!;
      const mine = () => read.filter((r) => r.kind.id === kind.id);

      it('the facet is the kind\'s, is exported, and its files\' keys hold its mark keys and natural key', () => {
        assert.equal(compare.id, kind.id);
        assert.equal(compareKind(kind.id), compare);
        assert.ok(files, 'a compared kind has files');
        assert.equal(exportedFile(`/w/Staging/${kind.id}/x.json`, '/w')?.kind, compare);
        assert.ok(files.markKeys.length > 0);
        for (const key of [...files.markKeys, ...(files.keyField ? [files.keyField] : [])]) assert.ok(files.keys.includes(key), key);
        assert.ok(files.keyField !== undefined || files.fileName !== undefined, 'a file is found by its natural key or is the kind\'s one file');
        for (const field of files.createNeeds) assert.ok(files.keys.includes(field) || files.companion?.field === field, field);
      });

      it('the normalised form of each resource holds the files\' keys only, a mark key, and the natural key', () => {
        assert.ok(mine().length > 0, 'the demo tenant has some');
        for (const { normalised } of mine()) {
          const keys = Object.keys(normalised.value);
          assert.deepEqual(keys.filter((k) => !files.keys.includes(k) && k !== files.companion?.field), [], normalised.name);
          assert.ok(looksExported(kind.id, exportText(normalised, kind.id)), normalised.name);
          if (files.keyField) assert.ok(files.keyField in normalised.value, normalised.name);
          assert.equal(compare.key(normalised.value), normalised.key, normalised.name);
          assert.deepEqual(exportedFileProblems(kind.id, exportText(normalised, kind.id)).filter((p) => p.severity === 'error'), [], normalised.name);
        }
      });

      it('a resource read alone by its id normalises as it does when listed and completed', async () => {
        const client = h.client();
        const first = (await compare.items(client, {})[Symbol.asyncIterator]().next()).value as Record<string, unknown>;
        const alone = await readOne(compare, compare.idOf(first), { client, names: new NameCache(client) });
        assert.deepEqual(alone.normalised, mine()[0]!.normalised);
      });

      it('an exported file\'s value, as the source of a plan, normalises back to itself', () => {
        for (const { normalised } of mine()) {
          // The JSON file and its companion file (an action's code), read back as Apply reads them.
          const value = joinValue(kind.id, JSON.parse(exportText(normalised, kind.id)) as Record<string, unknown>, splitValue(kind.id, normalised.value).text);
          const side = fileSide(kind.id, value);
          if ('problem' in side) assert.fail(`${normalised.name}: ${side.problem}`);
          assert.deepEqual(compare.normalise(side.resource, side.names).value, normalised.value, normalised.name);
        }
      });
    });
  }
});
