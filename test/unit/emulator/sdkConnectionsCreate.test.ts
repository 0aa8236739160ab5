/**
 * POST /connections in the emulator, with the official SDK (`auth0`) as a second client and our own client as the
 * first: the 201 answer in the SDK's shape (display_name and realms defaulted from the name, enabled_clients kept),
 * the service's 409 (connection_conflict), 400 on a bad name or an unknown strategy, 422 on a retired strategy, the
 * create:connections scope; and our client refusing a bad body before anything is sent.
 */
import assert from 'node:assert/strict';
import { Management } from 'auth0';
import { z } from 'zod';
import { createConnection, getConnection, type CreateConnection } from '../../../src/kinds/connections/api';
import { CONNECTION_STRATEGIES } from '../../../src/kinds/connections/strategies';
import { ApiError, InvalidInputError } from '../../../src/api/errors';
import { harnessSuite } from '../api/emulatorHarness';
import { parses, sdkError, sdkFor } from './sdkClient';

const created = z.strictObject({
  id: z.string().regex(/^con_[A-Za-z0-9]{16}$/), name: z.string(), display_name: z.string().optional(), strategy: z.string(),
  options: z.record(z.string(), z.unknown()).optional(), realms: z.array(z.string()), enabled_clients: z.array(z.string()),
  is_domain_connection: z.boolean(), show_as_button: z.boolean().optional(), metadata: z.record(z.string(), z.string().nullable()).optional(),
  authentication: z.strictObject({ active: z.boolean() }), connected_accounts: z.strictObject({ active: z.boolean(), cross_app_access: z.boolean().optional() }),
}) satisfies z.ZodType<Omit<Management.CreateConnectionResponseContent, 'options'> & { options?: unknown }>;

const ROUTE = 'POST /api/v2/connections';

describe('emulator: POST /connections (the official SDK and our client)', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  it('creates a database connection: 201, realms from the name, no display_name, metadata or show_as_button when not sent, options as sent', async () => {
    const sdk = await sdkFor(h.url);
    const options = { passwordPolicy: 'good', brute_force_protection: true, requires_username: false } as const;
    const answer = parses(created, await sdk.connections.create({ name: 'customers-db', strategy: 'auth0', options }), 'create');
    for (const key of ['display_name', 'metadata', 'show_as_button', 'created_at', 'updated_at']) assert.ok(!(key in answer), key);
    assert.deepEqual(answer.realms, ['customers-db']);
    assert.deepEqual(answer.options, options);
    assert.deepEqual(answer.enabled_clients, []);
    const read = await sdk.connections.get(answer.id);
    assert.equal(read.strategy, 'auth0');
    assert.deepEqual(read.realms, ['customers-db']);
  });

  it('keeps display_name, realms and the deprecated enabled_clients when they are sent', async () => {
    const sdk = await sdkFor(h.url);
    const answer = parses(created, await sdk.connections.create({
      name: 'corp-google', strategy: 'google-oauth2', display_name: 'Corporate Google', realms: ['corp.example'], enabled_clients: ['abc', 'abc', 'def'],
    }), 'create');
    assert.equal(answer.display_name, 'Corporate Google');
    assert.deepEqual(answer.realms, ['corp.example']);
    assert.deepEqual(answer.enabled_clients, ['abc', 'def']);
  });

  it('409 connection_conflict when the name is taken (the live wording)', async () => {
    const sdk = await sdkFor(h.url);
    await assert.rejects(sdk.connections.create({ name: 'Username-Password-Authentication', strategy: 'auth0' }),
      sdkError(409, 'ConflictError', /^A connection with the same name already exists$/));
    const res = await fetch(`${h.url}/api/v2/connections`, { method: 'POST', headers: { authorization: `Bearer ${(await h.provider().getToken()).token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'partners-db', strategy: 'auth0' }) });
    assert.equal(res.status, 409);
    assert.equal(((await res.json()) as { errorCode: string }).errorCode, 'connection_conflict');
  });

  it('400 on a bad name, an unknown strategy, an unknown key; 422 on a retired strategy', async () => {
    const sdk = await sdkFor(h.url);
    for (const name of ['-leading', 'trailing-', 'two--hyphens', 'has space', 'x'.repeat(129), '']) {
      await assert.rejects(sdk.connections.create({ name, strategy: 'auth0' }), sdkError(400, 'BadRequestError', /on property name/), name);
    }
    await assert.rejects(sdk.connections.create({ name: 'ldap', strategy: 'auth0-adldap' as Management.ConnectionIdentityProviderEnum }),
      sdkError(400, 'BadRequestError', /Invalid value "auth0-adldap"' on property strategy/));
    await assert.rejects(sdk.connections.create({ name: 'x1', strategy: 'auth0', colour: 'red' } as Management.CreateConnectionRequestContent),
      sdkError(400, 'BadRequestError', /Additional properties not allowed: colour/));
    await assert.rejects(sdk.connections.create({ name: 'notes', strategy: 'evernote' }), sdkError(422, 'UnprocessableEntityError', /evernote/));
  });

  it('needs create:connections; without read:connections_options the answer has no options', async () => {
    await assert.rejects((await sdkFor(h.url, 'read:connections update:connections')).connections.create({ name: 'nope', strategy: 'auth0' }),
      sdkError(403, 'ForbiddenError', /create:connections/));
    const answer = await (await sdkFor(h.url, 'create:connections')).connections.create({ name: 'no-options-shown', strategy: 'auth0', options: { passwordPolicy: 'fair' } });
    assert.equal('options' in answer, false);
  });

  it('our client: creates, and the errors come back as ApiError with the status', async () => {
    const c = h.client();
    const conn = await createConnection(c, { name: 'api-db', strategy: 'auth0', options: { passwordPolicy: 'good' } });
    assert.equal((await getConnection(c, conn.id)).name, 'api-db');
    await assert.rejects(createConnection(c, { name: 'api-db', strategy: 'auth0' }), (e: unknown) => e instanceof ApiError && e.status === 409);
    await assert.rejects(createConnection(c, { name: 'retired', strategy: 'evernote' }), (e: unknown) => e instanceof ApiError && e.status === 422);
  });

  it('our client refuses a bad body before anything is sent', async () => {
    const c = h.client();
    const before = h.count(ROUTE);
    const bad = [
      { name: 'bad name', strategy: 'auth0' }, { name: 'ok', strategy: 'auth0-adldap' }, { name: 'ok', strategy: 'auth0', enabled_clients: ['x'] },
      { name: 'ok', strategy: 'auth0', metadata: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])) }, { strategy: 'auth0' },
    ];
    for (const body of bad) await assert.rejects(createConnection(c, body as CreateConnection), InvalidInputError, JSON.stringify(body));
    assert.equal(h.count(ROUTE), before);
  });

  it('the client\'s strategy list is the SDK\'s enum', () => {
    assert.deepEqual([...CONNECTION_STRATEGIES].sort(), Object.values(Management.ConnectionIdentityProviderEnum).sort());
  });
});
