// The checks of exported workspace files: every file the demo emulator exports is clean; an invalid value of an
// editable field is an error at its exact key; export-only fields (names, read-only keys) are not refused.
import assert from 'node:assert/strict';
import { exportText } from '../../../src/workspace/exportedFiles';
import { exportedFileProblems } from '../../../src/workspace/fileChecks';
import type { ReadResource } from '../../../src/workspace/readTenant';
import type { Harness } from '../api/emulatorHarness';
import { readDemo } from './demoExport';

describe('workspace: checks of exported files', function () {
  this.timeout(60_000);
  let h: Harness;
  let read: ReadResource[];

  before(async () => {
    ({ h, read } = await readDemo());
  });
  after(async () => h?.emu.close());

  it('no error in any exported file of the demo tenant; a former issuer list the service kept is a warning', () => {
    const found = read.flatMap((r) => exportedFileProblems(r.kind.id, exportText(r.normalised)).map((p) => ({ r, p })));
    assert.deepEqual(found.filter(({ p }) => p.severity === 'error').map(({ r, p }) => `${r.kind.id}/${r.normalised.name}: ${p.path.join('.')} ${p.message}`), []);
    assert.ok(found.length > 0);
    for (const { r, p } of found) assert.deepEqual([r.kind.id, p.path, p.severity], ['verification-templates', ['well_known_trusted_issuers'], 'warning']);
  });

  it('an invalid editable value is an error at its key; a name in place of an id is not refused', () => {
    const db = read.find((r) => r.kind.id === 'connections' && r.normalised.name === 'partners-db')!;
    const text = exportText(db.normalised).replace('"show_as_button": false', '"show_as_button": "no"');
    const problems = exportedFileProblems('connections', text);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.deepEqual(problems[0]!.path, ['show_as_button']);
    assert.equal(problems[0]!.severity, 'error');
    const line = text.split('\n').findIndex((l) => l.includes('"show_as_button"'));
    assert.equal(problems[0]!.range.start.line, line);
    const profile = read.find((r) => r.kind.id === 'token-exchange-profiles')!;
    assert.deepEqual(exportedFileProblems('token-exchange-profiles', exportText(profile.normalised).replace(/"name": "[^"]*"/, '"name": ""')).map((p) => p.path), [['name']]);
  });

  it('syntax and duplicate keys are reported; kinds without a schema here get none', () => {
    assert.ok(exportedFileProblems('event-streams', '{ "name": "a", "name": "b" }').some((p) => p.code === 'duplicate_key'));
    assert.ok(exportedFileProblems('verification-templates', '{ "name": ').length > 0);
    assert.deepEqual(exportedFileProblems('vault-connections', '{ "name": '), []);
    assert.deepEqual(exportedFileProblems('phone-factors', '{}'), []);
  });
});
