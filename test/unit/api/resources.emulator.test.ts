/** Every resource operation and every paging style against the local emulator (demo seed). */
import assert from 'node:assert/strict';
import { listActions } from '../../../src/kinds/actions/api';
import { getConnection, iterateConnections, listConnections, updateConnection } from '../../../src/kinds/connections/api';
import { ApiError, InvalidInputError, toUserMessage } from '../../../src/api/errors';
import {
  deleteEventStream,
  getEventStream,
  iterateFailedDeliveries,
  listEventStreams,
  listFailedDeliveries,
  redeliverEvent,
  redeliverFailed,
} from '../../../src/kinds/eventStreams/api';
import { getPhoneMessageTypes, setPhoneMessageTypes } from '../../../src/kinds/phoneFactors/api';
import { collect, iteratePages } from '../../../src/api/paging';
import {
  createTokenExchangeProfile,
  getTokenExchangeProfile,
  iterateTokenExchangeProfiles,
  listTokenExchangeProfiles,
} from '../../../src/kinds/tokenExchangeProfiles/api';
import { createVaultConnection, getVaultConnection, iterateVaultConnections, listVaultConnections } from '../../../src/kinds/vaultConnections/api';
import {
  getVerificationTemplate,
  iterateVerificationTemplates,
  listVerificationTemplates,
  requestedClaims,
} from '../../../src/kinds/verificationTemplates/api';
import type { ApiClient } from '../../../src/api/client';
import {
  DEMO_ACTION_IDS,
  DEMO_CONNECTION_IDS,
  DEMO_CTE_ACTION_ID,
  DEMO_EVENT_IDS,
  DEMO_EVENT_STREAM_IDS,
  DEMO_TEMPLATE_COUNT,
  DEMO_TOKEN_EXCHANGE_PROFILE_IDS,
  DEMO_VAULT_CONNECTION_IDS,
  demoTemplateId,
} from '../../../src/emulator/seed/ids';
import { startHarness, type Harness } from './emulatorHarness';

const STREAM = DEMO_EVENT_STREAM_IDS.userWebhook;
const rejectsInput = async (p: Promise<unknown>) => assert.rejects(p, InvalidInputError);

