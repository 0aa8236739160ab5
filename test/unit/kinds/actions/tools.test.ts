// The pure parts of the actions' agent tools: the syntax check that runs before updateActionCode sends anything
// (the code editor's parser, the error's line), and the short row a model reads (secret names, never a value).
import assert from 'node:assert/strict';
import { actionRow } from '../../../../src/kinds/actions/toolFacet';
import { codeSyntaxError } from '../../../../src/kinds/actions/syntaxCheck';

describe('actions: agent tools (pure parts)', () => {
  it('code that parses has no syntax error; the code is never run', () => {
    assert.equal(codeSyntaxError("exports.onExecutePostLogin = async (event, api) => {\n  api.access.deny('x');\n};\n"), undefined);
    assert.equal(codeSyntaxError("throw new Error('never run');\nconst r = require('jose');\n"), undefined, 'parsed, never run');
  });

  it('a syntax error names its line and what is wrong', () => {
    assert.deepEqual(codeSyntaxError('const a = 1;\nexports.x = async (event, api) => {\n  api.foo(;\n};\n'), { message: 'Unexpected token', line: 3 });
    assert.equal(codeSyntaxError('\n\n\n\nexports.x = {')?.line, 5);
    assert.equal(codeSyntaxError('await 1;')?.line, 1, 'top-level await is not allowed in a CommonJS module');
  });

  it('the row names an action, its triggers, state and secret names only', () => {
    const row = actionRow({
      id: 'a1', name: 'deny', supported_triggers: [{ id: 'post-login', version: 'v3' }], runtime: 'node22', status: 'built',
      deployed_version: { id: 'v1', number: 4 }, all_changes_deployed: false, code: 'x', secrets: [{ name: 'KEY', value: 'sekrit-9' }, { name: 'A' }],
    });
    assert.deepEqual(row, { id: 'a1', name: 'deny', triggers: ['post-login v3'], runtime: 'node22', status: 'built', deployedVersion: 4, allChangesDeployed: false, secrets: ['A', 'KEY'] });
  });
});
