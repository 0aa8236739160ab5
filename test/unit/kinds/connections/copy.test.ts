// Copy to Tenant… for connections (src/kinds/connections/copy.ts): an update as the connection editor's save makes it
// (options whole and only when they differ, display_name sent, the target's option secrets kept), what is not
// copied (the source's secrets, enabled applications, unreadable options), blocked on another strategy. Then over
// loopback between `--seed demo` and `--seed demo-production`: apply, plan again.
import assert from 'node:assert/strict';
import { iterateEnabledClientIds, setEnabledClients } from '../../../../src/kinds/connections/clients';
import { getConnection } from '../../../../src/kinds/connections/api';
import { formatChanges } from '../../../../src/editors/resource/changeSummary';
import { DEMO_APPLICATION_IDS as A } from '../../../../src/emulator/seed/applications';
import { DEMO_CONNECTION_IDS as C } from '../../../../src/emulator/seed/ids';
import { promoteKind, type PromoteKind } from '../../../../src/promote/kinds';
import type { PlanTarget } from '../../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../../src/promote/promote';
import { PartlyAppliedError } from '../../../../src/kinds/applySteps';
import type { Harness } from '../../api/emulatorHarness';
import { side, twoTenants } from '../../promote/twoTenants';

let connections: PromoteKind;
before(async () => {
  connections = await promoteKind('connections');
});
const SCOPES = new Set(['update:connections', 'read:connections_options', 'update:connections_options']);
const google = {
  id: 'con_a', name: 'google-oauth2', strategy: 'google-oauth2', display_name: 'Google', enabled_clients: ['app_a'],
  options: { client_id: 'cid', client_secret: 'source-secret-value', email: true, scope: ['email'] },
};
const theirs = { ...google, id: 'con_b', enabled_clients: ['app_b'], options: { client_id: 'cid', client_secret: 'target-secret-value', email: false, scope: ['email'] } };
const target = (resource: Record<string, unknown> | undefined, scopes: ReadonlySet<string> = SCOPES): PlanTarget =>
  ({ ...(resource ? { resource } : {}), names: { applications: new Map([['app_b', 'Storefront']]) }, scopes });
const source = { resource: google, names: { applications: new Map([['app_a', 'Storefront']]) } };

