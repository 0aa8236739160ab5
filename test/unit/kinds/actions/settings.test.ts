// An action's settings document: the runtime from the contract's list, npm dependency names and versions checked on
// their key, triggers and secret names shown but locked, a save that sends runtime and dependencies only (never a
// secret); and the secrets of a PATCH that sets or removes one (the others by name, so they keep their values).
import assert from 'node:assert/strict';
import { documentProblems } from '../../../../src/kinds/checks';
import { renderDocument, toEditable } from '../../../../src/kinds/document';
import { actionSettingsKind } from '../../../../src/kinds/actions/settings';
import { secretNameProblem, secretNames, secretsSetting, secretsWithout } from '../../../../src/kinds/actions/settingsSecrets';
import type { EditContext } from '../../../../src/kinds/kind';

const ctx: EditContext = { scopes: new Set(['read:actions', 'update:actions']), hidden: new Set(), identity: { id: 'a1', name: 'x', details: [] } };
const action = {
  id: 'a1', name: 'x', code: 'exports.onExecutePostLogin = async () => {};', runtime: 'node22',
  supported_triggers: [{ id: 'post-login', version: 'v3' }], dependencies: [{ name: 'lodash', version: '4.17.21' }],
  secrets: [{ name: 'API_KEY', updated_at: '2025-01-01T00:00:00.000Z' }, { name: 'OTHER', updated_at: '2025-01-01T00:00:00.000Z' }],
};
const base = toEditable(actionSettingsKind, action, new Set());
const problems = (edit: Record<string, unknown>) => {
  const text = renderDocument(actionSettingsKind, { ...base, ...edit });
  return documentProblems(actionSettingsKind, text, { base, ctx }).map((p) => ({ path: p.path.join('.'), message: p.message, line: p.range.start.line, severity: p.severity }));
};

describe('actions: the settings document', () => {
  it('shows runtime, dependencies, triggers and secret names, never code or a value', () => {
    assert.deepEqual(Object.keys(base), ['runtime', 'dependencies', 'supported_triggers', 'secrets']);
    assert.doesNotMatch(renderDocument(actionSettingsKind, base), /onExecutePostLogin|value/);
    assert.deepEqual(problems({}), []);
  });

  it('a runtime the service does not run, an npm name or version npm refuses, a package twice: errors on their key', () => {
    assert.deepEqual(problems({ runtime: 'node12' }).map((p) => [p.path, p.severity]), [['runtime', 'error']]);
    assert.match(problems({ runtime: 'node12' })[0]!.message, /node22, node18/);
    const bad = problems({ dependencies: [{ name: 'Lodash', version: '4.17.21' }, { name: 'axios', version: 'one' }] });
    assert.deepEqual(bad.map((p) => p.path), ['dependencies.0.name', 'dependencies.1.version']);
    assert.match(bad[0]!.message, /npm package name/);
    assert.match(bad[1]!.message, /version npm resolves/);
    assert.deepEqual(problems({ dependencies: [{ name: '@scope/pkg', version: '^1.2.0' }, { name: 'x', version: 'latest' }, { name: 'y', version: '2.x' }] }), []);
    assert.deepEqual(problems({ dependencies: [{ name: 'x', version: '1.0.0' }, { name: 'x', version: '2.0.0' }] }).map((p) => p.path), ['dependencies.1.name']);
  });

  it('triggers and secrets are locked: an edit is an error saying where they are changed', () => {
    const triggers = problems({ supported_triggers: [{ id: 'credentials-exchange', version: 'v2' }] });
    assert.match(triggers[0]!.message, /set when it is created/);
    const secrets = problems({ secrets: [{ name: 'API_KEY', value: 'typed-here' }] });
    assert.ok(secrets.some((p) => p.path.startsWith('secrets') && /Set Action Secret…/.test(p.message)));
  });

  it('a save sends runtime and dependencies only', () => {
    const body = actionSettingsKind.buildPatch(base, { ...base, runtime: 'node18', secrets: [] }, ctx);
    assert.deepEqual(body, { runtime: 'node18' });
  });

  it('setting a secret sends the others by name only and it with its value; removing sends the others', () => {
    assert.deepEqual(secretNames(action), ['API_KEY', 'OTHER']);
    assert.deepEqual(secretsSetting(action, 'API_KEY', 'v'), [{ name: 'OTHER' }, { name: 'API_KEY', value: 'v' }]);
    assert.deepEqual(secretsSetting(action, 'NEW', 'v'), [{ name: 'API_KEY' }, { name: 'OTHER' }, { name: 'NEW', value: 'v' }]);
    assert.deepEqual(secretsWithout(action, 'API_KEY'), [{ name: 'OTHER' }]);
    assert.match(secretNameProblem('1abc')!, /not starting with a digit/);
    assert.match(secretNameProblem('a-b')!, /letters, digits and "_"/);
    assert.equal(secretNameProblem('API_KEY_2'), undefined);
  });
});
