import assert from 'node:assert/strict';
import { FaultPlan } from '../../../src/emulator/faults';
import { EmulatorConfigError } from '../../../src/emulator/server';
import { call, control, emulatorSuite, getToken, start } from './helpers';

describe('emulator: fault spec parsing', () => {
  it('accepts the documented forms', () => {
    for (const spec of ['', '503@0.3:GET /api/v2/connections*;reset@0.1;delay=1500@0.5;429@1:POST *;seed=42', '503@1x2', '429=5@1:/oauth/*', 'reset@1:POST', '500@.5']) {
      assert.doesNotThrow(() => FaultPlan.parse(spec), spec);
    }
  });

  it('rejects malformed rules', () => {
    for (const spec of ['503', 'boom@1', '503@2', '200@1', 'delay@1', '503@1x', 'seed=abc']) {
      assert.throws(() => FaultPlan.parse(spec), /Invalid fault rule/, spec);
    }
  });

  it('matches method and path globs, and spends counted rules', () => {
    const plan = FaultPlan.parse('503@1x2:GET /api/v2/connections*');
    assert.equal(plan.decide('POST', '/api/v2/connections').action, undefined);
    assert.equal(plan.decide('GET', '/api/v2/actions/actions').action, undefined);
    assert.deepEqual(plan.decide('GET', '/api/v2/connections/con_1').action, { type: 'status', status: 503, retryAfter: 1 });
    assert.ok(plan.decide('GET', '/api/v2/connections').action);
    assert.equal(plan.decide('GET', '/api/v2/connections').action, undefined);
  });

  it('startEmulator rejects a bad spec', async () => {
    await assert.rejects(start({ faults: 'nonsense' }), EmulatorConfigError);
  });
});

describe('emulator: fault injection over HTTP', () => {
  const env = emulatorSuite();
  afterEach(() => control(env.url, 'PUT', '/faults', { spec: '' }));

  const setFaults = async (spec: string) => assert.equal((await control(env.url, 'PUT', '/faults', { spec })).status, 200);
  const get = (path = '/api/v2/connections') => call(env.url, 'GET', path, { token: env.token });

  it('injects a status with the error body, only on matching routes', async () => {
    await setFaults('503@1:GET /api/v2/connections*');
    const res = await get();
    assert.equal(res.status, 503);
    assert.deepEqual(res.body, { statusCode: 503, error: 'Service Unavailable', message: 'Injected fault', errorCode: 'injected_fault' });
    assert.equal((await get('/api/v2/actions/actions')).status, 200);
  });

  it('answers an injected status with the given message, such as the service\'s 400 naming a property', async () => {
    const message = "Payload validation error: 'Invalid webhook endpoint' on property destination.configuration.webhook_endpoint";
    assert.equal((await control(env.url, 'PUT', '/faults', { spec: '400@1x1:GET /api/v2/connections', message })).status, 200);
    const res = await get();
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { statusCode: 400, error: 'Bad Request', message, errorCode: 'injected_fault' });
    assert.equal((await get()).status, 200, 'spent');
  });

  it('injects 429 with Retry-After (default 1, or the given value)', async () => {
    await setFaults('429@1:GET *');
    const res = await get();
    assert.equal(res.status, 429);
    assert.equal(res.body.errorCode, 'too_many_requests');
    assert.equal(res.headers.get('retry-after'), '1');
    await setFaults('429=7@1');
    assert.equal((await get()).headers.get('retry-after'), '7');
  });

  it('resets the connection without a response', async () => {
    await setFaults('reset@1:GET /api/v2/connections');
    await assert.rejects(get(), TypeError);
    assert.equal((await get('/api/v2/actions/actions')).status, 200);
  });

  it('delays, then answers normally', async () => {
    await setFaults('delay=300@1');
    const t0 = Date.now();
    const res = await get();
    assert.equal(res.status, 200);
    assert.ok(Date.now() - t0 >= 290, `took ${Date.now() - t0}ms`);
  });

  it('fails only the first N matching requests with xN', async () => {
    await setFaults('503@1x2:GET /api/v2/connections');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get()).status);
    assert.deepEqual(statuses, [503, 503, 200, 200]);
  });

  it('is deterministic with seed=N', async () => {
    const run = async () => {
      await setFaults('503@0.5:GET *;seed=42');
      const statuses = [];
      for (let i = 0; i < 20; i++) statuses.push((await get()).status);
      return statuses;
    };
    const a = await run();
    const b = await run();
    assert.deepEqual(a, b);
    assert.ok(a.includes(200) && a.includes(503), a.join(','));
  });

  it('never applies to /__emulator routes', async () => {
    await setFaults('503@1;reset@1');
    assert.equal((await control(env.url, 'GET', '/stats')).status, 200);
    assert.equal((await control(env.url, 'PUT', '/faults', { spec: '' })).status, 200);
    assert.equal((await get()).status, 200);
  });

  it('PUT /__emulator/faults rejects a bad spec with 400', async () => {
    assert.equal((await control(env.url, 'PUT', '/faults', { spec: '503@5' })).status, 400);
  });

  it('starts with faults given as an option', async () => {
    const faulty = await start({ faults: '500@1x1:GET /api/v2/*' });
    try {
      const t = await getToken(faulty.url);
      assert.equal((await call(faulty.url, 'GET', '/api/v2/connections', { token: t })).status, 500);
      assert.equal((await call(faulty.url, 'GET', '/api/v2/connections', { token: t })).status, 200);
    } finally {
      await faulty.close();
    }
  });
});
