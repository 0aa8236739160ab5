// Copy to Tenant… of a connection the target lacks (src/kinds/connections/copyCreate.ts): a create with the source's
// settings and no secret (those the user can type are asked for, the others listed as not copied), its
// applications found by name on the target; then over loopback between `--seed demo` and `--seed demo-production`:
// create, plan again (nothing to do), a typed client secret, a name taken meanwhile (409), the applications' request
// failing after the create (what was applied is said).
import assert from 'node:assert/strict';
import { createConnection, getConnection } from '../../../../src/kinds/connections/api';
import { formatChanges } from '../../../../src/editors/resource/changeSummary';
import { DEMO_CONNECTION_IDS as C } from '../../../../src/emulator/seed/ids';
import { promoteKind, type PromoteKind } from '../../../../src/promote/kinds';
import type { PlanTarget } from '../../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../../src/promote/promote';
import { PartlyAppliedError } from '../../../../src/kinds/applySteps';
import { side, twoTenants } from '../../promote/twoTenants';

let connections: PromoteKind;
before(async () => {
  connections = await promoteKind('connections');
});
const SCOPES = new Set(['create:connections', 'update:connections', 'read:connections_options', 'update:connections_options']);
const saml = {
  id: 'con_a', name: 'acme-saml', strategy: 'samlp', display_name: 'ACME', enabled_clients: ['app_a', 'app_c'],
  realms: ['acme.example.com'], metadata: { customer: 'acme' }, show_as_button: true, provisioning_ticket_url: 'https://x.example.com/p',
  connected_accounts: { active: false, allow_missing_user_id: true }, authentication: { active: true },
  options: {
    signInEndpoint: 'https://idp.example.com/sso', thumbprints: ['abc'], signing_key: { cert: 'CERT', key: 'saml-private-key-value' },
    client_secret: 'source-client-secret-value', configuration: { API_KEY: 'script-secret-value' },
  },
};
const source = { resource: saml, names: { applications: new Map([['app_a', 'Storefront'], ['app_c', 'Kiosk']]) } };
const target = (scopes: ReadonlySet<string> = SCOPES, names = new Map([['app_b', 'Storefront']])): PlanTarget => ({ names: { applications: names }, scopes });

describe('promote: connection create', () => {
  it('secrets a file never holds are asked for by what the strategy needs: a client secret, Apple\'s key, none for a front channel', () => {
    const secretsOf = (strategy: string, options: Record<string, unknown>) => {
      const plan = connections.plan({ resource: { name: 'c', strategy, options }, names: {} }, target());
      assert.ok(plan.action.kind === 'create', JSON.stringify(plan));
      return (plan.action.secrets ?? []).map((x) => x.path.join('.'));
    };
    assert.deepEqual(secretsOf('github', { client_id: 'gh' }), ['options.client_secret']);
    assert.deepEqual(secretsOf('oidc', { client_id: 'o', type: 'back_channel', issuer: 'https://i.example.com' }), ['options.client_secret']);
    assert.deepEqual(secretsOf('oidc', { client_id: 'o', type: 'front_channel', issuer: 'https://i.example.com' }), []);
    assert.deepEqual(secretsOf('apple', { client_id: 'com.example.app', team_id: 'T1', kid: 'K1' }), ['options.app_secret']);
    assert.deepEqual(secretsOf('sms', { twilio_sid: 'AC1', from: '+1555' }), ['options.twilio_token']);
    assert.deepEqual(secretsOf('auth0', {}), []);
  });

  it('a create without any secret: typed ones asked for, the others and what the service sets listed as not copied', () => {
    const plan = connections.plan(source, target());
    assert.ok(plan.action.kind === 'create');
    assert.equal(plan.scope, 'create:connections');
    assert.deepEqual(plan.action.body, {
      name: 'acme-saml', strategy: 'samlp', display_name: 'ACME', show_as_button: true, metadata: { customer: 'acme' },
      options: { signInEndpoint: 'https://idp.example.com/sso' }, enabled_clients: ['app_b'],
    });
    assert.deepEqual(plan.action.secrets, [{ path: ['options', 'client_secret'], label: 'client secret' }]);
    assert.deepEqual(plan.notCopied.map((n) => n.field), [
      'options.configuration', 'options.signing_key.key', 'options.thumbprints', 'realms', 'connected_accounts', 'enabled_applications',
    ]);
    assert.match(plan.notCopied[3]!.reason, /A create cannot set it: run Copy to Tenant… again once the connection exists/);
    assert.match(plan.notCopied.at(-1)!.reason, /"Kiosk" on the target/);
    assert.match(formatChanges(plan.action.changes), /enabled_applications added \(\["Storefront"\]\)/);
    assert.doesNotMatch(JSON.stringify(plan), /secret-value|private-key-value|app_a/);
  });

  it('the fields a create takes follow the strategy (the SDK\'s create types); values the service gives by default are not listed', () => {
    const oidc = connections.plan({ ...source, resource: { ...saml, strategy: 'oidc', realms: ['acme-saml'], enabled_clients: [] } }, target());
    assert.ok(oidc.action.kind === 'create');
    assert.deepEqual(oidc.action.body.connected_accounts, { active: false });
    assert.deepEqual(oidc.action.body.authentication, { active: true });
    assert.equal(oidc.action.body.realms, undefined);
    assert.deepEqual(oidc.notCopied.map((n) => n.field).filter((f) => !f.startsWith('options.')), ['connected_accounts.allow_missing_user_id']);
    const google = connections.plan({ ...source, resource: { ...saml, strategy: 'google-oauth2', show_as_button: false, realms: ['acme-saml'], enabled_clients: [] } }, target());
    assert.ok(google.action.kind === 'create');
    assert.deepEqual(Object.keys(google.action.body), ['name', 'strategy', 'display_name', 'metadata', 'options']);
    assert.deepEqual(google.notCopied.map((n) => n.field).filter((f) => !f.startsWith('options.')), ['connected_accounts']);
  });

  it('applications need update:connections and readable names; an unknown strategy or unreadable options block', () => {
    const noUpdate = connections.plan(source, target(new Set(['create:connections'])));
    assert.ok(noUpdate.action.kind === 'create');
    assert.equal(noUpdate.action.body.enabled_clients, undefined);
    assert.match(noUpdate.notCopied.at(-1)!.reason, /needs update:connections/);
    assert.equal(connections.plan({ ...source, resource: { ...saml, strategy: 'nope' } }, target()).action.kind, 'blocked');
    const { options: _o, ...bare } = saml;
    const unreadable = connections.plan({ ...source, resource: bare }, target());
    assert.equal(unreadable.action.kind, 'blocked');
    assert.match(unreadable.notCopied[0]!.reason, /read:connections_options/);
  });
});

