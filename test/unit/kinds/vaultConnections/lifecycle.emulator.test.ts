/**
 * Rename, update credentials and delete of flows vault connections: our client against the emulator over
 * loopback (bad input refused with nothing sent; a second delete reported as already gone), and the official SDK
 * (`auth0`) as a second client of the same PATCH and DELETE endpoints, its answers checked against strict shapes
 * written from the SDK's types (so a field the SDK does not know, a secret above all, fails).
 */
import assert from 'node:assert/strict';
import { Management, ManagementClient, ManagementError } from 'auth0';
import { z } from 'zod';
import type { ApiClient } from '../../../../src/api/client';
import { ApiError, InvalidInputError, toUserMessage } from '../../../../src/api/errors';
import { createAppVaultConnection, deleteVaultConnection, getVaultConnection, newVaultConnectionIssues, updateVaultConnection } from '../../../../src/kinds/vaultConnections/api';
import { setupFingerprint } from '../../../../src/emulator/routes/vaultSetups';
import { DEMO_VAULT_CONNECTION_IDS as V } from '../../../../src/emulator/seed/ids';
import { ADMIN, harnessSuite } from '../../api/emulatorHarness';

const KEY = 'client-rotated-api-key-3c9d2e';
const SDK_KEY = 'sdk-rotated-api-key-7a1f0b';
const AC = { id: V.activeCampaign, app_id: 'ACTIVECAMPAIGN' };
const HTTP = { id: V.httpBearer, app_id: 'HTTP' };
const acSetup = (api_key: string) => ({ type: 'API_KEY', api_key, base_url: 'https://acme.api-us1.com' });
const PATCH = 'PATCH /api/v2/flows/vault/connections/:id';
const DELETE = 'DELETE /api/v2/flows/vault/connections/:id';

const timestamp = z.iso.datetime();
/** UpdateFlowsVaultConnectionResponseContent, strict: environment and account_name optional, no setup. */
const updated = z.strictObject({
  id: z.string().max(30), app_id: z.string(), environment: z.string().optional(), name: z.string().min(1).max(150),
  account_name: z.string().optional(), ready: z.boolean(), created_at: timestamp, updated_at: timestamp,
  refreshed_at: timestamp.optional(), fingerprint: z.string().min(1),
}) satisfies z.ZodType<Management.UpdateFlowsVaultConnectionResponseContent>;
const errorBody = z.strictObject({ statusCode: z.number().int(), error: z.string(), message: z.string(), errorCode: z.string().optional() });

