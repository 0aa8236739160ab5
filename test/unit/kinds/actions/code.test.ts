// An action's code before anything is sent: acorn's syntax error on its line and column (the save refuses it naming
// the line), the handler a trigger calls missing (a warning), every create template clean, and the document's
// text is the code itself (render / parse / PATCH body of the code only).
import assert from 'node:assert/strict';
import { documentProblems } from '../../../../src/kinds/checks';
import { parseDocument, renderDocument } from '../../../../src/kinds/document';
import { ACTION_TRIGGER_IDS } from '../../../../src/kinds/actions/api';
import { actionCodeKind } from '../../../../src/kinds/actions/code';
import { codeProblems, exportedNames, parseCode } from '../../../../src/kinds/actions/codeCheck';
import { codeTemplate, createBody, nameProblem } from '../../../../src/kinds/actions/createTemplate';
import type { EditContext } from '../../../../src/kinds/kind';

const ctx: EditContext = { scopes: new Set(['read:actions', 'update:actions']), hidden: new Set(), identity: { id: 'a1', name: 'x', details: [] } };
const postLogin = { id: 'a1', supported_triggers: [{ id: 'post-login', version: 'v3' }] };

describe('actions: the code document and its checks', () => {
  it('a syntax error is one error on its line and column, with acorn\'s words', () => {
    const code = 'exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim("a", 1;\n};\n';
    const [problem, ...rest] = codeProblems(code, ['post-login']);
    assert.deepEqual(rest, []);
    assert.equal(problem!.severity, 'error');
    assert.equal(problem!.code, 'syntax');
    assert.equal(problem!.range.start.line, 1);
    assert.equal(problem!.range.start.character, 35, 'the ";" where ")" was expected');
    assert.match(problem!.message, /^Syntax error: Unexpected token\.$/);
  });

  it('through the editor\'s checks (after prepare): the same error, and none for good code', async () => {
    await actionCodeKind.text!.prepare();
    const bad = documentProblems(actionCodeKind, 'exports.onExecutePostLogin = async (event, api) => {\n  if (\n};\n', { base: { code: '' }, ctx, resource: postLogin });
    assert.equal(bad.filter((p) => p.severity === 'error').length, 1);
    assert.equal(bad[0]!.range.start.line, 2);
    assert.deepEqual(documentProblems(actionCodeKind, codeTemplate('post-login'), { base: { code: '' }, ctx, resource: postLogin }), []);
  });

  it('the handler a supported trigger calls, missing: a warning naming it; present in any CommonJS form: none', () => {
    const [w] = codeProblems('exports.onExecutePostLoginX = async () => {};\n', ['post-login']);
    assert.equal(w!.severity, 'warning');
    assert.match(w!.message, /post-login calls exports\.onExecutePostLogin, which this code does not define/);
    for (const code of [
      'exports.onExecutePostLogin = async (event, api) => {};',
      'module.exports.onExecutePostLogin = async function (event, api) {};',
      'const onExecutePostLogin = async () => {};\nmodule.exports = { onExecutePostLogin };',
      'exports.onContinuePostLogin = exports.onExecutePostLogin = async () => {};',
    ]) assert.deepEqual(codeProblems(code, ['post-login']), [], code);
    const parsed = parseCode("module.exports = { 'a': 1, b() {} };\nexports['c'] = 2;");
    assert.ok('ast' in parsed);
    assert.deepEqual([...exportedNames(parsed.ast)].sort(), ['a', 'b', 'c']);
  });

  it('modern syntax the runtime accepts parses (optional chaining, class fields, top-level require)', () => {
    const code = "const jose = require('jose');\nclass A { #x = 1; static y = 2; }\nexports.onExecutePostLogin = async (event, api) => {\n  const roles = event.authorization?.roles ?? [];\n  for await (const r of roles) api.idToken.setCustomClaim(`https://x/${r}`, 1n);\n};\n";
    assert.deepEqual(codeProblems(code, ['post-login']), []);
  });

  it('every trigger\'s template parses and exports its handler', () => {
    for (const trigger of ACTION_TRIGGER_IDS) assert.deepEqual(codeProblems(codeTemplate(trigger), [trigger]), [], trigger);
    const body = createBody('credentials-exchange', 'm2m');
    assert.deepEqual(body.supported_triggers, [{ id: 'credentials-exchange', version: 'v2' }]);
    assert.equal(body.runtime, 'node22');
    assert.match(body.code!, /^exports\.onExecuteCredentialsExchange = async \(event, api\) => \{$/m);
  });

  it('the document is the code itself; a save sends the code only', () => {
    const code = 'exports.onExecutePostLogin = async () => {};\n';
    assert.equal(renderDocument(actionCodeKind, { code }), code);
    assert.deepEqual(parseDocument(actionCodeKind, 'x'), { code: 'x' });
    assert.deepEqual(actionCodeKind.buildPatch({ code }, { code: `${code}//\n` }, ctx), { code: `${code}//\n` });
    assert.deepEqual(actionCodeKind.buildPatch({ code }, { code }, ctx), {});
  });

  it('a new action\'s name: 1 to 128 characters, not one the tenant has', () => {
    assert.match(nameProblem('  ', new Set())!, /Enter a name/);
    assert.match(nameProblem('a'.repeat(129), new Set())!, /At most 128/);
    assert.match(nameProblem('taken', new Set(['taken']))!, /already has an action named "taken"/);
    assert.equal(nameProblem('new-one', new Set(['taken'])), undefined);
  });
});