describe('promote: connections', () => {
  it('an update sends the options whole with display_name; secrets are listed as not copied and never in the plan', () => {
    const plan = connections.plan(source, target(theirs));
    assert.ok(plan.action.kind === 'update');
    assert.equal(plan.action.id, 'con_b');
    assert.deepEqual(plan.action.body, { display_name: 'Google', options: { client_id: 'cid', email: true, scope: ['email'] } });
    assert.equal(formatChanges(plan.action.changes), 'options.email: false → true');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['options.client_secret']);
    assert.doesNotMatch(JSON.stringify(plan), /secret-value/);
    assert.equal(plan.scope, 'update:connections');
  });

  it('the options need update:connections_options on the target; unreadable options are not copied', () => {
    const lacking = connections.plan(source, target(theirs, new Set(['update:connections', 'read:connections_options'])));
    assert.equal(lacking.action.kind, 'blocked');
    assert.match(lacking.notCopied.at(-1)!.reason, /Changing options needs the scope update:connections_options/);
    const unreadable = connections.plan(source, target(theirs, new Set(['update:connections'])));
    assert.equal(unreadable.action.kind, 'none');
    assert.equal(unreadable.notCopied[0]!.field, 'options');
  });

  it('a source whose answer has no options (its token lacks read:connections_options): options listed as not copied, the target keeps its own', () => {
    const { options: _options, ...noOptions } = google;
    const plan = connections.plan({ ...source, resource: { ...noOptions, display_name: 'Google Sign-In' } }, target(theirs));
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.action.body, { display_name: 'Google Sign-In' }, 'the options are not sent');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['options']);
    assert.match(plan.notCopied[0]!.reason, /The source does not show its options \(a source tenant's token lacks read:connections_options/);
    const only = connections.plan({ ...source, resource: noOptions }, target(theirs));
    assert.equal(only.action.kind, 'none');
    assert.equal(only.notCopied[0]!.field, 'options', 'never "nothing to do" without saying the options were not compared');
  });

  it('applications by name: the source\'s ones the target lacks are enabled, the target\'s extra ones listed as not disabled', () => {
    const apps = new Map([['app_b', 'Storefront'], ['app_c', 'Back Office'], ['app_d', 'Mobile']]);
    const mine = { resource: { ...google, enabled_clients: ['app_a', 'app_x', 'app_y'] }, names: { applications: new Map([['app_a', 'Storefront'], ['app_x', 'Back Office'], ['app_y', 'Kiosk']]) } };
    const plan = connections.plan(mine, { ...target({ ...theirs, enabled_clients: ['app_b', 'app_d'] }), names: { applications: apps } });
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.action.body, { display_name: 'Google', options: { client_id: 'cid', email: true, scope: ['email'] }, enable_clients: ['app_c'] });
    assert.equal(formatChanges(plan.action.changes), 'options.email: false → true\nenabled_applications: ["Mobile","Storefront"] → ["Back Office","Mobile","Storefront"]');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['options.client_secret', 'enabled_applications', 'enabled_applications']);
    assert.match(plan.notCopied[1]!.reason, /No application \(or more than one\) named "Kiosk" on the target/);
    assert.match(plan.notCopied[2]!.reason, /^Not disabled: "Mobile" is enabled on the target but not here\. A copy enables applications, it never disables one/);
    assert.equal(plan.scope, 'update:connections');
  });

  it('only applications to enable: an update with no connection PATCH; the same applications by name: nothing to do', () => {
    const same = { ...theirs, options: google.options };
    const plan = connections.plan(source, { ...target({ ...same, enabled_clients: [] }) });
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.action.body, { enable_clients: ['app_b'] });
    assert.equal(formatChanges(plan.action.changes), 'enabled_applications: [] → ["Storefront"]');
    assert.equal(plan.scope, 'update:connections');
    assert.equal(connections.plan(source, target(same)).action.kind, 'none');
  });

  it('applications that cannot be named, or a source that does not list them: nothing enabled, nothing disabled', () => {
    const unnamed = connections.plan({ ...source, names: {} }, target({ ...theirs, options: google.options, enabled_clients: [] }));
    assert.equal(unnamed.action.kind, 'none');
    assert.match(unnamed.notCopied.find((n) => n.field === 'enabled_applications')!.reason, /cannot be named \(a token lacks read:clients\)/);
    const { enabled_clients: _ids, ...unlisted } = google;
    const file = connections.plan({ ...source, resource: unlisted }, target({ ...theirs, options: google.options, enabled_clients: ['app_b', 'app_z'] }));
    assert.equal(file.action.kind, 'none');
    assert.deepEqual(file.notCopied.map((n) => n.field), ['options.client_secret']);
  });

  it('another strategy blocks; no counterpart creates', () => {
    assert.equal(connections.plan(source, target(undefined)).action.kind, 'create', 'no counterpart: created (connectionCreate.test.ts)');
    assert.equal(connections.plan(source, target({ ...theirs, strategy: 'oidc' })).action.kind, 'blocked');
  });
});

