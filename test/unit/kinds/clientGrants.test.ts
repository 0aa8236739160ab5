// The client grant description: its calls against the emulator (filtered lists, create, the 409 of a second grant,
// the scopes as a whole, delete), the names its rows show (read again when a grant names a new application), its
// natural key and normalised form (application by name, API by identifier, scopes sorted; the Management API's grants
// left out), its copy plan (mapped to the target's application by name; blocked, saying why, when the application or
// the API is missing there) and its workspace files.
import assert from 'node:assert/strict';
import { ApiError, InvalidInputError } from '../../../src/api/errors';
import { allGrants, createGrant, deleteGrant, getGrant, listGrants, updateGrantScopes } from '../../../src/kinds/clientGrants/api';
import { grantKey, grantsCompare, isManagementGrant } from '../../../src/kinds/clientGrants/compare';
import { planGrant } from '../../../src/kinds/clientGrants/copy';
import { grantsFiles } from '../../../src/kinds/clientGrants/files';
import { nameBook } from '../../../src/kinds/clientGrants/nameBook';
import { DEMO_APPLICATION_IDS as A } from '../../../src/emulator/seed/applications';
import { DEMO_GRANT_IDS as G } from '../../../src/emulator/seed/clientGrants';
import { collect } from '../../../src/api/paging';
import { harnessSuite } from '../api/emulatorHarness';

const ORDERS = 'https://api.example.com/orders';

describe('client grants: calls against the emulator', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  it('lists by audience and by client, page after page; reads one', async () => {
    const client = h.client();
    const first = await listGrants(client, { take: 2 });
    assert.equal(first.items.length, 2);
    assert.ok(first.cursor);
    assert.deepEqual((await allGrants(client, { audience: ORDERS })).map((g) => g.id), [G.backOfficeOrders, G.reportingOrders]);
    assert.deepEqual((await allGrants(client, { clientId: A.reporting })).map((g) => g.audience), ['https://billing.example.com/', ORDERS]);
    assert.deepEqual((await getGrant(client, G.backOfficeOrders)).scope, ['read:orders', 'update:orders']);
  });

  it('creates, refuses a second grant (409), replaces the scopes, deletes (twice); bad input never reaches the server', async () => {
    const client = h.client();
    const created = await createGrant(client, { client_id: A.reporting, audience: 'urn:example:inventory', scope: ['read:stock'] });
    await assert.rejects(createGrant(client, { client_id: A.reporting, audience: 'urn:example:inventory', scope: [] }), (e: unknown) => e instanceof ApiError && e.status === 409);
    assert.deepEqual((await updateGrantScopes(client, created.id, ['write:stock'])).scope, ['write:stock']);
    await assert.rejects(updateGrantScopes(client, created.id, ['']), InvalidInputError);
    assert.equal(await deleteGrant(client, created.id), 'deleted');
    assert.equal(await deleteGrant(client, created.id), 'gone');
    await assert.rejects(getGrant(client, created.id), (e: unknown) => e instanceof ApiError && e.status === 404);
  });

  it('names applications and APIs, read again when a grant names one not seen before', async () => {
    const client = h.client();
    const book = nameBook();
    await book.ensure(client, 'applications', [A.backOffice]);
    assert.equal(book.name('applications', A.backOffice), 'Back Office Sync');
    const before = h.count('GET /api/v2/clients');
    await book.ensure(client, 'applications', [A.reporting]);
    assert.equal(h.count('GET /api/v2/clients'), before, 'known names are not read again');
    await book.ensure(client, 'applications', ['unknown-client']);
    assert.equal(h.count('GET /api/v2/clients'), before + 1);
    assert.equal(book.name('applications', 'unknown-client'), 'unknown-client');
    await book.ensure(client, 'apis', [ORDERS]);
    assert.equal(book.name('apis', ORDERS), 'Orders API');
  });

  it('compare reads every grant with its application\'s name, leaving out the Management API\'s', async () => {
    const items = await collect(grantsCompare.items(h.client(), {}));
    assert.deepEqual(items.map(grantKey), [
      `Back Office Sync → ${ORDERS}`, 'Back Office Sync → urn:example:inventory', 'Reporting Job → https://billing.example.com/', `Reporting Job → ${ORDERS}`,
    ]);
    assert.equal(grantKey(await grantsCompare.read(h.client(), G.reportingOrders, {})), `Reporting Job → ${ORDERS}`);
  });
});

