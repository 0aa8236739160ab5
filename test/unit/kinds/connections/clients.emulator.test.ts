/**
 * A connection's enabled applications and status through our client, against the emulator over loopback: ids and
 * applications read page after page, changes sent in requests of at most 50, a failure mid-run reporting what was
 * applied, bad input refused with nothing sent, and the status online / offline.
 */
import assert from 'node:assert/strict';
import type { ApiClient } from '../../../../src/api/client';
import {
  connectionStatus, ENABLED_CLIENTS_PER_REQUEST, iterateApplications, iterateEnabledClientIds, setEnabledClients, type EnabledClientChange,
} from '../../../../src/kinds/connections/clients';
import { ApiError, InvalidInputError } from '../../../../src/api/errors';
import { collect } from '../../../../src/api/paging';
import { EMULATOR_CLIENTS } from '../../../../src/emulator/auth/clients';
import { DEMO_APPLICATION_IDS as A, demoApplications, generatedApplication } from '../../../../src/emulator/seed/applications';
import { DEMO_CONNECTION_IDS as C } from '../../../../src/emulator/seed/ids';
import { harnessSuite } from '../../api/emulatorHarness';

const PATCH = 'PATCH /api/v2/connections/:id/clients';
const LIST = 'GET /api/v2/connections/:id/clients';
const CLIENTS = 'GET /api/v2/clients';
const generated = (n: number) => Array.from({ length: n }, (_, i) => generatedApplication(i + 1).client_id);

describe('api: a connection\'s enabled applications and status', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  let client: ApiClient;
  beforeEach(() => {
    client = h.client();
  });

  it('sends 120 changes as three requests of at most 50, and all of them apply', async () => {
    await h.control('POST', '/applications', { count: 120 });
    const changes: EnabledClientChange[] = generated(120).map((client_id) => ({ client_id, status: true }));
    const progress: number[] = [];
    const run = await setEnabledClients(client, C.github, changes, { onApplied: (n) => progress.push(n) });
    assert.equal(h.count(PATCH), 3);
    assert.equal(run.requests, 3);
    assert.deepEqual(progress, [50, 100, 120]);
    assert.equal(run.applied.length, 120);
    assert.equal(run.error, undefined);
    const ids = await collect(iterateEnabledClientIds(client, C.github, { take: 50 }));
    assert.equal(ids.length, 121, 'the demo SPA and the 120 new ones');
    assert.equal(h.count(LIST), 3, 'read in pages of 50');
    assert.ok(ENABLED_CLIENTS_PER_REQUEST <= 50);
  });

  it('disables as well as enables, and a client id given twice keeps its last status', async () => {
    await setEnabledClients(client, C.database, [
      { client_id: A.mobile, status: true }, { client_id: A.backOffice, status: false }, { client_id: A.kiosk, status: true }, { client_id: A.kiosk, status: false },
    ]);
    assert.deepEqual(await collect(iterateEnabledClientIds(client, C.database)), [A.storefront, A.mobile]);
  });

  it('a failing request stops the run: the earlier requests stay applied, the rest is reported not applied', async () => {
    await h.control('POST', '/applications', { count: 60 });
    const changes = [...generated(60), 'unknownClientId000000000000000000'].map((client_id) => ({ client_id, status: true }));
    const run = await setEnabledClients(client, C.github, changes);
    assert.equal(run.requests, 2);
    assert.equal(run.applied.length, 50);
    assert.equal(run.notApplied.length, 11);
    assert.ok(run.error instanceof ApiError && run.error.status === 404);
    assert.equal((await collect(iterateEnabledClientIds(client, C.github))).length, 51);
  });

  it('a raised stop sends no further request', async () => {
    await h.control('POST', '/applications', { count: 100 });
    const stop = new AbortController();
    const run = await setEnabledClients(client, C.github, generated(100).map((client_id) => ({ client_id, status: true })), { stop: stop.signal, onApplied: () => stop.abort() });
    assert.equal(h.count(PATCH), 1);
    assert.equal(run.applied.length, 50);
    assert.equal(run.notApplied.length, 50);
  });

  it('refuses bad changes before anything is sent', async () => {
    for (const bad of [[{ client_id: '', status: true }], [{ client_id: 'x', status: 'yes' }], [{ client_id: 'x', status: true, extra: 1 }]]) {
      await assert.rejects(setEnabledClients(client, C.github, bad as EnabledClientChange[]), InvalidInputError);
    }
    await assert.rejects(setEnabledClients(client, ' ', [{ client_id: A.mobile, status: true }]), InvalidInputError);
    assert.equal(h.count(PATCH), 0);
  });

  it('reads every application by name in offset pages', async () => {
    await h.control('POST', '/applications', { count: 130 });
    const apps = await collect(iterateApplications(client, { perPage: 50 }));
    const total = EMULATOR_CLIENTS.length + demoApplications().length + 130;
    assert.equal(apps.length, total);
    assert.equal(h.count(CLIENTS), Math.ceil(total / 50));
    assert.equal(apps.find((a) => a.client_id === A.storefront)?.name, 'Storefront');
    assert.equal(apps.find((a) => a.client_id === A.storefront)?.app_type, 'spa');
  });

  it('reading applications without read:clients is a 403 naming the scope', async () => {
    const reader = h.client({ tokenProvider: h.provider({ scope: 'read:connections' }) });
    await assert.rejects(collect(iterateApplications(reader)), (e: unknown) => e instanceof ApiError && e.status === 403 && /read:clients/.test(e.serverMessage));
  });

  it('reports the status: online, offline with the service\'s message; an unknown connection throws', async () => {
    assert.deepEqual(await connectionStatus(client, C.waad), { online: true });
    await h.control('PUT', `/connections/${C.waad}/online`, { online: false });
    const offline = await connectionStatus(client, C.waad);
    assert.equal(offline.online, false);
    assert.match(offline.online ? '' : offline.message, /offline/);
    await h.control('PUT', `/connections/${C.waad}/online`, { online: true });
    assert.deepEqual(await connectionStatus(client, C.waad), { online: true });
    await assert.rejects(connectionStatus(client, 'con_doesNotExist00'), (e: unknown) => e instanceof ApiError && e.errorCode === 'inexistent_connection');
  });
});
