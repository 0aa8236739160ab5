import assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, client, control, emulatorSuite, getToken, READONLY } from './helpers';

describe('emulator: connections (list and get)', () => {
  const env = emulatorSuite();

  it('checkpoint mode with take: {connections, next?}, no enabled_clients in items', async () => {
    const first = await env.api('GET', '/connections?take=4');
    assert.equal(first.status, 200);
    assert.equal(first.body.connections.length, 4);
    assert.equal(typeof first.body.next, 'string');
    assert.ok(!('enabled_clients' in first.body.connections[0]));
    const seen = [...first.body.connections];
    let next = first.body.next;
    while (next) {
      const page = await env.api('GET', `/connections?take=4&from=${encodeURIComponent(next)}`);
      seen.push(...page.body.connections);
      next = page.body.next;
    }
    assert.equal(seen.length, 11);
    assert.ok(!('total' in first.body));
    const withTotals = await env.api('GET', '/connections?take=50&include_totals=true');
    assert.deepEqual(Object.keys(withTotals.body), ['connections']);
  });

  it('take must be 1–100 (0 and 101 → 400)', async () => {
    assert.equal((await env.api('GET', '/connections?take=1')).status, 200);
    assert.equal((await env.api('GET', '/connections?take=100')).status, 200);
    assertErrorShape(await env.api('GET', '/connections?take=0'), 400, undefined, 'invalid_query_string');
    assertErrorShape(await env.api('GET', '/connections?take=101'), 400, undefined, 'invalid_query_string');
    assertErrorShape(await env.api('GET', '/connections?take=abc'), 400);
  });

  it('bogus cursor → 400', async () => {
    assertErrorShape(await env.api('GET', '/connections?take=2&from=bogus'), 400, undefined, 'invalid_query_string');
  });

  it('offset mode without take: bare array, or {start, limit, total, connections} with include_totals', async () => {
    const bare = await env.api('GET', '/connections?per_page=5&page=1');
    assert.ok(Array.isArray(bare.body));
    assert.equal(bare.body.length, 5);
    const totals = await env.api('GET', '/connections?per_page=5&page=2&include_totals=true');
    assert.deepEqual({ start: totals.body.start, limit: totals.body.limit, total: totals.body.total }, { start: 10, limit: 5, total: 11 });
    assert.equal(totals.body.connections.length, 1);
    const past = await env.api('GET', '/connections?per_page=50&page=3');
    assert.deepEqual(past.body, []);
  });

  it('strategy filter with a repeated key', async () => {
    const res = await env.api('GET', '/connections?strategy=auth0&strategy=github&take=50');
    assert.deepEqual(res.body.connections.map((c: { strategy: string }) => c.strategy).sort(), ['auth0', 'auth0', 'github']);
    const one = await env.api('GET', '/connections?strategy=samlp');
    assert.deepEqual(one.body.map((c: { id: string }) => c.id), [C.samlp]);
  });

  it('options only with read:connections_options', async () => {
    const withOptions = await env.api('GET', `/connections/${C.database}`);
    assert.equal(withOptions.body.options.password_history.size, 5);
    assert.ok(Array.isArray(withOptions.body.enabled_clients));
    const narrow = client(env.url, await getToken(env.url, ADMIN, 'read:connections update:connections'));
    const without = await narrow('GET', `/connections/${C.database}`);
    assert.equal(without.status, 200);
    assert.ok(!('options' in without.body));
    const list = await narrow('GET', '/connections?take=50');
    assert.ok(list.body.connections.every((c: object) => !('options' in c)));
  });

  it('404 inexistent_connection for unknown ids', async () => {
    const { api } = env;
    assertErrorShape(await api('GET', '/connections/con_doesNotExist00000'), 404, 'The connection does not exist', 'inexistent_connection');
  });

  it('fields / include_fields', async () => {
    const res = await env.api('GET', `/connections/${C.github}?fields=id,name`);
    assert.deepEqual(res.body, { id: C.github, name: 'github' });
  });
});

