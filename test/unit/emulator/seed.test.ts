import assert from 'node:assert/strict';
import { buildSeed } from '../../../src/emulator/seed';
import {
  DEMO_ACTION_IDS, DEMO_CONNECTION_IDS, DEMO_CTE_ACTION_ID, DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS, DEMO_TEMPLATE_COUNT,
  DEMO_TOKEN_EXCHANGE_PROFILE_IDS, DEMO_VAULT_CONNECTION_IDS,
} from '../../../src/emulator/seed/ids';
import { client, getToken, start } from './helpers';

describe('emulator: demo seed', () => {
  const demo = buildSeed('demo');

  it('uses the exported, well-formed ids', () => {
    assert.deepEqual(demo.connections.map((c) => c.id), Object.values(DEMO_CONNECTION_IDS));
    for (const id of Object.values(DEMO_CONNECTION_IDS)) assert.match(id, /^con_[A-Za-z0-9]{16}$/);
    for (const id of Object.values(DEMO_TOKEN_EXCHANGE_PROFILE_IDS)) assert.match(id, /^tep_[A-Za-z0-9]{16}$/);
    for (const id of Object.values(DEMO_EVENT_STREAM_IDS)) assert.match(id, /^est_[A-Za-z0-9]{22}$/);
    for (const stream of Object.values(DEMO_EVENT_IDS)) {
      for (const id of [...stream.failed, stream.pending]) assert.match(id, /^evt_[A-Za-z0-9]{22}$/);
    }
    for (const id of Object.values(DEMO_VAULT_CONNECTION_IDS)) assert.ok(id.length <= 30);
    for (const id of Object.values(DEMO_ACTION_IDS)) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('has about ten connections of several strategies with realms; like a real tenant, some leave out what was never set', () => {
    assert.ok(demo.connections.length >= 10);
    const strategies = new Set(demo.connections.map((c) => c.strategy));
    for (const s of ['auth0', 'google-oauth2', 'github', 'samlp', 'waad', 'oidc', 'email', 'sms']) assert.ok(strategies.has(s), s);
    assert.ok(demo.connections.every((c) => c.realms.length > 0));
    const withDisplayName = demo.connections.filter((c) => 'display_name' in c).length;
    assert.ok(withDisplayName >= 3 && withDisplayName < demo.connections.length, 'some connections have no display_name');
    const withMetadata = demo.connections.filter((c) => 'metadata' in c).length;
    assert.ok(withMetadata >= 1 && withMetadata <= 3, 'few connections carry metadata');
    assert.ok(demo.connections.some((c) => !('show_as_button' in c)));
    assert.ok(demo.connections.every((c) => !('created_at' in c) && !('updated_at' in c)));
  });

  it('gives the auth0 database connection options in the full shape of seed §2.2.1', () => {
    const db = demo.connections.find((c) => c.id === DEMO_CONNECTION_IDS.database)!;
    const keys = [
      'validation', 'non_persistent_attrs', 'precedence', 'attributes', 'enable_script_context', 'enabledDatabaseCustomization', 'import_mode',
      'api_enable_users', 'api_enable_groups', 'basic_profile', 'ext_admin', 'ext_is_suspended', 'ext_agreed_terms', 'ext_groups',
      'ext_assigned_plans', 'ext_profile', 'disable_self_service_change_password', 'id_token_session_expiry_supported', 'configuration',
      'upstream_params', 'customScripts', 'authentication_methods', 'passkey_options', 'password_complexity_options', 'password_history',
      'password_no_personal_info', 'password_dictionary', 'set_user_root_attributes', 'gateway_authentication',
      'federated_connections_access_tokens', 'password_options', 'id_token_signed_response_algs', 'discovery_url', 'oidc_metadata',
    ];
    assert.deepEqual(Object.keys(db.options!).sort(), [...keys].sort());
    assert.equal(db.strategy, 'auth0');
  });

  it('has actions with and without the CTE trigger, deployed and not', () => {
    const cte = demo.actions.find((a) => a.id === DEMO_CTE_ACTION_ID)!;
    assert.ok(cte.deployed_version && cte.supported_triggers.some((t) => t.id === 'custom-token-exchange'));
    assert.ok(demo.actions.length >= 4);
    assert.ok(demo.actions.some((a) => !a.deployed_version));
    assert.ok(demo.actions.some((a) => a.deployed_version && !a.supported_triggers.some((t) => t.id === 'custom-token-exchange')));
  });

  it('gives every deployed action versions 1…N (N deployed, the others not) and binds only deployed actions of the trigger', () => {
    for (const seed of [demo, buildSeed('demo-production')]) {
      for (const action of seed.actions) {
        const versions = (seed.actionVersions ?? []).filter((v) => v.action_id === action.id).map((v) => [v.number, v.deployed]);
        const n = action.deployed_version?.number ?? 0;
        assert.deepEqual(versions, Array.from({ length: n }, (_, i) => [i + 1, i + 1 === n]), action.name);
      }
      for (const b of seed.actionBindings ?? []) {
        const action = seed.actions.find((a) => a.id === b.action_id);
        assert.ok(action?.deployed_version && action.supported_triggers.some((t) => t.id === b.trigger_id), b.id);
      }
    }
    const postLogin = (demo.actionBindings ?? []).filter((b) => b.trigger_id === 'post-login').map((b) => b.action_id);
    assert.deepEqual(postLogin, [DEMO_ACTION_IDS.postLoginBlockSuspended, DEMO_ACTION_IDS.postLoginDeployed]);
  });

  it('has 2–3 profiles, 3 streams (2 with failed and non-failed deliveries, 1 to an action), 2 vault connections, sms, ≥120 templates', () => {
    assert.ok(demo.tokenExchangeProfiles.length >= 2 && demo.tokenExchangeProfiles.length <= 3);
    assert.equal(demo.eventStreams.length, 3);
    const toAction = demo.eventStreams.find((s) => s.id === DEMO_EVENT_STREAM_IDS.userAction)!;
    assert.deepEqual(toAction.destination, { type: 'action', configuration: { action_id: DEMO_ACTION_IDS.eventStreamDeployed } });
    assert.ok(demo.actions.find((a) => a.id === DEMO_ACTION_IDS.eventStreamDeployed)?.supported_triggers.some((t) => t.id === 'event-stream'));
    for (const stream of demo.eventStreams.filter((s) => s !== toAction)) {
      const deliveries = demo.deliveries.filter((d) => d.event_stream_id === stream.id);
      assert.ok(deliveries.filter((d) => d.status === 'failed').length >= 3);
      assert.equal(deliveries.filter((d) => d.status !== 'failed').length, 1);
    }
    assert.equal(demo.vaultConnections.length, 2);
    assert.deepEqual(demo.phoneMessageTypes, ['sms']);
    assert.equal(demo.verificationTemplates.length, DEMO_TEMPLATE_COUNT);
    assert.ok(DEMO_TEMPLATE_COUNT >= 120);
  });

  it('builds a fresh copy each time', () => {
    const a = buildSeed('demo');
    a.connections[0]!.display_name = 'changed';
    assert.notEqual(buildSeed('demo').connections[0]!.display_name, 'changed');
  });
});

describe('emulator: empty seed', () => {
  it('has no resources but the clients still work', async () => {
    const emu = await start({ seed: 'empty' });
    try {
      const api = client(emu.url, await getToken(emu.url));
      assert.deepEqual((await api('GET', '/connections')).body, []);
      assert.deepEqual((await api('GET', '/token-exchange-profiles')).body, { token_exchange_profiles: [] });
      assert.deepEqual((await api('GET', '/event-streams')).body, { eventStreams: [] });
      assert.deepEqual((await api('GET', '/flows/vault/connections')).body, []);
      assert.deepEqual((await api('GET', '/guardian/factors/phone/message-types')).body, { message_types: [] });
      assert.deepEqual((await api('GET', '/verifiable-credentials/verification/templates')).body, { templates: [] });
      assert.deepEqual((await api('GET', '/actions/actions')).body.actions, []);
    } finally {
      await emu.close();
    }
  });
});
