/**
 * The official SDK (`auth0`) as a second client of the emulator's client grant endpoints: list page by page (its
 * checkpoint paging) and filtered, create, get, update, delete, and its typed errors (409 an existing grant, 404 an
 * unknown client or audience, 403 a missing scope). Every answer is checked against a strict shape declared as the
 * SDK type it stands for.
 */
import assert from 'node:assert/strict';
import type { Management } from 'auth0';
import { z } from 'zod';
import { DEMO_APPLICATION_IDS as A } from '../../../src/emulator/seed/applications';
import { DEMO_GRANT_IDS as G } from '../../../src/emulator/seed/clientGrants';
import { harnessSuite } from '../api/emulatorHarness';
import { parses, sdkError, sdkFor } from './sdkClient';

const grant = z.strictObject({
  id: z.string().regex(/^cgr_[A-Za-z0-9]+$/), client_id: z.string().min(1), audience: z.string().min(1), scope: z.array(z.string().min(1)),
  organization_usage: z.enum(['deny', 'allow', 'require']).optional(), allow_any_organization: z.boolean().optional(), subject_type: z.enum(['client', 'user']).optional(),
}) satisfies z.ZodType<Management.ClientGrantResponseContent>;

describe('emulator: the official SDK as a second client of the client grant endpoints', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  const sdk = (s?: string) => sdkFor(h.url, s);

  it('lists page by page (checkpoint paging) and by audience or client', async () => {
    const grants = (await sdk()).clientGrants;
    let page = await grants.list({ take: 2 });
    const all: z.infer<typeof grant>[] = [];
    for (;;) {
      all.push(...page.data.map((g) => parses(grant, g, 'list item')));
      if (!page.hasNextPage()) break;
      page = await page.getNextPage();
    }
    assert.equal(all[0]!.client_id, 'emulator-admin');
    assert.deepEqual(all.filter((g) => !g.id.startsWith('cgr_emulator')).map((g) => g.id), [G.backOfficeOrders, G.backOfficeInventory, G.reportingBilling, G.reportingOrders]);
    const orders = await grants.list({ audience: 'https://api.example.com/orders' });
    assert.deepEqual(orders.data.map((g) => g.id), [G.backOfficeOrders, G.reportingOrders]);
    const reporting = await grants.list({ client_id: A.reporting });
    assert.deepEqual(reporting.data.map((g) => g.id), [G.reportingBilling, G.reportingOrders]);
  });

  it('creates, gets, updates and deletes; every answer has the SDK\'s shape', async () => {
    const grants = (await sdk()).clientGrants;
    const created = parses(grant, await grants.create({ client_id: A.reporting, audience: 'urn:example:inventory', scope: ['read:stock'] }), 'create');
    assert.deepEqual(created.scope, ['read:stock']);
    assert.equal(parses(grant, await grants.get(created.id), 'get').audience, 'urn:example:inventory');
    const updated = parses(grant, await grants.update(created.id, { scope: ['read:stock', 'write:stock'], organization_usage: 'allow', allow_any_organization: true }), 'update');
    assert.deepEqual([updated.scope, updated.organization_usage, updated.allow_any_organization], [['read:stock', 'write:stock'], 'allow', true]);
    await grants.delete(created.id);
    await grants.delete(created.id);
    await assert.rejects(grants.get(created.id), sdkError(404, 'NotFoundError', /does not exist/));
  });

  it('the SDK\'s typed errors: 409 an existing grant, 404 unknown client or audience, 403 missing scope', async () => {
    const grants = (await sdk()).clientGrants;
    await assert.rejects(grants.create({ client_id: A.backOffice, audience: 'https://api.example.com/orders', scope: [] }), sdkError(409, 'ConflictError', /already exists/));
    await assert.rejects(grants.create({ client_id: 'nope', audience: 'https://api.example.com/orders' }), sdkError(404, 'NotFoundError', /client/));
    await assert.rejects(grants.create({ client_id: A.backOffice, audience: 'https://nowhere.example.com' }), sdkError(404, 'NotFoundError', /resource server/));
    const reader = (await sdk('read:client_grants')).clientGrants;
    await assert.rejects(reader.create({ client_id: A.kiosk, audience: 'https://api.example.com/orders' }), sdkError(403, 'ForbiddenError', /create:client_grants/));
    await assert.rejects(reader.update(G.backOfficeOrders, { scope: [] }), sdkError(403, 'ForbiddenError', /update:client_grants/));
    await assert.rejects(reader.delete(G.backOfficeOrders), sdkError(403, 'ForbiddenError', /delete:client_grants/));
    const none = (await sdk('read:clients')).clientGrants;
    await assert.rejects(none.get(G.backOfficeOrders), sdkError(403, 'ForbiddenError', /read:client_grants/));
  });
});