describe('api: rename, update credentials and delete flows vault connections', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  let client: ApiClient;
  beforeEach(() => {
    client = h.client();
  });

  const rejectsUnsent = async (p: Promise<unknown>, message: RegExp) => {
    const before = h.count(PATCH);
    await assert.rejects(p, (e: unknown) => e instanceof InvalidInputError && message.test(e.message));
    assert.equal(h.count(PATCH), before, 'nothing was sent');
  };

  it('renames; the answer is the connection with its new name', async () => {
    const res = await updateVaultConnection(client, AC, { name: 'Newsletter (EU)' });
    assert.equal(res.name, 'Newsletter (EU)');
    assert.equal((await getVaultConnection(client, AC.id)).name, 'Newsletter (EU)');
  });

  it('updates the credentials: the emulator keeps only the salted fingerprint of what was sent, never answers it', async () => {
    const res = await updateVaultConnection(client, AC, { setup: acSetup(KEY) });
    assert.equal(res.fingerprint, setupFingerprint(AC.id, AC.app_id, acSetup(KEY)));
    assert.equal(res.ready, true);
    assert.ok(!JSON.stringify(res).includes(KEY));
    const http = await updateVaultConnection(client, HTTP, { name: 'CRM', setup: { type: 'BEARER', token: KEY } });
    assert.deepEqual([http.name, http.fingerprint], ['CRM', setupFingerprint(HTTP.id, 'HTTP', { type: 'BEARER', token: KEY })]);
  });

  it('refuses bad input before sending: empty or long name, a setup the app has not, an HTTP field over its length', async () => {
    await rejectsUnsent(updateVaultConnection(client, AC, { name: '' }), /^Invalid vault connection changes: name: must not be empty$/);
    await rejectsUnsent(updateVaultConnection(client, AC, { name: 'n'.repeat(151) }), /name: must have at most 150/);
    await rejectsUnsent(updateVaultConnection(client, AC, { app_id: 'HTTP' } as never), /app_id/);
    await rejectsUnsent(updateVaultConnection(client, AC, { setup: { type: 'TOKEN', token: KEY } }), /setup\.type: must be one of API_KEY for ActiveCampaign/);
    await rejectsUnsent(updateVaultConnection(client, HTTP, { setup: { type: 'BASIC_AUTH', username: 'u'.repeat(156) } }), /setup\.username: must have at most 155 characters/);
    await rejectsUnsent(updateVaultConnection(client, HTTP, { setup: { type: 'API_KEY', in: 'HEADER', name: 'n'.repeat(56), value: 'v' } }), /setup\.name: must have at most 55/);
    await rejectsUnsent(updateVaultConnection(client, HTTP, { setup: { type: 'API_KEY', in: 'HEADER', name: 'X-Key', value: 'v'.repeat(256) } }), /setup\.value: must have at most 255/);
    await rejectsUnsent(updateVaultConnection(client, HTTP, { setup: { type: 'OAUTH_CLIENT_CREDENTIALS', client_id: 'c', client_secret: 's', token_endpoint: `https://idp.example/${'t'.repeat(481)}` } }), /setup\.token_endpoint: must have at most 500/);
    await rejectsUnsent(updateVaultConnection(client, HTTP, { setup: { type: 'OAUTH_CLIENT_CREDENTIALS', client_id: 'c', client_secret: 's', token_endpoint: 'https://idp.example/t', scope: 's'.repeat(1025) } }), /setup\.scope: must have at most 1024/);
    await rejectsUnsent(updateVaultConnection(client, AC, { setup: { ...acSetup(KEY), base_url: 'http://acme.api-us1.com' } }), /setup\.base_url: must be an https/);
    await rejectsUnsent(updateVaultConnection(client, AC, { setup: { ...acSetup(KEY), extra: 'x' } }), /setup\.extra: is not a field/);
    await rejectsUnsent(updateVaultConnection(client, { id: AC.id }, { setup: acSetup(KEY) }), /app_id: is needed to check the setup/);
    await rejectsUnsent(updateVaultConnection(client, { id: '', app_id: 'HTTP' }, { name: 'x' }), /id: must not be empty/);
    const err = await updateVaultConnection(client, AC, { setup: { ...acSetup('short-key'), base_url: 'ftp://x' } }).catch((e: Error) => e);
    assert.ok(!String(err).includes('short-key'), 'the key is not quoted');
  });

  it('what the service takes is not refused: a short API key, a blank name, OAUTH_CODE without code, JWT or OAUTH_CODE with more keys; nothing to change sends no PATCH', () => {
    const none = (body: unknown) => assert.deepEqual(newVaultConnectionIssues(body).map((i) => i.path.join('.')), []);
    none({ name: 'Short', app_id: 'AIRTABLE', setup: { type: 'API_KEY', api_key: 'k' } });
    none({ name: '   ', app_id: 'SLACK' });
    none({ name: 'Docs', app_id: 'DOCUSIGN', setup: { type: 'OAUTH_CODE' } });
    none({ name: 'Docs', app_id: 'DOCUSIGN', setup: { type: 'OAUTH_CODE', code: 'c', state: 's', redirect_uri: 'https://x.example' } });
    none({ name: 'Jwt', app_id: 'JWT', setup: { type: 'JWT', algorithm: 'RS256', kid: 'k1' } });
  });

  it('nothing to change sends no PATCH: the connection is read instead', async () => {
    const before = h.count(PATCH);
    assert.equal((await updateVaultConnection(client, AC, {})).id, AC.id);
    assert.equal(h.count(PATCH), before);
  });

  it('creates for any of the 21 apps, the setup checked against that app before sending', async () => {
    const POST = 'POST /api/v2/flows/vault/connections';
    const created = await createAppVaultConnection(client, { name: 'SMS', app_id: 'TWILIO', setup: { type: 'API_KEY', account_id: 'AC1', api_key: KEY } });
    assert.deepEqual([created.app_id, created.ready, created.fingerprint], ['TWILIO', true, setupFingerprint(created.id, 'TWILIO', { type: 'API_KEY', account_id: 'AC1', api_key: KEY })]);
    assert.equal((await createAppVaultConnection(client, { name: 'Later', app_id: 'SLACK' })).ready, false);
    const sent = h.count(POST);
    await assert.rejects(createAppVaultConnection(client, { name: 'x', app_id: 'TWILIO', setup: { type: 'API_KEY', api_key: KEY } }), /setup\.account_id: is required/);
    await assert.rejects(createAppVaultConnection(client, { name: 'x', app_id: 'MARKETO', setup: { type: 'API_KEY', api_key: KEY } }), /app_id: must be "ACTIVECAMPAIGN" or/);
    assert.equal(h.count(POST), sent, 'nothing was sent');
  });

  it('deletes (deleted), then reports the second delete as already gone; other errors still fail', async () => {
    assert.equal(await deleteVaultConnection(client, HTTP.id), 'deleted');
    assert.equal(await deleteVaultConnection(client, HTTP.id), 'gone');
    assert.equal(h.count(DELETE), 2);
    await assert.rejects(getVaultConnection(client, HTTP.id), (e: unknown) => e instanceof ApiError && e.status === 404);
    const reader = h.client({ tokenProvider: h.provider({ scope: 'read:flows_vault_connections update:flows_vault_connections' }) });
    const denied = await deleteVaultConnection(reader, AC.id).catch((e: unknown) => e);
    assert.ok(denied instanceof ApiError && denied.status === 403);
    assert.match(toUserMessage(denied), /delete:flows_vault_connections/);
  });

  describe('the official SDK as a second client', () => {
    async function sdk(scope?: string): Promise<ManagementClient> {
      const res = await fetch(`${h.url}/oauth/token`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: ADMIN.clientId, client_secret: ADMIN.clientSecret, audience: `${h.url}/api/v2/`, ...(scope ? { scope } : {}) }),
      });
      const token = ((await res.json()) as { access_token: string }).access_token;
      const toEmulator: typeof fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return fetch(url.replace('https://emulated-tenant.example', h.url), init);
      };
      return new ManagementClient({ domain: 'emulated-tenant.example', token, fetch: toEmulator, telemetry: false, maxRetries: 0 });
    }
    const sdkError = (status: number, type: string, message: RegExp) => (e: unknown) => {
      assert.ok(e instanceof ManagementError, String(e));
      assert.deepEqual([e.constructor.name, e.statusCode], [type, status]);
      assert.match(errorBody.parse(e.body).message, message);
      return true;
    };

    it('updates name and setup (200, the SDK\'s answer shape, no secret), deletes (204) and gets 404 on the second delete', async () => {
      const m = await sdk();
      const renamed = updated.parse(await m.flows.vault.connections.update(AC.id, { name: 'SDK renamed' }));
      assert.equal(renamed.name, 'SDK renamed');
      const rotated = await m.flows.vault.connections.update(AC.id, { setup: { type: 'API_KEY', api_key: SDK_KEY, base_url: 'https://acme.api-us1.com' } });
      assert.ok(!JSON.stringify(rotated).includes(SDK_KEY));
      assert.equal(updated.parse(rotated).fingerprint, setupFingerprint(AC.id, AC.app_id, acSetup(SDK_KEY)));
      await assert.rejects(m.flows.vault.connections.update(AC.id, { name: '' }), sdkError(400, 'BadRequestError', /minimum 1' on property name/));
      await assert.rejects(m.flows.vault.connections.update('ac_doesNotExist', { name: 'x' }), sdkError(404, 'NotFoundError', /^Connection not found$/));

      await m.flows.vault.connections.delete(HTTP.id);
      // The SDK's description of DELETE lists no 404 (only 400, 401, 403, 429), so it throws its generic error;
      // the live service answers the second delete with 404 "Connection not found" (research §3.4).
      await assert.rejects(m.flows.vault.connections.delete(HTTP.id), sdkError(404, 'ManagementError', /^Connection not found$/));
      await assert.rejects(m.flows.vault.connections.get(HTTP.id), sdkError(404, 'NotFoundError', /^Connection not found$/));
    });

    it('a token without the scope gets 403 naming it', async () => {
      const reader = await sdk('read:flows_vault_connections');
      await assert.rejects(reader.flows.vault.connections.update(AC.id, { name: 'x' }), sdkError(403, 'ForbiddenError', /update:flows_vault_connections/));
      await assert.rejects(reader.flows.vault.connections.delete(AC.id), sdkError(403, 'ForbiddenError', /delete:flows_vault_connections/));
    });
  });
});
