/**
 * The official SDK (`auth0`) as a second client of the emulator's API (resource server) endpoints: list page by page,
 * get, create, update, delete, and its typed errors (409 taken identifier, 400 on the system API, 403 missing scope,
 * 404). Every answer is checked against a strict shape declared as the SDK type it stands for.
 */
import assert from 'node:assert/strict';
import type { Management } from 'auth0';
import { z } from 'zod';
import { DEMO_API_IDS, SYSTEM_API_ID } from '../../../src/emulator/seed/resourceServers';
import { harnessSuite } from '../api/emulatorHarness';
import { parses, sdkError, sdkFor } from './sdkClient';

const scope = z.strictObject({ value: z.string().min(1).max(280), description: z.string().max(500).optional() }) satisfies z.ZodType<Management.ResourceServerScope>;
const api = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/), name: z.string().max(200), identifier: z.string().min(1).max(600), is_system: z.literal(true).optional(),
  scopes: z.array(scope), signing_alg: z.enum(['HS256', 'RS256', 'RS512', 'PS256']), signing_secret: z.string().min(16).optional(),
  allow_offline_access: z.boolean(), skip_consent_for_verifiable_first_party_clients: z.boolean(),
  token_lifetime: z.number().int(), token_lifetime_for_web: z.number().int(), enforce_policies: z.boolean().optional(),
  token_dialect: z.enum(['access_token', 'access_token_authz', 'rfc9068_profile', 'rfc9068_profile_authz']).optional(),
}) satisfies z.ZodType<Management.ResourceServer>;
const apiList = z.strictObject({ start: z.number(), limit: z.number(), total: z.number(), resource_servers: z.array(api) }) satisfies z.ZodType<Management.ListResourceServerOffsetPaginatedResponseContent>;

describe('emulator: the official SDK as a second client of the API (resource server) endpoints', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  const sdk = (s?: string) => sdkFor(h.url, s);

  it('lists page by page: the system API first (the emulator\'s audience, is_system), then the demo APIs', async () => {
    const servers = (await sdk()).resourceServers;
    let page = await servers.list({ per_page: 2, include_totals: true });
    const all: z.infer<typeof api>[] = [];
    for (;;) {
      all.push(...parses(apiList, page.response, 'list page').resource_servers);
      if (!page.hasNextPage()) break;
      page = await page.getNextPage();
    }
    assert.deepEqual(all.map((a) => a.id), [SYSTEM_API_ID, ...Object.values(DEMO_API_IDS).filter((id) => id !== DEMO_API_IDS.reporting)]);
    assert.equal(all[0]!.is_system, true);
    assert.equal(all[0]!.identifier, `${h.url}/api/v2/`);
    assert.ok(all[0]!.scopes.some((s) => s.value === 'read:resource_servers'));
    const byIdentifier = await servers.list({ identifiers: ['urn:example:inventory'], include_totals: true });
    assert.deepEqual(byIdentifier.data.map((a) => a.id), [DEMO_API_IDS.inventory]);
  });

  it('creates, gets, updates and deletes; every answer has the SDK\'s shape', async () => {
    const servers = (await sdk()).resourceServers;
    const created = parses(api, await servers.create({ name: 'SDK API', identifier: 'https://sdk.example.com/api', signing_alg: 'RS256', scopes: [{ value: 'read:things' }] }), 'create');
    assert.equal(created.signing_secret, undefined);
    assert.equal(created.token_lifetime, 86400);
    assert.equal(parses(api, await servers.get(created.id), 'get').name, 'SDK API');
    const updated = parses(api, await servers.update(created.id, { token_lifetime: 600, enforce_policies: true, scopes: [{ value: 'read:things', description: 'Read' }, { value: 'write:things' }] }), 'update');
    assert.equal(updated.token_lifetime, 600);
    assert.deepEqual(updated.scopes.map((s) => s.value), ['read:things', 'write:things']);
    assert.equal(updated.identifier, 'https://sdk.example.com/api');
    const hs = parses(api, await servers.create({ identifier: 'urn:sdk:hs' }), 'create HS256');
    assert.equal(hs.signing_alg, 'HS256');
    assert.equal(hs.name, 'urn:sdk:hs');
    assert.ok(hs.signing_secret && hs.signing_secret.length >= 16);
    await servers.delete(created.id);
    await servers.delete(created.id);
    await assert.rejects(servers.get(created.id), sdkError(404, 'NotFoundError', /does not exist/));
  });

  it('the SDK\'s typed errors: 409 taken identifier, 400 on the system API and on a bad body, 403 missing scope', async () => {
    const servers = (await sdk()).resourceServers;
    await assert.rejects(servers.create({ name: 'Again', identifier: 'https://api.example.com/orders' }), sdkError(409, 'ConflictError', /same identifier/));
    await assert.rejects(servers.create({ name: 'Mgmt', identifier: `${h.url}/api/v2/` }), sdkError(409, 'ConflictError'));
    await assert.rejects(servers.delete(SYSTEM_API_ID), sdkError(400, 'BadRequestError', /cannot be deleted/));
    await assert.rejects(servers.update(SYSTEM_API_ID, { token_lifetime: 60 }), sdkError(400, 'BadRequestError', /cannot be changed/));
    await assert.rejects(servers.update(DEMO_API_IDS.orders, { token_lifetime: 3_000_000 }), sdkError(400, 'BadRequestError', /on property token_lifetime/));
    await assert.rejects(servers.update(DEMO_API_IDS.orders, { scopes: [{ value: 'a' }, { value: 'a' }] }), sdkError(400, 'BadRequestError', /listed twice/));
    const reader = (await sdk('read:resource_servers')).resourceServers;
    await assert.rejects(reader.create({ identifier: 'urn:no' }), sdkError(403, 'ForbiddenError', /create:resource_servers/));
    await assert.rejects(reader.update(DEMO_API_IDS.orders, { name: 'x' }), sdkError(403, 'ForbiddenError', /update:resource_servers/));
    await assert.rejects(reader.delete(DEMO_API_IDS.orders), sdkError(403, 'ForbiddenError', /delete:resource_servers/));
    const none = (await sdk('read:connections')).resourceServers;
    await assert.rejects(none.get(DEMO_API_IDS.orders), sdkError(403, 'ForbiddenError', /read:resource_servers/));
  });
});
