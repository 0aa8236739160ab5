// Apply to Tenant…'s pure parts: an exported file's text checked (strict JSON, an object, the kind's checks, its
// natural key), its value turned into the plan's source side (references by name → synthetic ids with those names),
// the kind's own plan against a target. Then over loopback: a file exported from `--seed demo`, edited, planned and
// applied to `--seed demo-production`, planned again → nothing to do.
import assert from 'node:assert/strict';
import { getConnection } from '../../../src/kinds/connections/api';
import { compareKind } from '../../../src/compare/kinds';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { promoteKind, type PromoteKind } from '../../../src/promote/kinds';
import type { PlanSide, PlanTarget } from '../../../src/promote/plan';
import { applyPlan } from '../../../src/promote/promote';
import { exportText } from '../../../src/workspace/exportedFiles';
import { fileSide, readFileInput } from '../../../src/workspace/fileSide';
import { planFile } from '../../../src/workspace/planFile';
import { readByKey } from '../../../src/workspace/readTenant';
import { side, twoTenants } from '../promote/twoTenants';

let profiles: PromoteKind;
let connections: PromoteKind;
before(async () => {
  profiles = await promoteKind('token-exchange-profiles');
  connections = await promoteKind('connections');
});
const SCOPES = new Set(['create:token_exchange_profiles', 'update:token_exchange_profiles', 'update:connections', 'read:connections_options', 'update:connections_options']);
const profileFile = { name: 'Partner ID token', subject_token_type: 'https://partner.example.com/id-token', type: 'custom_authentication', action: 'validate-partner-token' };
const target = (resource: Record<string, unknown> | undefined, names: PlanTarget['names']): PlanTarget => ({ ...(resource ? { resource } : {}), names, scopes: SCOPES });
const sideOf = (kind: Parameters<typeof fileSide>[0], value: Record<string, unknown>): PlanSide => {
  const out = fileSide(kind, value);
  assert.ok(!('problem' in out), 'problem' in out ? out.problem : '');
  return out;
};

describe('workspace: a file as the source of a plan', () => {
  it('a profile whose action exists by name on the target: create with the target\'s action id', () => {
    const plan = profiles.plan(sideOf('token-exchange-profiles', profileFile), target(undefined, { actions: new Map([['act_b1', 'validate-partner-token'], ['act_b2', 'other']]) }));
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.body, { name: 'Partner ID token', subject_token_type: 'https://partner.example.com/id-token', action_id: 'act_b1', type: 'custom_authentication' });
    assert.doesNotMatch(JSON.stringify(plan), /workspace-file:/, 'a synthetic id is never in a plan');
  });

  it('a profile whose action is missing on the target: blocked, naming the action', () => {
    const plan = profiles.plan(sideOf('token-exchange-profiles', profileFile), target(undefined, { actions: new Map([['act_b2', 'other']]) }));
    assert.equal(plan.action.kind, 'blocked');
    assert.match(plan.notCopied[0]!.reason, /The target has no action named "validate-partner-token"/);
  });

  it('a profile file without an action name cannot be a source', () => {
    const { action: _a, ...noAction } = profileFile;
    for (const value of [noAction, { ...profileFile, action: { id: 'act_x', note: 'no action with this id could be read on this tenant' } }]) {
      const out = fileSide('token-exchange-profiles', value);
      assert.ok('problem' in out);
      assert.match(out.problem, /"action" must be the name of the action/);
    }
  });

  it('a connection file: an update plan; its applications found by name, the one missing on the target listed', () => {
    const file = { name: 'google-oauth2', strategy: 'google-oauth2', display_name: 'Google', enabled_applications: ['Storefront', 'Back Office'], options: { client_id: 'cid', email: true, scope: ['email'] } };
    const theirs = { id: 'con_b', name: 'google-oauth2', strategy: 'google-oauth2', display_name: 'Google', enabled_clients: ['app_b'], options: { client_id: 'cid', client_secret: 'target-secret', email: false, scope: ['email'] } };
    const plan = connections.plan(sideOf('connections', file), target(theirs, { applications: new Map([['app_b', 'Storefront']]) }));
    assert.ok(plan.action.kind === 'update');
    assert.equal(plan.action.id, 'con_b');
    assert.deepEqual(plan.action.changes.map((c) => c.path.join('.')), ['options.email']);
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['enabled_applications']);
    assert.match(plan.notCopied[0]!.reason, /No application \(or more than one\) named "Back Office" on the target/);
  });

  it('kinds without references pass their value through', () => {
    const stream = { name: 's', status: 'enabled', subscriptions: [] };
    assert.deepEqual(fileSide('event-streams', stream), { resource: stream, names: {} });
    assert.deepEqual(fileSide('phone-factors', { message_types: ['sms'] }), { resource: { message_types: ['sms'] }, names: {} });
  });
});

