// Copy to Tenant… for connections (src/promote/connections.ts): an update as the connection editor's save makes it
// (options whole and only when they differ, display_name sent, the target's option secrets kept), what is not
// copied (the source's secrets, enabled applications, unreadable options), blocked on another strategy. Then over
// loopback between `--seed demo` and `--seed demo-production`: apply, plan again.
import assert from 'node:assert/strict';
import { getConnection } from '../../../src/api/connections';
import { formatChanges } from '../../../src/editors/resource/changeSummary';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { promoteKind } from '../../../src/promote/kinds';
import type { PlanTarget } from '../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../src/promote/promote';
import type { Harness } from '../api/emulatorHarness';
import { side, twoTenants } from './twoTenants';

const connections = promoteKind('connections')!;
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

  it('enabled applications that differ by name are listed; another strategy blocks', () => {
    const other = connections.plan(source, { ...target(theirs), names: { applications: new Map([['app_b', 'Back Office']]) } });
    assert.match(other.notCopied.find((n) => n.field === 'enabled_applications')!.reason, /here: Storefront; on the target: Back Office/);
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
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['options.configuration', 'options.gateway_authentication.secret']);
    assert.doesNotMatch(JSON.stringify(plan), /staging-only-secret/);
    await applyPlan(connections, t.production.client(), plan);
    const after = await read(t.production);
    assert.equal(after.passwordPolicy, 'fair');
    assert.equal(after.gateway_authentication.secret, secret);
    assert.deepEqual(after.configuration, before.configuration);
  });
});