describe('emulator: PATCH /connections/{id}', () => {
  const env = emulatorSuite();
  const patch = (id: string, body: unknown) => env.api('PATCH', `/connections/${id}`, { body });
  beforeEach(() => control(env.url, 'POST', '/reset'));

  it('200 with the full object, without timestamps or a metadata never set', async () => {
    const res = await patch(C.google, { display_name: 'Google Workspace', show_as_button: false });
    assert.equal(res.status, 200);
    for (const key of ['id', 'name', 'display_name', 'options', 'strategy', 'realms', 'enabled_clients', 'is_domain_connection', 'show_as_button']) {
      assert.ok(key in res.body, key);
    }
    for (const key of ['metadata', 'created_at', 'updated_at']) assert.ok(!(key in res.body), key);
    assert.equal(res.body.display_name, 'Google Workspace');
    assert.equal(res.body.show_as_button, false);
  });

  it('takes null options (answered as {}), null metadata values and the deprecated enabled_clients, as the contract does', async () => {
    const res = await patch(C.github, { options: null, metadata: { team: null, owner: 'me' }, enabled_clients: ['emulator-admin'] });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.options, {});
    assert.deepEqual(res.body.metadata, { team: null, owner: 'me' });
    assert.deepEqual(res.body.enabled_clients, ['emulator-admin']);
    const nested = await patch(C.database, { options: { non_persistent_attrs: null, configuration: { a: null }, validation: null } });
    assert.equal(nested.status, 200, nested.text);
  });

  it('refuses what the contract refuses in options: passwordPolicy "strong", brute_force_protection "yes"', async () => {
    assertErrorShape(await patch(C.partnersDb, { options: { passwordPolicy: 'strong' } }), 400, /No enum match for: "strong"' on property options.passwordPolicy/, 'invalid_body');
    assertErrorShape(await patch(C.partnersDb, { options: { brute_force_protection: 'yes' } }), 400, /Expected type boolean but found type string' on property options.brute_force_protection/, 'invalid_body');
  });

  it('fields with include_fields=true answers just those fields and the id', async () => {
    const res = await env.api('GET', `/connections/${C.google}?fields=name,strategy&include_fields=true`);
    assert.deepEqual(Object.keys(res.body).sort(), ['id', 'name', 'strategy']);
    const list = await env.api('GET', '/connections?fields=name&include_fields=true');
    assert.ok(list.body.every((c: object) => Object.keys(c).sort().join() === 'id,name'));
  });

  it('replaces options wholesale', async () => {
    const res = await patch(C.database, { display_name: 'DB', options: { password_history: { enable: false, size: 1 } } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.options, { password_history: { enable: false, size: 1 } });
    const got = await env.api('GET', `/connections/${C.database}`);
    assert.deepEqual(got.body.options, { password_history: { enable: false, size: 1 } });
  });

  it('validates the typed parts of options and passes unknown option keys', async () => {
    assertErrorShape(await patch(C.database, { display_name: 'DB', options: { enable_script_context: 'yes' } }), 400,
      /Expected type boolean but found type string' on property options.enable_script_context/, 'invalid_body');
    assertErrorShape(await patch(C.database, { display_name: 'DB', options: { password_history: { enable: true, size: 1.5 } } }), 400, /options.password_history.size/);
    assert.equal((await patch(C.database, { display_name: 'DB', options: { some_strategy_specific: { x: 1 } } })).status, 200);
  });

  it('403 insufficient_scope for options without update:connections_options', async () => {
    const narrow = client(env.url, await getToken(env.url, ADMIN, 'read:connections update:connections read:connections_options'));
    const res = await narrow('PATCH', `/connections/${C.database}`, { body: { display_name: 'x', options: {} } });
    assertErrorShape(res, 403, 'Insufficient scope, expected any of: update:connections_options', 'insufficient_scope');
    assert.equal((await narrow('PATCH', `/connections/${C.database}`, { body: { display_name: 'x' } })).status, 200);
  });

  it('omits options in the response without read:connections_options', async () => {
    const narrow = client(env.url, await getToken(env.url, ADMIN, 'update:connections update:connections_options'));
    const res = await narrow('PATCH', `/connections/${C.github}`, { body: { display_name: 'GH', options: { scope: ['read:user'] } } });
    assert.equal(res.status, 200);
    assert.ok(!('options' in res.body));
    assert.deepEqual((await env.api('GET', `/connections/${C.github}`)).body.options, { scope: ['read:user'] });
  });

  it('overwrites an omitted display_name with name', async () => {
    const res = await patch(C.samlp, { show_as_button: true });
    assert.equal(res.body.display_name, 'acme-saml');
  });

  it('display_name: 128 chars ok, 129 rejected', async () => {
    assert.equal((await patch(C.sms, { display_name: 'd'.repeat(128) })).status, 200);
    assertErrorShape(await patch(C.sms, { display_name: 'd'.repeat(129) }), 400, /maximum 128' on property display_name/);
  });

  it('realms: empty or omitted → [name]; given → kept', async () => {
    assert.deepEqual((await patch(C.samlp, { display_name: 'x', realms: ['a.example.com', 'b.example.com'] })).body.realms, ['a.example.com', 'b.example.com']);
    assert.deepEqual((await patch(C.samlp, { display_name: 'x', realms: [] })).body.realms, ['acme-saml']);
    await patch(C.samlp, { display_name: 'x', realms: ['a.example.com'] });
    assert.deepEqual((await patch(C.samlp, { display_name: 'x' })).body.realms, ['acme-saml']);
  });

  it('metadata: 10 properties and 255-char values ok; 11 properties, 256 chars or non-strings rejected', async () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v'.repeat(255)]));
    const ok = await patch(C.apple, { display_name: 'A', metadata: ten });
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body.metadata, ten);
    assertErrorShape(await patch(C.apple, { display_name: 'A', metadata: { ...ten, k10: 'v' } }), 400, /Too many properties defined \(11\), maximum 10' on property metadata/);
    assertErrorShape(await patch(C.apple, { display_name: 'A', metadata: { k: 'v'.repeat(256) } }), 400, /maximum 255' on property metadata.k/);
    assertErrorShape(await patch(C.apple, { display_name: 'A', metadata: { k: 1 } }), 400, /on property metadata.k/);
  });

  it('rejects name, strategy and unknown keys (Additional properties not allowed)', async () => {
    for (const key of ['name', 'strategy', 'colour', 'id']) {
      const value = 'x';
      assertErrorShape(await patch(C.github, { display_name: 'GH', [key]: value }), 400,
        `Payload validation error: 'Additional properties not allowed: ${key}'.`, 'invalid_body');
    }
  });

  it('rejects an empty body', async () => {
    assertErrorShape(await patch(C.github, {}), 400, /Too few properties defined \(0\), minimum 1/, 'invalid_body');
    assertErrorShape(await env.api('PATCH', `/connections/${C.github}`), 400, /Too few properties/);
  });

  it('404 inexistent_connection for an unknown id', async () => {
    assertErrorShape(await patch('con_doesNotExist00000', { display_name: 'x' }), 404, 'The connection does not exist', 'inexistent_connection');
  });

  it('needs update:connections', async () => {
    const ro = client(env.url, await getToken(env.url, READONLY));
    assertErrorShape(await ro('PATCH', `/connections/${C.github}`, { body: { display_name: 'x' } }), 403,
      'Insufficient scope, expected any of: update:connections', 'insufficient_scope');
  });
});