describe('workspace: a file\'s text checked before a plan', () => {
  const kind = compareKind('connections')!;
  const problem = (text: string, k = kind) => {
    const out = readFileInput(k, text);
    assert.ok('problem' in out, 'refused');
    return out.problem;
  };

  it('invalid JSON, a comment, a duplicate key, not an object: refused with the line', () => {
    assert.equal(problem('{\n  "name": "a",\n  "strategy":\n}\n').line, 4);
    assert.equal(problem('{\n  // note\n  "name": "a"\n}\n').line, 2);
    assert.match(problem('{\n  "name": "a",\n  "name": "b"\n}\n').message, /[Dd]uplicate/);
    assert.equal(problem('[1]').line, 1);
    assert.equal(problem('{ "message_types": "sms",, }', compareKind('phone-factors')!).line, 1);
  });

  it('a value the kind\'s checks refuse: refused with its path and line; a missing key too', () => {
    const bad = problem('{\n  "name": "a",\n  "show_as_button": "no"\n}\n');
    assert.equal(bad.line, 3);
    assert.match(bad.message, /^show_as_button: /);
    assert.match(problem('{ "strategy": "auth0", "options": {} }').message, /Missing required property "name": the resource on the tenant is found by it/);
    assert.match(problem('{ "name": "" }').message, /It has no name/);
  });

  it('a misspelled top-level key: refused at its line, naming the keys a connection file holds (Apply never drops it silently)', () => {
    const bad = problem('{\n  "name": "a",\n  "strategy": "auth0",\n  "optoins": {}\n}\n');
    assert.equal(bad.line, 4);
    assert.match(bad.message, /^optoins: Unknown property "optoins": did you mean "options"\? the connections files hold display_name, options, .*enabled_applications/);
    assert.match(problem('{ "name": "a", "passwordPolicy": "good" }').message, /Unknown property "passwordPolicy"/);
  });

  it('a clean file: its value and key', () => {
    assert.deepEqual(readFileInput(kind, '{\n  "name": "a",\n  "options": {},\n  "strategy": "auth0"\n}\n'), { value: { name: 'a', options: {}, strategy: 'auth0' }, key: 'a' });
  });
});

describe('workspace: a file applied over loopback', function () {
  this.timeout(20_000);
  const tenants = twoTenants();

  it('a connection exported from staging, edited, applied to production; planned again → nothing to do', async () => {
    const exported = await readByKey(connections.compare, 'partners-db', side(tenants.staging));
    const text = exportText(exported!.normalised).replace('"passwordPolicy": "good"', '"passwordPolicy": "fair"');
    const input = readFileInput(connections.compare, text);
    assert.ok(!('problem' in input));
    const plan = await planFile(connections, input.value, input.key, side(tenants.production), SCOPES);
    assert.ok('action' in plan && plan.action.kind === 'update');
    assert.deepEqual(plan.action.changes.map((c) => `${c.path.join('.')}=${JSON.stringify(c.after)}`), ['options.passwordPolicy="fair"', 'options.disable_signup=true']);
    await applyPlan(connections, tenants.production.client(), plan);
    const after = await getConnection(tenants.production.client(), C.partnersDb);
    assert.equal(after.options?.passwordPolicy, 'fair');
    assert.equal(after.display_name, 'Partner portal');
    const again = await planFile(connections, input.value, input.key, side(tenants.production), SCOPES);
    assert.ok('action' in again);
    assert.equal(again.action.kind, 'none');
  });

  it('a connection file with only its name and strategy: accepted; nothing to do on an existing connection, no create without options', async () => {
    const plans = [];
    for (const name of ['partners-db', 'brand-new-db']) {
      const input = readFileInput(connections.compare, `{ "name": "${name}", "strategy": "auth0" }`);
      assert.ok(!('problem' in input), 'problem' in input ? input.problem.message : '');
      plans.push(await planFile(connections, input.value, input.key, side(tenants.production), new Set([...SCOPES, 'create:connections'])));
    }
    assert.ok('action' in plans[0]! && plans[0].action.kind === 'none', JSON.stringify(plans[0]));
    assert.ok('problem' in plans[1]!);
    assert.match(plans[1].problem, /^There is no connection with the name "brand-new-db" on the target, and the file lacks "options" \(\{\} for the strategy's defaults\) to create one: add it/);
    const withOptions = await planFile(connections, { name: 'brand-new-db', strategy: 'auth0', options: {} }, 'brand-new-db', side(tenants.production), new Set([...SCOPES, 'create:connections']));
    assert.ok('action' in withOptions && withOptions.action.kind === 'create', JSON.stringify(withOptions));
  });

  it('a thin file of a resource the target lacks: refused before any question, naming what the create needs', async () => {
    const thin = await planFile(profiles, { subject_token_type: 'urn:acme:thin-token', action: 'validate-partner-token' }, 'urn:acme:thin-token', side(tenants.production), new Set(['create:token_exchange_profiles']));
    assert.ok('problem' in thin, JSON.stringify(thin));
    assert.match(thin.problem, /^There is no token exchange profile with the subject_token_type "urn:acme:thin-token" on the target, and the file lacks "name", "type" to create one: add them/);
  });

  it('a profile exported from staging: created on production with production\'s action of that name', async () => {
    const exported = await readByKey(profiles.compare, 'https://mobile.example.com/device-token', side(tenants.staging));
    const input = readFileInput(profiles.compare, exportText(exported!.normalised));
    assert.ok(!('problem' in input));
    const plan = await planFile(profiles, input.value, input.key, side(tenants.production), SCOPES);
    assert.ok('action' in plan && plan.action.kind === 'create');
    const names = await side(tenants.production).names.names(['actions']);
    assert.equal(names.actions?.get(String(plan.action.body.action_id)), 'validate-mobile-device-token');
  });
});
