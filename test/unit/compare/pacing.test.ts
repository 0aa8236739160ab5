// #16 (G7): Compare Tenants reads both tenants paced by each one's rate limit. Two emulators over loopback
// (`--seed demo` and `--seed demo-production`), each with a low limit of its own, are compared kind after kind as
// the command does (compareKindBetween with each tenant's own client and names): no request is refused with 429,
// on either tenant, every request is made once (no retry), and the reads took at least the time the limits allow.
import assert from 'node:assert/strict';
import { compareKindBetween, type Side } from '../../../src/compare/compare';
import { COMPARE_KINDS } from '../../../src/compare/kinds';
import { NameCache } from '../../../src/compare/names';
import type { RequestEvent } from '../../../src/api/client';
import { startHarness, type Harness } from '../api/emulatorHarness';

/** Requests per second and bucket size of each tenant: production is the slower one. */
const STAGING = { rate: 20, burst: 4 };
const PRODUCTION = { rate: 10, burst: 3 };

/** The requests of one side of the comparison (both seeds give the same ones). */
const ROUTES = {
  'POST /oauth/token': 1,
  'GET /api/v2/connections': 1,
  'GET /api/v2/connections/:id/clients': 10,
  // Once for the applications' names (connections name theirs), once for the applications themselves, once for the
  // names of the client grants' applications (a grant is keyed by its application's name).
  'GET /api/v2/clients': 3,
  'GET /api/v2/client-grants': 1,
  'GET /api/v2/token-exchange-profiles': 1,
  // Once for the actions' names (token exchange profiles name theirs), once for the actions themselves.
  'GET /api/v2/actions/actions': 2,
  'GET /api/v2/event-streams': 1,
  'GET /api/v2/flows/vault/connections': 1,
  'GET /api/v2/guardian/factors/phone/message-types': 1,
  'GET /api/v2/guardian/factors/phone/selected-provider': 1,
  'GET /api/v2/guardian/factors/phone/templates': 1,
  // 125 templates in pages of 100 (the most the service gives: compare asks for full pages).
  'GET /api/v2/verifiable-credentials/verification/templates': 2,
  // The APIs themselves, and their names by identifier (a client grant's copy checks the target has its API).
  'GET /api/v2/resource-servers': 2,
};

describe('compare: each tenant\'s reads are paced by its own rate limit', function () {
  this.timeout(60_000);
  let staging: Harness;
  let production: Harness;

  before(async () => {
    [staging, production] = await Promise.all([
      startHarness({ seed: 'demo', rateLimit: STAGING }), startHarness({ seed: 'demo-production', rateLimit: PRODUCTION }),
    ]);
  });
  after(async () => {
    await Promise.all([staging?.emu.close(), production?.emu.close()]);
  });

  it('every kind compared: no 429 on either tenant, one attempt per request, at most the limit per second', async () => {
    const sideOf = (h: Harness, events: (RequestEvent & { at: number })[]): Side => {
      const client = h.client({ onRequest: (e) => events.push({ ...e, at: Date.now() }) });
      return { client, names: new NameCache(client) };
    };
    const eventsA: (RequestEvent & { at: number })[] = [];
    const eventsB: (RequestEvent & { at: number })[] = [];
    const a = sideOf(staging, eventsA);
    const b = sideOf(production, eventsB);
    staging.emu.resetStats();
    production.emu.resetStats();
    const t0 = Date.now();
    const found: string[] = [];
    for (const kind of COMPARE_KINDS) {
      for (const e of await compareKindBetween(kind, a, b)) if (e.status !== 'same') found.push(`${e.status} ${e.name}`);
    }
    assert.ok(found.includes('differs partners-db') && found.includes('onlyB facebook'), found.join(', '));
    for (const [name, h, events, limit] of [['staging', staging, eventsA, STAGING], ['production', production, eventsB, PRODUCTION]] as const) {
      const stats = h.emu.stats();
      assert.equal(stats.rateLimited, 0, `${name}: no request refused with 429`);
      assert.deepEqual(events.filter((e) => e.status === 429 || e.retry > 0).map((e) => `${e.status} ${e.path}`), [], `${name}: no 429, no retry`);
      // One token, then per kind its paged list (templates: 2 pages of 100), each paired connection's enabled clients,
      // the names of applications and actions, the phone factors' three reads.
      assert.deepEqual(stats.byRoute, ROUTES, `${name}: the requests of a comparison, each once`);
      assert.equal(events.length, stats.requests - 1, `${name}: every API request the client made reached the emulator once`);
      // The token request takes one from the same bucket: past the burst, the rest come at most `rate` a second.
      const elapsed = events.at(-1)!.at - t0;
      const floor = ((stats.requests - limit.burst) / limit.rate) * 1000;
      assert.ok(elapsed >= floor * 0.9, `${name}: ${stats.requests} requests in ${elapsed} ms, faster than ${limit.rate}/s allows (${Math.round(floor)} ms)`);
    }
  });
});
