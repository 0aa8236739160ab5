// The emulator features the reliability suites rely on: the `drop` fault (a write is applied, its answer is
// lost) and hostile records (POST /__emulator/hostile) that the API client still parses, or rejects as a whole
// list when a documented field has a wrong type.
import assert from 'node:assert/strict';
import { listConnections, getConnection } from '../../../src/kinds/connections/api';
import { NetworkError, UnexpectedResponseError } from '../../../src/api/errors';
import { listEventStreams, listFailedDeliveries } from '../../../src/kinds/eventStreams/api';
import { getPhoneMessageTypes } from '../../../src/kinds/phoneFactors/api';
import { createTokenExchangeProfile, listTokenExchangeProfiles } from '../../../src/kinds/tokenExchangeProfiles/api';
import { listVaultConnections } from '../../../src/kinds/vaultConnections/api';
import { listVerificationTemplates } from '../../../src/kinds/verificationTemplates/api';
import { FaultPlan } from '../../../src/emulator/faults';
import { DEMO_CTE_ACTION_ID } from '../../../src/emulator/seed/ids';
import { HOSTILE_STRINGS } from '../../../src/emulator/seed/hostile';
import { harnessSuite } from '../api/emulatorHarness';

describe('reliability: emulator drop fault and hostile records', function () {
  this.timeout(30_000);
  const h = harnessSuite({ rateLimit: { rate: 0, burst: 0 } });

  it('parses drop rules like reset rules', () => {
    assert.deepEqual(FaultPlan.parse('drop@1x1:POST /api/v2/*').decide('POST', '/api/v2/x').action, { type: 'drop' });
    assert.equal(FaultPlan.parse('drop@1x1:POST /api/v2/*').decide('GET', '/api/v2/x').action, undefined);
  });

  it('drop: the create is applied but the client only sees a dropped connection (never retried)', async () => {
    await h.faults('drop@1x1:POST /api/v2/token-exchange-profiles');
    const client = h.client();
    const body = { name: 'Lost answer', subject_token_type: 'urn:acme:lost-answer', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
    await assert.rejects(createTokenExchangeProfile(client, body), NetworkError);
    assert.equal(h.count('POST /api/v2/token-exchange-profiles'), 1, 'a POST is not retried after a lost answer');
    const { items } = await listTokenExchangeProfiles(client, { take: 50 });
    assert.equal(items.filter((p) => p.subject_token_type === body.subject_token_type).length, 1, 'the tenant created it once');
  });

  it('hostile records: every list still parses, strings arrive unchanged, nothing is polluted', async () => {
    await h.control('POST', '/hostile');
    const client = h.client();
    const profiles = (await listTokenExchangeProfiles(client, { take: 50 })).items;
    const connections = (await listConnections(client, { take: 50 })).items;
    const streams = (await listEventStreams(client, { take: 50 })).items;
    const deliveries = (await listFailedDeliveries(client, 'est_hostile000000000000001', { take: 50 })).items;
    const vault = (await listVaultConnections(client, { perPage: 50 })).items;
    const templates = (await listVerificationTemplates(client, { take: 50 })).items;
    for (const name of HOSTILE_STRINGS) {
      for (const [what, list] of [['profiles', profiles], ['connections', connections], ['vault', vault], ['templates', templates]] as const) {
        assert.ok((list as { name?: unknown }[]).some((x) => x.name === name), `${what} keep ${JSON.stringify(name.slice(0, 30))}`);
      }
    }
    assert.ok(streams.some((s) => s.name === HOSTILE_STRINGS[0]));
    assert.ok(deliveries.length > 0);
    const odd = await getConnection(client, 'con_hostile/../x?y#z%');
    assert.equal(odd.id, 'con_hostile/../x?y#z%', 'an id with URL syntax is sent encoded and found');
    assert.deepEqual((await getPhoneMessageTypes(client)).message_types, ['sms', 'carrier-pigeon', '<b>voice</b>']);
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype is untouched');
  });

  it('hostile records with wrong types in documented fields make that list unreadable, not the others', async () => {
    await h.control('POST', '/hostile', { wrongTypes: true });
    const client = h.client();
    await assert.rejects(listTokenExchangeProfiles(client, { take: 50 }), UnexpectedResponseError);
    await assert.rejects(listVerificationTemplates(client, { take: 50 }), UnexpectedResponseError);
    assert.ok((await listConnections(client, { take: 50 })).items.length > 6);
  });
});
