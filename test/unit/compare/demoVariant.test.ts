// Compare between two emulators over loopback: `--seed demo` (staging) and `--seed demo-production`. Every kind is
// read through the real API client, paged; the entries are the differences production.ts describes, and no
// document of either side holds a secret.
import assert from 'node:assert/strict';
import { compareKindBetween, compareOne, completeEntry, type Entry, type Side } from '../../../src/compare/compare';
import { COMPARE_KINDS, compareKind } from '../../../src/compare/kinds';
import { parseCli, UsageError } from '../../../src/emulator/cli';
import { NameCache } from '../../../src/compare/names';
import { renderItem } from '../../../src/compare/render';
import { DEMO_CONNECTION_IDS, DEMO_TOKEN_EXCHANGE_PROFILE_IDS, demoTemplateId } from '../../../src/emulator/seed/ids';
import { startHarness, type Harness } from '../api/emulatorHarness';

const english = (m: string, ...args: (string | number)[]) => m.replace(/\{(\d+)\}/g, (_w, i: string) => String(args[Number(i)]));
const side = (h: Harness): Side => {
  const client = h.client();
  return { client, names: new NameCache(client) };
};
const summary = (entries: Entry[]) => entries.filter((e) => e.status !== 'same').map((e) => `${e.status} ${e.name}`);

describe('compare: demo (staging) vs demo-production emulators', function () {
  this.timeout(60_000);
  let staging: Harness;
  let production: Harness;

  before(async () => {
    [staging, production] = await Promise.all([startHarness({ seed: 'demo' }), startHarness({ seed: 'demo-production' })]);
  });
  after(async () => {
    await Promise.all([staging?.emu.close(), production?.emu.close()]);
  });

  it('the emulator takes --seed demo-production and names every seed when one is unknown', () => {
    assert.equal((parseCli(['--seed', 'demo-production']) as { seed: string }).seed, 'demo-production');
    assert.throws(() => parseCli(['--seed', 'prod']), (e: unknown) => e instanceof UsageError && /--seed must be demo, demo-production, empty, got "prod"/.test(e.message));
  });

  it('lists per kind what differs, what only one tenant has, and counts the same', async () => {
    const a = side(staging);
    const b = side(production);
    const found: Record<string, string[]> = {};
    const same: Record<string, number> = {};
    for (const kind of COMPARE_KINDS) {
      const entries = await compareKindBetween(kind, a, b);
      found[kind.id] = summary(entries);
      same[kind.id] = entries.filter((e) => e.status === 'same').length;
    }
    assert.deepEqual(found, {
      'connections': ['differs google-oauth2', 'differs partners-db', 'onlyA linkedin', 'onlyB facebook'],
      'token-exchange-profiles': ['onlyA Mobile device token'],
      'event-streams': ['differs user-lifecycle-webhook', 'onlyA user-events-action'],
      'vault-connections': ['differs CRM webhook'],
      'phone-factors': ['differs MFA phone factors'],
      'verification-templates': ['differs Car rental #003'],
      applications: ['differs In-Store Kiosk', 'differs Storefront', 'onlyB Marketing Site'],
      // The system API is never compared (its identifier is each tenant's own domain).
      'apis': ['differs Billing API', 'differs Orders API', 'onlyA Inventory API', 'onlyB Reporting API'],
      // The grants to the Management API are never compared (its identifier is each tenant's own domain).
      'client-grants': ['differs Back Office Sync → Orders API', 'differs Reporting Job → Billing API', 'onlyA Back Office Sync → Inventory API', 'onlyB Reporting Job → Reporting API'],
      // The draft compared (code, runtime, dependencies, triggers, secret names), not what is deployed.
      actions: ['differs add-roles-to-id-token', 'onlyA m2m-token-claims', 'onlyB geo-block-logins'],
    });
    assert.deepEqual(same, { applications: 10, 'connections': 8, 'token-exchange-profiles': 2, 'event-streams': 1, 'vault-connections': 1, 'phone-factors': 0, 'verification-templates': 124, 'apis': 1, 'client-grants': 1, actions: 6 });
  });

  it('a differing connection: enabled applications by name, the option that differs, no secret on either side', async () => {
    const kind = compareKind('connections')!;
    const entry = await compareOne(kind, DEMO_CONNECTION_IDS.google, side(staging), side(production));
    assert.equal(entry.status, 'differs');
    assert.deepEqual(entry.a!.normalised.value.enabled_applications, ['Storefront']);
    assert.deepEqual(entry.b!.normalised.value.enabled_applications, ['Mobile App', 'Storefront']);
    const db = await compareOne(kind, DEMO_CONNECTION_IDS.database, side(staging), side(production));
    assert.equal(db.status, 'same');
    const texts = [renderItem(db.a!, 'connection', english), renderItem(db.b!, 'connection', english)];
    for (const t of texts) {
      assert.match(t, /"gateway_authentication"/);
      assert.doesNotMatch(t, /demo-gateway-secret|created_at|"id"/);
      assert.match(t, /enabled_applications: Back Office Sync is the application dEmOm2MaPpCl1eNt0000000000000002/);
    }
  });

  it('a counterpart is looked for page by page: found on the first page, no further page is read', async () => {
    const route = 'GET /api/v2/verifiable-credentials/verification/templates';
    const before = production.count(route);
    const first = await compareOne(compareKind('verification-templates')!, demoTemplateId(1), side(staging), side(production));
    assert.equal(first.status, 'same');
    assert.equal(production.count(route) - before, 1);
    const last = await compareOne(compareKind('verification-templates')!, demoTemplateId(3), side(staging), side(production));
    assert.equal(last.status, 'differs');
    assert.deepEqual(Object.keys((last.b!.normalised.value.presentation as Record<string, Record<string, object>>)['org.iso.18013.5.1.mDL']!['org.iso.18013.5.1']!).length, 7);
  });

  it('no counterpart: the profile missing on production; an entry of one side is completed when opened', async () => {
    const kind = compareKind('token-exchange-profiles')!;
    const entry = await compareOne(kind, DEMO_TOKEN_EXCHANGE_PROFILE_IDS.mobileDevice, side(staging), side(production));
    assert.equal(entry.status, 'onlyA');
    assert.equal(entry.b, undefined);
    assert.equal(entry.a!.normalised.value.action, 'validate-mobile-device-token');
    const connections = await compareKindBetween(compareKind('connections')!, side(staging), side(production));
    const linkedin = connections.find((e) => e.name === 'linkedin')!;
    assert.equal(linkedin.a!.complete, false);
    assert.equal(linkedin.a!.normalised.value.enabled_applications, undefined);
    const opened = await completeEntry(linkedin, side(staging), side(production));
    assert.deepEqual(opened.a!.normalised.value.enabled_applications, ['Storefront']);
  });
});