describe('api resources against the emulator', function () {
  this.timeout(30_000);
  let h: Harness;
  let client: ApiClient;
  before(async () => {
    h = await startHarness();
    client = h.client();
    await client.scopes();
  });
  after(async () => h.emu.close());
  beforeEach(async () => h.reset());

  describe('token exchange profiles', () => {
    it('lists page by page (checkpoint), iterates all, gets one', async () => {
      const first = await listTokenExchangeProfiles(client, { take: 2 });
      assert.equal(first.items.length, 2);
      assert.ok(first.cursor);
      const second = await listTokenExchangeProfiles(client, { take: 2, from: first.cursor });
      assert.equal(second.cursor, undefined);
      const all = await collect(iterateTokenExchangeProfiles(client, { take: 1 }));
      assert.deepEqual(all.map((p) => p.id).sort(), Object.values(DEMO_TOKEN_EXCHANGE_PROFILE_IDS).sort());
      const one = await getTokenExchangeProfile(client, DEMO_TOKEN_EXCHANGE_PROFILE_IDS.partner);
      assert.equal(one.id, DEMO_TOKEN_EXCHANGE_PROFILE_IDS.partner);
    });

    it('creates (201), then 409 on a duplicate subject_token_type with a helpful message', async () => {
      const body = { name: 'CLI tokens', subject_token_type: 'urn:acme:cli-token', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
      const created = await createTokenExchangeProfile(client, body);
      assert.match(created.id, /^tep_/);
      assert.equal(created.subject_token_type, body.subject_token_type);
      assert.ok(created.created_at);
      const err = await createTokenExchangeProfile(client, { ...body, name: 'Again' }).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 409);
      assert.match(toUserMessage(err), /already exists: choose another subject_token_type/);
    });

    it('checks the body before sending (nothing reaches the tenant)', async () => {
      const body = { name: 'ok name', subject_token_type: 'not-a-uri', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
      await rejectsInput(createTokenExchangeProfile(client, body));
      await rejectsInput(createTokenExchangeProfile(client, { ...body, subject_token_type: 'urn:acme:x', extra: 1 } as never));
      assert.equal(h.count('POST /api/v2/token-exchange-profiles'), 0);
    });

    it('reports the server-side 400s (undeployed action)', async () => {
      const body = { name: 'Undeployed', subject_token_type: 'urn:acme:undeployed', action_id: DEMO_ACTION_IDS.cteNotDeployed, type: 'custom_authentication' as const };
      await assert.rejects(createTokenExchangeProfile(client, body), (e: unknown) => e instanceof ApiError && e.status === 400 && /not deployed/.test(toUserMessage(e)));
    });
  });

  describe('connections', () => {
    it('lists with take/from and a strategy filter, iterates all, gets one with options', async () => {
      const page = await listConnections(client, { take: 4 });
      assert.equal(page.items.length, 4);
      assert.ok(page.cursor);
      const all = await collect(iterateConnections(client, { take: 4 }));
      assert.equal(all.length, Object.keys(DEMO_CONNECTION_IDS).length);
      assert.equal(new Set(all.map((c) => c.id)).size, all.length);
      const db = await listConnections(client, { strategy: ['auth0'] });
      assert.ok(db.items.length >= 2 && db.items.every((c) => c.strategy === 'auth0'));
      const both = await listConnections(client, { strategy: ['auth0', 'google-oauth2'] });
      assert.ok(both.items.some((c) => c.strategy === 'google-oauth2'));
      const conn = await getConnection(client, DEMO_CONNECTION_IDS.database);
      assert.equal(conn.id, DEMO_CONNECTION_IDS.database);
      assert.ok(conn.options && typeof conn.options === 'object');
    });

    it('updates (PATCH) and returns the connection; a bad body is never sent', async () => {
      const before = await getConnection(client, DEMO_CONNECTION_IDS.github);
      const updated = await updateConnection(client, DEMO_CONNECTION_IDS.github, {
        display_name: 'GitHub (staff)',
        metadata: { team: 'identity' },
        show_as_button: true,
      });
      assert.equal(updated.display_name, 'GitHub (staff)');
      assert.deepEqual(updated.metadata, { team: 'identity' });
      assert.equal(updated.name, before.name);
      await rejectsInput(updateConnection(client, DEMO_CONNECTION_IDS.github, { name: 'renamed' } as never));
      await rejectsInput(updateConnection(client, DEMO_CONNECTION_IDS.github, {}));
      await rejectsInput(updateConnection(client, '', { show_as_button: true }));
      assert.equal(h.count('PATCH /api/v2/connections/:id'), 1);
    });

    it('encodes path parameters', async () => {
      const err = await getConnection(client, 'con/../../x?y').then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 404);
      assert.equal(err.path, '/api/v2/connections/con%2F..%2F..%2Fx%3Fy');
    });
  });

  describe('vault connections', () => {
    it('lists with offset paging (cursor = next page number), iterates, gets one', async () => {
      const first = await listVaultConnections(client, { perPage: 1 });
      assert.equal(first.items.length, 1);
      assert.equal(first.cursor, '1');
      const second = await listVaultConnections(client, { perPage: 1, page: first.cursor });
      assert.equal(second.cursor, undefined);
      const all = await collect(iterateVaultConnections(client, { perPage: 1 }));
      assert.deepEqual(all.map((v) => v.id).sort(), Object.values(DEMO_VAULT_CONNECTION_IDS).sort());
      const one = await getVaultConnection(client, DEMO_VAULT_CONNECTION_IDS.activeCampaign);
      assert.equal(one.app_id, 'ACTIVECAMPAIGN');
    });

    it('creates an ActiveCampaign connection; the api key never comes back', async () => {
      const apiKey = 'ac-api-key-0123456789';
      const created = await createVaultConnection(client, {
        name: 'Marketing',
        app_id: 'ACTIVECAMPAIGN',
        setup: { type: 'API_KEY', api_key: apiKey, base_url: 'https://acme.api-us1.com' },
      });
      assert.match(created.id, /^ac_/);
      assert.equal(created.name, 'Marketing');
      assert.ok(!JSON.stringify(created).includes(apiKey));
      await rejectsInput(createVaultConnection(client, { name: 'x', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY', api_key: 'k', base_url: 'http://insecure' } }));
      assert.equal(h.count('POST /api/v2/flows/vault/connections'), 1);
    });
  });

  describe('event streams', () => {
    it('lists (envelope with eventStreams) and gets one', async () => {
      const page = await listEventStreams(client);
      assert.deepEqual(page.items.map((s) => s.id).sort(), Object.values(DEMO_EVENT_STREAM_IDS).sort());
      assert.equal((await getEventStream(client, STREAM)).id, STREAM);
    });

    it('pages failed deliveries by nextPageToken and stops at the end', async () => {
      const first = await listFailedDeliveries(client, STREAM, { take: 3 });
      assert.equal(first.items.length, 3);
      assert.ok(first.cursor);
      const second = await listFailedDeliveries(client, STREAM, { take: 3, from: first.cursor });
      assert.equal(second.items.length, 1);
      assert.equal(second.cursor, undefined, 'a short page is the last one even though nextPageToken is sent');
      h.emu.resetStats();
      const all = await collect(iterateFailedDeliveries(client, STREAM, { take: 2 }));
      assert.deepEqual(all.map((d) => d.id).sort(), [...DEMO_EVENT_IDS.userWebhook.failed].sort());
      assert.ok(all.every((d) => d.status === 'failed'));
      assert.equal(h.count('GET /api/v2/event-streams/:id/deliveries'), 3, 'two full pages, then the empty one ends it');
    });

    it('guards against a delivery listing that does not advance', async () => {
      let calls = 0;
      // The tenant answers a fresh nextPageToken every time; this fetcher never passes it back.
      const all = await collect(iteratePages(() => (calls++, listFailedDeliveries(client, STREAM, { take: 2 }))));
      assert.equal(all.length, 2);
      assert.equal(calls, 2);
    });

    it('redelivers one failed event (202 with {}), 409 for one that is not failed', async () => {
      await redeliverEvent(client, STREAM, DEMO_EVENT_IDS.userWebhook.failed[0]);
      const err = await redeliverEvent(client, STREAM, DEMO_EVENT_IDS.userWebhook.pending).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 409);
      const left = await collect(iterateFailedDeliveries(client, STREAM));
      assert.equal(left.length, DEMO_EVENT_IDS.userWebhook.failed.length - 1);
    });

    it('redelivers all failed events in bulk', async () => {
      const echo = await redeliverFailed(client, STREAM);
      assert.deepEqual(echo, { statuses: ['failed'] });
      assert.deepEqual((await listFailedDeliveries(client, STREAM)).items, []);
    });

    it('checks the 26-character ids before sending', async () => {
      await rejectsInput(redeliverEvent(client, STREAM, 'evt_short'));
      await rejectsInput(redeliverEvent(client, `${STREAM}x`, DEMO_EVENT_IDS.userWebhook.failed[0]));
      await rejectsInput(deleteEventStream(client, 'est_tooShort'));
      await rejectsInput(listFailedDeliveries(client, 'est_tooShort'));
      assert.equal(h.emu.stats().requests, 0);
    });

    it('deletes a stream, and deleting it again is fine', async () => {
      await deleteEventStream(client, DEMO_EVENT_STREAM_IDS.orgEventBridge);
      await deleteEventStream(client, DEMO_EVENT_STREAM_IDS.orgEventBridge);
      await assert.rejects(getEventStream(client, DEMO_EVENT_STREAM_IDS.orgEventBridge), (e: unknown) => e instanceof ApiError && e.status === 404);
      assert.deepEqual((await listEventStreams(client)).items.map((s) => s.id), [STREAM, DEMO_EVENT_STREAM_IDS.userAction]);
    });
  });

  describe('guardian phone message types', () => {
    it('reads and replaces the list; an invalid list is never sent', async () => {
      assert.deepEqual((await getPhoneMessageTypes(client)).message_types, ['sms']);
      assert.deepEqual((await setPhoneMessageTypes(client, { message_types: ['sms', 'voice'] })).message_types, ['sms', 'voice']);
      assert.deepEqual((await getPhoneMessageTypes(client)).message_types, ['sms', 'voice']);
      assert.deepEqual((await setPhoneMessageTypes(client, { message_types: [] })).message_types, []);
      await rejectsInput(setPhoneMessageTypes(client, { message_types: ['email'] } as never));
      assert.equal(h.count('PUT /api/v2/guardian/factors/phone/message-types'), 2);
    });
  });

  describe('verification templates', () => {
    it('pages through all templates (checkpoint), gets one, reads requested claims', async () => {
      const first = await listVerificationTemplates(client);
      assert.equal(first.items.length, 50);
      const all = await collect(iterateVerificationTemplates(client, { take: 40 }));
      assert.equal(all.length, DEMO_TEMPLATE_COUNT);
      assert.equal(new Set(all.map((t) => t.id)).size, DEMO_TEMPLATE_COUNT);
      const one = await getVerificationTemplate(client, demoTemplateId(1));
      assert.equal(one.id, demoTemplateId(1));
      assert.ok(requestedClaims(one).length > 0);
    });

    it('a bogus cursor is a 400; an iterator restarts cleanly once and yields every item once', async () => {
      await assert.rejects(listVerificationTemplates(client, { from: 'bogus' }), (e: unknown) => e instanceof ApiError && e.status === 400);
      let calls = 0;
      const items = await collect(iteratePages(async (cursor) => {
        calls++;
        // the second request uses a cursor that the tenant no longer accepts
        return listVerificationTemplates(client, { take: 30, from: calls === 2 ? 'expired-cursor' : cursor });
      }));
      assert.equal(items.length, DEMO_TEMPLATE_COUNT);
      assert.equal(new Set(items.map((t) => t.id)).size, DEMO_TEMPLATE_COUNT);
    });
  });

  describe('actions', () => {
    it('lists with filters and offset paging', async () => {
      const all = await listActions(client);
      assert.equal(all.items.length, 8);
      assert.equal(all.cursor, undefined);
      const paged = await listActions(client, { perPage: 5 });
      assert.equal(paged.cursor, '1');
      const last = await listActions(client, { perPage: 5, page: 1 });
      assert.equal(last.items.length, 3);
      assert.equal(last.cursor, undefined);
    });
  });
});
