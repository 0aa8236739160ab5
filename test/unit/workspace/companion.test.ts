// A kind's companion file (an action's code as `<name>.js` beside `<name>.json`): what export writes in each file,
// which path names which export, what Apply reads back, and the files' own checks (no secret value in a file).
import assert from 'node:assert/strict';
import { compareKind } from '../../../src/compare/kinds';
import type { Normalised } from '../../../src/kinds/normalise';
import { companionDocument, companionOf, joinValue, splitValue } from '../../../src/workspace/companion';
import { companionFile, exportedJsonPath, exportText } from '../../../src/workspace/exportedFiles';
import { exportedFileProblems } from '../../../src/workspace/fileChecks';
import { readFileInput } from '../../../src/workspace/fileSide';

const CODE = "exports.onExecutePostLogin = async (event, api) => {\n  api.access.deny('no');\n};\n";
const value = { name: 'deny-all', code: CODE, runtime: 'node22', supported_triggers: [{ id: 'post-login', version: 'v3' }], secrets: [{ name: 'KEY' }] };
const normalised: Normalised = { key: 'deny-all', name: 'deny-all', value, references: [] };

describe('workspace: companion files (actions)', () => {
  it('export: the JSON file holds the settings, the code is <name>.js beside it, as it is', () => {
    const json = JSON.parse(exportText(normalised, 'actions')) as Record<string, unknown>;
    assert.deepEqual(Object.keys(json), ['name', 'runtime', 'supported_triggers', 'secrets']);
    assert.deepEqual(companionFile('actions', normalised, ['Staging', 'actions', 'deny-all.json']), { segments: ['Staging', 'actions', 'deny-all.js'], text: CODE });
    assert.equal(companionFile('connections', normalised, ['Staging', 'connections', 'x.json']), undefined, 'a kind without a companion');
    assert.match(exportText(normalised), /"code": /, 'without the kind: the whole value');
  });

  it('the .js file names the export of the .json beside it; other .js files name none', () => {
    assert.deepEqual(exportedJsonPath('/w/Staging/actions/deny-all.js', '/w'), { path: '/w/Staging/actions/deny-all.json', file: { tenantFolder: 'Staging', kind: compareKind('actions') } });
    assert.equal(exportedJsonPath('/w/Staging/actions/deny-all.json', '/w')?.path, '/w/Staging/actions/deny-all.json');
    assert.equal(exportedJsonPath('/w/Staging/connections/x.js', '/w'), undefined);
    assert.equal(exportedJsonPath('/w/node_modules/Staging/actions/x.js', '/w'), undefined);
    assert.equal(exportedJsonPath('/w/Staging/actions/.js', '/w'), undefined);
  });

  it('apply reads the two back as one value; without the .js the value is the JSON file\'s', () => {
    const { json, text } = splitValue('actions', value);
    assert.deepEqual(joinValue('actions', json, text), value);
    assert.deepEqual(joinValue('actions', json, undefined), json);
    const input = readFileInput(compareKind('actions')!, exportText(normalised, 'actions'));
    assert.ok(!('problem' in input));
  });

  it('the compare document: settings as comment lines, then the code as lines', () => {
    const doc = companionDocument('actions', value, ['// action "deny-all"']);
    assert.equal(doc?.extension, '.js');
    assert.equal(doc?.text, ['// action "deny-all"', '// {', '//   "name": "deny-all",', '//   "runtime": "node22",', '//   "supported_triggers": [',
      '//     {', '//       "id": "post-login",', '//       "version": "v3"', '//     }', '//   ],', '//   "secrets": [', '//     {', '//       "name": "KEY"', '//     }', '//   ]', '// }', '', CODE].join('\n'));
    assert.equal(companionDocument('connections', value, []), undefined);
  });

  it('a file holding a secret\'s value, or the code, is refused at that key', () => {
    const withValue = JSON.stringify({ name: 'a', secrets: [{ name: 'KEY', value: 'sekrit' }] }, null, 2);
    assert.deepEqual(exportedFileProblems('actions', withValue).filter((p) => p.severity === 'error').map((p) => p.path), [['secrets', 0, 'value']]);
    const withCode = JSON.stringify({ name: 'a', code: 'x' }, null, 2);
    assert.deepEqual(exportedFileProblems('actions', withCode).map((p) => [p.path, p.code]), [[['code'], 'unknown_file_key']]);
  });

  it('apply refuses a companion with a syntax error, at its line (the action\'s code parsed as its editor parses it)', async () => {
    const problem = companionOf('actions')!.problem!;
    assert.equal(await problem(CODE), undefined);
    assert.deepEqual(await problem('exports.x = async () => {\n  if (;\n};\n'), { message: 'Unexpected token', line: 2 });
  });
});