describe('client grants: natural key, normalised form, copy plan, files', () => {
  const source = { id: 'cgr_a', client_id: 'src-id', application: 'Back Office Sync', audience: ORDERS, scope: ['update:orders', 'read:orders', 'read:orders'] };
  const targetNames = { applications: new Map([['tgt-id', 'Back Office Sync']]), apis: new Map([[ORDERS, 'Orders API']]) };

  it('the Management API\'s grants are not compared; the normalised form names the application and sorts the scopes', () => {
    assert.ok(isManagementGrant({ audience: 'https://tenant.example.com/api/v2/' }));
    assert.ok(!isManagementGrant({ audience: ORDERS }));
    const n = grantsCompare.normalise(source, { apis: new Map([[ORDERS, 'Orders API']]) });
    assert.deepEqual(n.value, { application: 'Back Office Sync', audience: ORDERS, scope: ['read:orders', 'update:orders'] });
    assert.equal(n.name, 'Back Office Sync → Orders API');
    assert.equal(n.key, `Back Office Sync → ${ORDERS}`);
    assert.equal(grantKey(n.value), n.key, 'a file\'s value has the same key');
  });

  it('a missing grant is created for the target\'s application of that name; the same scopes send nothing; others replace them', () => {
    const create = planGrant({ resource: source, names: {} }, { names: targetNames, scopes: new Set() });
    assert.equal(create.action.kind, 'create');
    assert.deepEqual(create.action.kind === 'create' && create.action.body, { client_id: 'tgt-id', audience: ORDERS, scope: ['read:orders', 'update:orders'] });
    assert.equal(create.scope, 'create:client_grants');
    const same = planGrant({ resource: source, names: {} }, { resource: { id: 'cgr_t', scope: ['read:orders', 'update:orders'] }, names: targetNames, scopes: new Set() });
    assert.equal(same.action.kind, 'none');
    const update = planGrant({ resource: source, names: {} }, { resource: { id: 'cgr_t', scope: ['read:orders'] }, names: targetNames, scopes: new Set() });
    assert.deepEqual(update.action.kind === 'update' && [update.action.id, update.action.body], ['cgr_t', { scope: ['read:orders', 'update:orders'] }]);
  });

  it('blocked, saying why, when the target lacks the application or the API', () => {
    const noApp = planGrant({ resource: source, names: {} }, { names: { ...targetNames, applications: new Map() }, scopes: new Set() });
    assert.equal(noApp.action.kind, 'blocked');
    assert.match(noApp.notCopied[0]!.reason, /no application named "Back Office Sync"/);
    const noApi = planGrant({ resource: source, names: {} }, { names: { ...targetNames, apis: new Map() }, scopes: new Set() });
    assert.equal(noApi.action.kind, 'blocked');
    assert.match(noApi.notCopied[0]!.reason, /no API with the identifier https:\/\/api\.example\.com\/orders: copy the API first/);
  });

  it('a file names the application: the plan maps it to the target\'s application', () => {
    const side = grantsFiles.fromFile!({ application: 'Back Office Sync', audience: ORDERS, scope: ['read:orders'] });
    assert.ok('resource' in side);
    const plan = planGrant(side, { names: targetNames, scopes: new Set() });
    assert.deepEqual(plan.action.kind === 'create' && plan.action.body, { client_id: 'tgt-id', audience: ORDERS, scope: ['read:orders'] });
  });
});
