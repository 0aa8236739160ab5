/**
 * The official SDK (`auth0`) as a second client of the emulator's application list, a connection's enabled clients
 * (GET and PATCH) and its status: its requests and its reading of the answers come from the service's API
 * description, so a shape or status the emulator got wrong shows up here even when our own client agrees with it.
 */
import assert from 'node:assert/strict';
import { Management } from 'auth0';
import { z } from 'zod';
import { EMULATOR_CLIENTS } from '../../../src/emulator/auth/clients';
import { DEMO_APPLICATION_IDS as A, demoApplications } from '../../../src/emulator/seed/applications';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { harnessSuite } from '../api/emulatorHarness';
import { parses, sdkError, sdkFor } from './sdkClient';

// The full shape of a client is checked in sdkClients.test.ts; here, the fields the list of names needs.
const application = z.looseObject({
  client_id: z.string().min(1), name: z.string().min(1), description: z.string().optional(), app_type: z.enum(Object.values(Management.ClientAppTypeEnum)),
  is_first_party: z.boolean(), global: z.boolean(),
}) satisfies z.ZodType<Management.Client>;
const applicationList = z.strictObject({ start: z.number(), limit: z.number(), total: z.number(), clients: z.array(application) }) satisfies z.ZodType<Management.ListClientsOffsetPaginatedResponseContent>;
const enabledList = z.strictObject({ clients: z.array(z.strictObject({ client_id: z.string() })), next: z.string().min(1).optional() }) satisfies z.ZodType<Management.GetConnectionEnabledClientsResponseContent>;
const APPLICATIONS = EMULATOR_CLIENTS.length + demoApplications().length;

describe('emulator: the official SDK as a second client of applications, enabled clients and connection status', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  const sdk = (scope?: string) => sdkFor(h.url, scope);

  const enabledIds = async (connectionId: string, take = 50): Promise<string[]> => {
    const ids: string[] = [];
    let page = await (await sdk()).connections.clients.get(connectionId, { take });
    for (;;) {
      parses(enabledList, page.response, 'enabled clients page');
      ids.push(...page.data.map((c) => c.client_id));
      if (!page.hasNextPage()) return ids;
      page = await page.getNextPage();
    }
  };

  it('lists the applications page by page (offset, totals) with names; every page has the SDK\'s shape', async () => {
    await h.control('POST', '/applications', { count: 40 });
    let page = await (await sdk()).clients.list({ per_page: 20 });
    const names: string[] = [];
    let pages = 0;
    for (;;) {
      const body = parses(applicationList, page.response, 'clients page');
      assert.equal(body.total, APPLICATIONS + 40);
      names.push(...page.data.map((c) => c.name ?? ''));
      pages++;
      if (!page.hasNextPage()) break;
      page = await page.getNextPage();
    }
    assert.equal(names.length, APPLICATIONS + 40);
    assert.equal(pages, 3);
    assert.ok(names.includes('Storefront') && names.includes('Generated app 0040'));
  });

  it('filters by app_type and projects fields', async () => {
    const page = await (await sdk()).clients.list({ app_type: 'spa', fields: 'client_id,name', include_fields: true });
    assert.deepEqual(page.data.map((c) => c.name).sort(), ['In-Store Kiosk', 'Storefront']);
    assert.deepEqual(Object.keys(page.data[0]!).sort(), ['client_id', 'name']);
  });

  it('a token without a client-read scope gets 403 naming read:clients', async () => {
    const reader = await sdk('read:connections');
    await assert.rejects(reader.clients.list(), sdkError(403, 'ForbiddenError', /read:clients/));
  });

  it('reads a connection\'s enabled clients in checkpoint pages, and 404 for an unknown connection', async () => {
    assert.deepEqual(await enabledIds(C.database, 1), [A.storefront, A.backOffice]);
    await assert.rejects((await sdk()).connections.clients.get('con_doesNotExist00', {}), sdkError(404, 'NotFoundError', /does not exist/));
  });

  it('enables and disables clients (204); the next read shows the change', async () => {
    const clients = (await sdk()).connections.clients;
    const res = await clients.update(C.google, [{ client_id: A.mobile, status: true }, { client_id: A.storefront, status: false }]).withRawResponse();
    assert.equal(res.rawResponse.status, 204);
    assert.deepEqual(await enabledIds(C.google), [A.mobile]);
    await h.control('PATCH', `/connections/${C.google}`, { enabled_clients: [A.mobile, 'deletedClient000000000000000000001'] });
    await clients.update(C.google, [{ client_id: 'deletedClient000000000000000000001', status: false }]);
    assert.deepEqual(await enabledIds(C.google), [A.mobile], 'an id no application has can be disabled');
  });

  it('refuses more than 50 changes (400), an unknown client (404) and a missing scope (403); nothing applied', async () => {
    const clients = (await sdk()).connections.clients;
    const many = Array.from({ length: 51 }, (_, i) => ({ client_id: `genApp${String(i + 1).padStart(26, '0')}`, status: true }));
    await h.control('POST', '/applications', { count: 51 });
    await assert.rejects(clients.update(C.google, many), sdkError(400, 'BadRequestError', /maximum 50/));
    await assert.rejects(clients.update(C.google, [{ client_id: A.mobile, status: true }, { client_id: 'nope', status: true }]), sdkError(404, 'NotFoundError', /client does not exist/));
    const reader = (await sdk('read:connections')).connections.clients;
    await assert.rejects(reader.update(C.google, [{ client_id: A.mobile, status: true }]), sdkError(403, 'ForbiddenError', /update:connections/));
    assert.deepEqual(await enabledIds(C.google), [A.storefront]);
  });

  it('checks a connection\'s status: online, then offline (404 with a message), unknown (404)', async () => {
    const connections = (await sdk()).connections;
    await connections.checkStatus(C.waad);
    await h.control('PUT', `/connections/${C.waad}/online`, { online: false });
    await assert.rejects(connections.checkStatus(C.waad), sdkError(404, 'NotFoundError', /offline/));
    await assert.rejects(connections.checkStatus('con_doesNotExist00'), sdkError(404, 'NotFoundError', /connection does not exist/));
  });
});