describe('promote: connection create between two emulators', function () {
  this.timeout(60_000);
  const t = twoTenants();

  it('linkedin (only on staging) is created with its application, then nothing to do', async () => {
    const plan = (await planCopy(connections, C.linkedin, side(t.staging), side(t.production), SCOPES)).plan;
    assert.ok(plan.action.kind === 'create');
    // Staging shows no client secret, but its client id has one: it is asked for, as for a file (which never holds one).
    assert.deepEqual(plan.action.secrets, [{ path: ['options', 'client_secret'], label: 'client secret' }]);
    const created = await applyPlan(connections, t.production.client(), plan, {}, ['typed-linkedin-secret']);
    const read = await getConnection(t.production.client(), String(created!.id));
    assert.equal(read.strategy, 'linkedin');
    const { client_secret: typed, ...options } = read.options as Record<string, unknown>;
    assert.equal(typed, 'typed-linkedin-secret');
    assert.deepEqual(options, (await getConnection(t.staging.client(), C.linkedin)).options);
    const again = await planCopy(connections, C.linkedin, side(t.staging), side(t.production), SCOPES);
    assert.equal(again.plan.action.kind, 'none', JSON.stringify(again.plan));
    assert.deepEqual(again.plan.notCopied.map((n) => n.field), [], 'its application is enabled by name on the target');
  });

  it('a client secret is typed and sent, never in the plan; a name taken meanwhile is refused (409)', async () => {
    const made = await createConnection(t.staging.client(), {
      name: 'partner-oidc', strategy: 'oidc', display_name: 'Partner',
      options: { client_id: 'pid', client_secret: 'staging-oidc-secret', type: 'back_channel', issuer: 'https://p.example.com', discovery_url: 'https://p.example.com/.well-known/openid-configuration' },
    });
    const plan = (await planCopy(connections, made.id, side(t.staging), side(t.production), SCOPES)).plan;
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.secrets?.map((s) => s.path.join('.')), ['options.client_secret']);
    assert.doesNotMatch(JSON.stringify(plan), /staging-oidc-secret/);
    await assert.rejects(applyPlan(connections, t.production.client(), plan), /The client secret is needed/);
    const created = await applyPlan(connections, t.production.client(), plan, {}, ['typed-oidc-secret']);
    const options = (await getConnection(t.production.client(), String(created!.id))).options as Record<string, unknown>;
    assert.equal(options.client_secret, 'typed-oidc-secret');
    assert.equal((await planCopy(connections, made.id, side(t.staging), side(t.production), SCOPES)).plan.action.kind, 'none');
    await assert.rejects(applyPlan(connections, t.production.client(), plan, {}, ['typed-oidc-secret']), (err: Error & { status?: number }) => err.status === 409);
  });

  it('the applications\' request failing after the create says the connection was created', async () => {
    const made = await createConnection(t.staging.client(), { name: 'partners-two', strategy: 'auth0', options: { passwordPolicy: 'good' } });
    await t.staging.control('PATCH', `/connections/${made.id}`, { enabled_clients: ['dEmOsPaClIeNt0000000000000000001'] });
    const plan = (await planCopy(connections, made.id, side(t.staging), side(t.production), SCOPES)).plan;
    assert.ok(plan.action.kind === 'create' && Array.isArray(plan.action.body.enabled_clients));
    await t.production.faults('400@1x1:PATCH /api/v2/connections/*/clients');
    await assert.rejects(applyPlan(connections, t.production.client(), plan), (err: unknown) => {
      assert.ok(err instanceof PartlyAppliedError);
      assert.deepEqual(err.applied, ['the connection "partners-two"']);
      assert.equal(err.failed, 'its 1 enabled application');
      return true;
    });
  });
});