describe('promote: connections between two emulators', function () {
  this.timeout(60_000);
  const t = twoTenants();
  const ALL = new Set(['update:connections', 'read:connections_options', 'update:connections_options']);

  it('partners-db: the differing options are sent whole, then nothing to do', async () => {
    const plan = (await planCopy(connections, C.partnersDb, side(t.staging), side(t.production), ALL)).plan;
    assert.ok(plan.action.kind === 'update');
    assert.equal(formatChanges(plan.action.changes), 'options.passwordPolicy: "excellent" → "good"\noptions.disable_signup: false → true');
    await applyPlan(connections, t.production.client(), plan);
    assert.equal((await planCopy(connections, C.partnersDb, side(t.staging), side(t.production), ALL)).plan.action.kind, 'none');
  });

  it('a database connection: the target\'s gateway secret is put back when the options are sent whole', async () => {
    const read = async (h: Harness) => (await getConnection(h.client(), C.database)).options as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const options = await read(t.staging);
    const before = await read(t.production);
    const secret = before.gateway_authentication?.secret;
    assert.ok(typeof secret === 'string' && secret.length > 0, 'the seed has a gateway secret');
    await t.staging.control('PATCH', `/connections/${C.database}`, { options: { ...options, passwordPolicy: 'fair', gateway_authentication: { ...options.gateway_authentication, secret: 'staging-only-secret' } } });
    const plan = (await planCopy(connections, C.database, side(t.staging), side(t.production), ALL)).plan;
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['options.configuration.LEGACY_DB_HOST', 'options.gateway_authentication.secret']);
    assert.doesNotMatch(JSON.stringify(plan), /staging-only-secret/);
    await applyPlan(connections, t.production.client(), plan);
    const after = await read(t.production);
    assert.equal(after.passwordPolicy, 'fair');
    assert.equal(after.gateway_authentication.secret, secret);
    assert.deepEqual(after.configuration, before.configuration);
  });

  it('google-oauth2: an application enabled on staging is enabled on production by name, Mobile App is not disabled', async () => {
    const clients = async (h: Harness) => {
      const ids: string[] = [];
      for await (const id of iterateEnabledClientIds(h.client(), C.google)) ids.push(id);
      return ids.sort();
    };
    const before = (await planCopy(connections, C.google, side(t.staging), side(t.production), ALL)).plan;
    assert.equal(before.action.kind, 'none');
    assert.deepEqual(before.notCopied.map((n) => n.reason), ['Not disabled: "Mobile App" is enabled on the target but not here. A copy enables applications, it never disables one (its users could no longer sign in): use Enabled Applications… on the target to disable it.']);
    assert.equal((await setEnabledClients(t.staging.client(), C.google, [{ client_id: A.backOffice, status: true }])).error, undefined);
    const plan = (await planCopy(connections, C.google, side(t.staging), side(t.production), ALL)).plan;
    assert.ok(plan.action.kind === 'update');
    assert.equal(formatChanges(plan.action.changes), 'enabled_applications: ["Mobile App","Storefront"] → ["Back Office Sync","Mobile App","Storefront"]');
    await applyPlan(connections, t.production.client(), plan);
    assert.deepEqual(await clients(t.production), [A.backOffice, A.storefront, A.mobile].sort());
    assert.equal((await planCopy(connections, C.google, side(t.staging), side(t.production), ALL)).plan.action.kind, 'none');
  });

  it('the settings applied, the applications refused: partly applied; planned again, only the applications are left', async () => {
    const options = (await getConnection(t.staging.client(), C.github)).options as Record<string, unknown>;
    await t.staging.control('PATCH', `/connections/${C.github}`, { options: { ...options, follow: true } });
    assert.equal((await setEnabledClients(t.staging.client(), C.github, [{ client_id: A.kiosk, status: true }])).error, undefined);
    const plan = (await planCopy(connections, C.github, side(t.staging), side(t.production), ALL)).plan;
    assert.ok(plan.action.kind === 'update');
    assert.equal(formatChanges(plan.action.changes), 'options.follow: false → true\nenabled_applications: ["Storefront"] → ["In-Store Kiosk","Storefront"]');
    await t.production.faults('400@1x1:PATCH /api/v2/connections/*/clients');
    await assert.rejects(applyPlan(connections, t.production.client(), plan), (err: unknown) => {
      assert.ok(err instanceof PartlyAppliedError);
      assert.deepEqual([err.applied, err.failed, err.notApplied], [['the connection\'s settings'], '1 more enabled application', []]);
      return true;
    });
    const rest = (await planCopy(connections, C.github, side(t.staging), side(t.production), ALL)).plan;
    assert.ok(rest.action.kind === 'update');
    assert.deepEqual(rest.action.body, { enable_clients: [A.kiosk] });
    await applyPlan(connections, t.production.client(), rest);
    assert.equal((await planCopy(connections, C.github, side(t.staging), side(t.production), ALL)).plan.action.kind, 'none');
  });
});
