// POST /actions/actions/{id}/test runs the draft for real: the commands given to the trigger's `api`, console output,
// a thrown error with its line, a syntax error, an endless loop stopped, a promise that never settles, and no
// require, process or code generation inside the sandbox. The event is the payload.
import assert from 'node:assert/strict';
import { DEMO_ACTION_IDS as A } from '../../../src/emulator/seed/ids';
import { TEST_TIMEOUT_MS } from '../../../src/emulator/sandbox/run';
import { assertErrorShape, control, emulatorSuite } from './helpers';

describe('emulator: action test runs', () => {
  const env = emulatorSuite();
  before(() => control(env.url, 'POST', '/reset'));

  /** Creates a post-login (or `trigger`) action with `code` and runs its test with `payload`. */
  async function run(code: string, payload: Record<string, unknown> = {}, trigger = 'post-login') {
    const created = await env.api('POST', '/actions/actions', { body: { name: `t-${Math.random().toString(36).slice(2)}`, supported_triggers: [{ id: trigger }], code } });
    assert.equal(created.status, 201, created.text);
    const res = await env.api('POST', `/actions/actions/${created.body.id}/test`, { body: { payload } });
    assert.equal(res.status, 200, res.text);
    return res.body.payload;
  }

  it('records the claims set and the console output; the event is the payload', async () => {
    const out = await run([
      'exports.onExecutePostLogin = async (event, api) => {',
      "  console.log('user', event.user.email);",
      "  api.idToken.setCustomClaim('https://example.com/roles', event.authorization.roles);",
      "  api.accessToken.setCustomClaim('tier', 'gold').user.setAppMetadata('seen', true);",
      '};',
    ].join('\n'), { user: { email: 'ann@example.com' }, authorization: { roles: ['admin'] } });
    assert.deepEqual(out.commands, [
      { name: 'api.idToken.setCustomClaim', args: ['https://example.com/roles', ['admin']] },
      { name: 'api.accessToken.setCustomClaim', args: ['tier', 'gold'] },
      { name: 'api.user.setAppMetadata', args: ['seen', true] },
    ]);
    assert.deepEqual(out.logs, [{ level: 'log', message: 'user ann@example.com' }]);
    assert.equal(out.error, undefined);
    assert.deepEqual([out.trigger, out.handler, typeof out.duration_ms], ['post-login', 'onExecutePostLogin', 'number']);
  });

  it('records a denied login, and each trigger has its own api and handler', async () => {
    const denied = await run("exports.onExecutePostLogin = async (event, api) => { api.access.deny('suspended'); };");
    assert.deepEqual(denied.commands, [{ name: 'api.access.deny', args: ['suspended'] }]);
    const m2m = await run("exports.onExecuteCredentialsExchange = async (event, api) => { api.accessToken.setCustomClaim('t', event.client.id); };", { client: { id: 'c1' } }, 'credentials-exchange');
    assert.deepEqual(m2m.commands, [{ name: 'api.accessToken.setCustomClaim', args: ['t', 'c1'] }]);
    const wrongApi = await run('exports.onExecuteCredentialsExchange = async (event, api) => { api.idToken.setCustomClaim(1, 2); };', {}, 'credentials-exchange');
    assert.match(wrongApi.error.message, /Cannot read properties of undefined \(reading 'setCustomClaim'\)/);
    const wrongHandler = await run('exports.onExecutePostLogin = async () => {};', {}, 'credentials-exchange');
    assert.match(wrongHandler.error.message, /exports no onExecuteCredentialsExchange handler/);
  });

  it('a thrown error comes with its message and line; what ran before it is kept', async () => {
    const out = await run([
      'exports.onExecutePostLogin = async (event, api) => {',
      "  api.idToken.setCustomClaim('a', 1);",
      "  console.warn('about to fail');",
      '  await Promise.resolve();',
      "  throw new Error('no tenant for ' + event.user.id);",
      '};',
    ].join('\n'), { user: { id: 'u1' } });
    assert.deepEqual([out.error.name, out.error.message, out.error.line], ['Error', 'no tenant for u1', 5]);
    assert.equal(out.commands.length, 1);
    assert.deepEqual(out.logs, [{ level: 'warn', message: 'about to fail' }]);
  });

  it('a syntax error is reported with its line, nothing runs', async () => {
    const out = await run('exports.onExecutePostLogin = async (event, api) => {\n  const x = ;\n};\n');
    assert.deepEqual([out.error.name, out.error.line], ['SyntaxError', 2]);
  });

  it(`an endless loop is stopped after ${TEST_TIMEOUT_MS} ms; a promise that never settles is reported`, async () => {
    const loop = await run("exports.onExecutePostLogin = async (event, api) => { console.log('start'); while (true) {} };");
    assert.equal(loop.error.name, 'TimeoutError');
    assert.deepEqual(loop.logs, [{ level: 'log', message: 'start' }], 'the output before the loop is kept');
    const never = await run('exports.onExecutePostLogin = () => new Promise(() => {});');
    assert.match(never.error.message, /never settled/);
  });

  it('runs timers on a virtual clock: awaited sleeps finish at once, earliest first; a cleared one never runs', async () => {
    const out = await run([
      'const sleep = (ms) => new Promise((r) => setTimeout(r, ms));',
      'exports.onExecutePostLogin = async (event, api) => {',
      "  setTimeout(() => console.log('late'), 5000);",
      "  setTimeout(() => console.log('second'), 20);",
      "  setTimeout(() => console.log('first'), 10);",
      "  const never = setTimeout(() => console.log('cleared'), 10);",
      '  clearTimeout(never);',
      '  await sleep(3000);',
      "  api.access.deny('after the wait');",
      '};',
    ].join('\n'));
    assert.equal(out.error, undefined);
    assert.deepEqual(out.commands, [{ name: 'api.access.deny', args: ['after the wait'] }]);
    assert.deepEqual(out.logs.map((l: { message: string }) => l.message), ['first', 'second'], 'earliest first; the handler settled before the 5 s timer, which never ran');
    const chain = await run('exports.onExecutePostLogin = () => new Promise(() => { const again = () => setTimeout(again, 1); again(); });');
    assert.equal(chain.error.name, 'TimeoutError', 'a chain of timers that never ends is stopped');
  });

  it('has no require, process or code generation (nothing of the emulator is reachable)', async () => {
    const req = await run("const axios = require('axios');\nexports.onExecutePostLogin = async () => {};");
    assert.match(req.error.message, /Cannot find module 'axios'/);
    assert.equal(req.error.line, 1);
    const globals = await run('exports.onExecutePostLogin = async () => { console.log(typeof process, typeof fetch, typeof globalThis.Buffer, typeof setImmediate); };');
    assert.deepEqual(globals.logs, [{ level: 'log', message: 'undefined undefined undefined undefined' }]);
    const escape = await run("exports.onExecutePostLogin = async (event, api) => { return api.constructor.constructor('return process')(); };");
    assert.equal(escape.error.name, 'EvalError');
  });

  it('runs the draft, not the deployed version; 404 for an unknown action; the payload must be an object', async () => {
    await env.api('PATCH', `/actions/actions/${A.postLoginDeployed}`, { body: { code: "exports.onExecutePostLogin = async (e, api) => { api.access.deny('draft'); };" } });
    const res = await env.api('POST', `/actions/actions/${A.postLoginDeployed}/test`, { body: { payload: {} } });
    assert.deepEqual(res.body.payload.commands, [{ name: 'api.access.deny', args: ['draft'] }]);
    assertErrorShape(await env.api('POST', '/actions/actions/00000000-0000-4000-8000-000000000000/test', { body: { payload: {} } }), 404);
    assertErrorShape(await env.api('POST', `/actions/actions/${A.postLoginDeployed}/test`, { body: { payload: 'x' } }), 400, /payload/, 'invalid_body');
    assertErrorShape(await env.api('POST', `/actions/actions/${A.postLoginDeployed}/test`, { body: {} }), 400, /Missing required property: payload/);
  });
});
