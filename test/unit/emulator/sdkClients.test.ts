/**
 * The official SDK (`auth0`) as a second client of the emulator's application endpoints: list (offset pages),
 * get, create, update, delete and rotate-secret. Every answer is checked against a strict shape declared as the SDK
 * type it stands for; client_secret is in an answer only for read:client_keys (and in create's and rotate's).
 */
import assert from 'node:assert/strict';
import { Management } from 'auth0';
import { z } from 'zod';
import { EMULATOR_CLIENTS } from '../../../src/emulator/auth/clients';
import { DEMO_APPLICATION_IDS as A, demoApplications } from '../../../src/emulator/seed/applications';
import { harnessSuite } from '../api/emulatorHarness';
import { parses, sdkError, sdkFor } from './sdkClient';

const urls = z.array(z.string());
const client = z.strictObject({
  client_id: z.string().min(1), tenant: z.string(), name: z.string().min(1), description: z.string().optional(), global: z.boolean(),
  app_type: z.enum(Object.values(Management.ClientAppTypeEnum)), is_first_party: z.boolean(), client_secret: z.string().min(32).optional(),
  callbacks: urls, allowed_origins: urls, web_origins: urls, allowed_logout_urls: urls, client_aliases: urls, allowed_clients: urls,
  grant_types: z.array(z.string().min(1)), token_endpoint_auth_method: z.enum(Object.values(Management.ClientTokenEndpointAuthMethodEnum)),
  oidc_conformant: z.boolean(), sso_disabled: z.boolean(), cross_origin_authentication: z.boolean(), custom_login_page_on: z.boolean(),
  is_token_endpoint_ip_header_trusted: z.boolean(), initiate_login_uri: z.string().optional(),
  jwt_configuration: z.strictObject({ alg: z.enum(Object.values(Management.SigningAlgorithmEnum)), lifetime_in_seconds: z.number().int(), secret_encoded: z.boolean() }),
  refresh_token: z.strictObject({
    rotation_type: z.enum(Object.values(Management.RefreshTokenRotationTypeEnum)), expiration_type: z.enum(Object.values(Management.RefreshTokenExpirationTypeEnum)),
    leeway: z.number().int(), token_lifetime: z.number().int(), infinite_token_lifetime: z.boolean(), idle_token_lifetime: z.number().int(), infinite_idle_token_lifetime: z.boolean(),
  }),
  client_metadata: z.record(z.string(), z.string()),
}) satisfies z.ZodType<Management.GetClientResponseContent>;
const clientList = z.strictObject({ start: z.number(), limit: z.number(), total: z.number(), clients: z.array(client) }) satisfies z.ZodType<Management.ListClientsOffsetPaginatedResponseContent>;
const TOTAL = EMULATOR_CLIENTS.length + demoApplications().length;

describe('emulator: the official SDK as a second client of the application endpoints', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  const sdk = (scope?: string) => sdkFor(h.url, scope);

  it('lists every application page by page with the SDK\'s shape; no secret without read:client_keys', async () => {
    let page = await (await sdk('read:clients')).clients.list({ per_page: 5, include_totals: true });
    const ids: string[] = [];
    for (;;) {
      const body = parses(clientList, page.response, 'clients page');
      assert.equal(body.total, TOTAL);
      ids.push(...page.data.map((c) => c.client_id ?? ''));
      if (!page.hasNextPage()) break;
      page = await page.getNextPage();
    }
    assert.equal(ids.length, TOTAL);
    const secrets = demoApplications().flatMap((a) => (a.client_secret ? [a.client_secret] : []));
    parses(clientList, page.response, 'last page', secrets);
  });

  it('gets one with fields, and its secret only with read:client_keys', async () => {
    const reader = await sdk('read:clients');
    const plain = parses(client, await reader.clients.get(A.customerPortal), 'get');
    assert.equal(plain.client_secret, undefined);
    assert.deepEqual(plain.callbacks, ['https://portal.example.com/callback']);
    const keys = parses(client, await (await sdk('read:client_keys')).clients.get(A.customerPortal), 'get with keys');
    assert.ok(keys.client_secret && keys.client_secret.length >= 32);
    const some = await reader.clients.get(A.storefront, { fields: 'name,app_type', include_fields: true });
    assert.deepEqual(some, { name: 'Storefront', app_type: 'spa' });
    await assert.rejects(reader.clients.get('noSuchClient'), sdkError(404, 'NotFoundError', /does not exist/));
  });

  it('creates an application of each type with the type\'s defaults; a public one has no secret', async () => {
    const clients = (await sdk()).clients;
    const spa = parses(client, await clients.create({ name: 'SDK SPA', app_type: 'spa', callbacks: ['https://spa.example.com/cb'] }), 'create spa');
    assert.equal(spa.token_endpoint_auth_method, 'none');
    assert.equal(spa.client_secret, undefined);
    const m2m = parses(client, await clients.create({ name: 'SDK M2M', app_type: 'non_interactive' }), 'create m2m');
    assert.deepEqual(m2m.grant_types, ['client_credentials']);
    assert.ok(m2m.client_secret, 'create answers the new secret once');
    await assert.rejects(clients.create({ name: 'bad <name>' }), sdkError(400, 'BadRequestError'));
    await assert.rejects((await sdk('read:clients')).clients.create({ name: 'x' }), sdkError(403, 'ForbiddenError', /create:clients/));
  });

  it('updates the fields sent and keeps the others; a client_secret needs update:client_keys', async () => {
    const clients = (await sdk()).clients;
    const updated = parses(client, await clients.update(A.partnerPortal, { callbacks: ['https://partners.example.com/cb2'], description: 'Partners' }), 'update');
    assert.deepEqual(updated.callbacks, ['https://partners.example.com/cb2']);
    assert.deepEqual(updated.web_origins, ['https://partners.example.com']);
    assert.equal((await clients.get(A.partnerPortal)).description, 'Partners');
    const writer = await sdk('update:clients');
    await assert.rejects(writer.clients.update(A.partnerPortal, { client_secret: 'x'.repeat(48) }), sdkError(403, 'ForbiddenError', /update:client_keys/));
    await assert.rejects(clients.update('noSuchClient', { name: 'x' }), sdkError(404, 'NotFoundError'));
  });

  it('rotates a secret: the answer has the new one, the old one is gone', async () => {
    const clients = (await sdk()).clients;
    const before = (await clients.get(A.reporting)).client_secret;
    const rotated = parses(client, await clients.rotateSecret(A.reporting), 'rotate');
    assert.ok(rotated.client_secret && rotated.client_secret !== before);
    assert.equal((await clients.get(A.reporting)).client_secret, rotated.client_secret);
    await assert.rejects((await sdk('update:clients')).clients.rotateSecret(A.reporting), sdkError(403, 'ForbiddenError', /update:client_keys/));
  });

  it('deletes (204, again 204); the next get is 404; the emulator\'s own clients stay', async () => {
    const clients = (await sdk()).clients;
    await clients.delete(A.kiosk);
    await clients.delete(A.kiosk);
    await assert.rejects(clients.get(A.kiosk), sdkError(404, 'NotFoundError'));
    await assert.rejects(clients.delete('emulator-admin'), sdkError(400, 'BadRequestError', /own clients/));
    await assert.rejects((await sdk('read:clients')).clients.delete(A.mobile), sdkError(403, 'ForbiddenError', /delete:clients/));
  });
});
