// Actions across tenants, over loopback against two emulators (`--seed demo`, staging; `--seed demo-production`):
// compare shows the code as lines, a copy creates or updates the draft only (never a secret's value, bindings not
// copied), its deploy runs only when chosen, and planning again finds nothing to do.
import assert from 'node:assert/strict';
import { compareOne } from '../../../../src/compare/compare';
import { compareKind } from '../../../../src/compare/kinds';
import { renderItem } from '../../../../src/compare/render';
import { getAction, listActions } from '../../../../src/kinds/actions/api';
import { deployAfterCopy, planAction } from '../../../../src/kinds/actions/copy';
import { promoteKind, type PromoteKind } from '../../../../src/promote/kinds';
import { applyPlan, planCopy } from '../../../../src/promote/promote';
import { side, twoTenants } from '../../promote/twoTenants';

const english = (s: string, ...args: unknown[]) => s.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)]));
const SCOPES = new Set(['read:actions', 'create:actions', 'update:actions']);
const actions = compareKind('actions')!;
let promote: PromoteKind;
before(async () => {
  promote = await promoteKind('actions');
});

describe('actions: compare and copy between tenants', function () {
  this.timeout(60_000);
  const t = twoTenants();
  const idOf = async (h: typeof t.staging, name: string) => (await listActions(h.client(), { actionName: name })).items[0]!.id;

  it('compare: add-roles-to-id-token differs in its code, shown as lines of JavaScript after the settings', async () => {
    const entry = await compareOne(actions, await idOf(t.staging, 'add-roles-to-id-token'), side(t.staging), side(t.production));
    assert.equal(entry.status, 'differs');
    const [a, b] = [renderItem(entry.a!, 'action', english, 'actions'), renderItem(entry.b!, 'action', english, 'actions')];
    assert.match(a, /^\/\/ action "add-roles-to-id-token" \(/);
    assert.match(a, /^\/\/ {3}"runtime": "node22",?$/m, 'the settings as comment lines');
    assert.match(a, /^exports\.onExecutePostLogin = async \(event, api\) => \{$/m, 'the code as lines');
    assert.match(b, /^ {2}api\.accessToken\.setCustomClaim\('https:\/\/example\.com\/roles', roles\);$/m);
    assert.doesNotMatch(a, /"code"/, 'the code is not a JSON string too');
    assert.equal(renderItem(entry.a!, 'action', english).includes('"code": '), true, 'without the kind: JSON as before');
  });

  it('copy of an action production lacks: the draft is created with no secret value, secrets and bindings said; not deployed', async () => {
    const id = await idOf(t.staging, 'm2m-token-claims');
    const { plan } = await planCopy(promote, id, side(t.staging), side(t.production), SCOPES);
    assert.equal(plan.action.kind, 'create');
    if (plan.action.kind !== 'create') return;
    assert.deepEqual(Object.keys(plan.action.body).sort(), ['code', 'dependencies', 'name', 'runtime', 'supported_triggers']);
    assert.deepEqual(plan.notCopied.map((n) => `${n.field}: ${n.reason}`), [
      'secret PARTNER_JWKS_URL: set it on the target (a secret\'s value is never copied).',
      'bindings: bind the action on the target (Bind Action to Trigger…); each tenant keeps its own order of a trigger\'s actions.',
    ]);
    const created = await applyPlan(promote, t.production.client(), plan);
    const there = await getAction(t.production.client(), String(created!.id));
    assert.equal(there.code, (await getAction(t.staging.client(), id)).code);
    assert.ok(!there.deployed_version, 'a copy alone does not deploy');
    assert.deepEqual(there.secrets ?? [], [], 'no secret is created without its value');
    assert.equal((await planCopy(promote, id, side(t.staging), side(t.production), SCOPES)).plan.action.kind, 'none');
  });

  it('copy of an action that differs: only its code is sent; deploy, when chosen, makes the draft the next version', async () => {
    const id = await idOf(t.staging, 'add-roles-to-id-token');
    const { plan } = await planCopy(promote, id, side(t.staging), side(t.production), SCOPES);
    assert.equal(plan.action.kind, 'update');
    if (plan.action.kind !== 'update') return;
    assert.deepEqual(Object.keys(plan.action.body), ['code']);
    assert.deepEqual(plan.action.changes.map((c) => c.path), [['code']]);
    assert.match(plan.notCopied[0]!.reason, /^its value is never copied; the target keeps its own value\.$/, 'production has the secret too');
    const before = await getAction(t.production.client(), plan.action.id);
    const written = await applyPlan(promote, t.production.client(), plan);
    const done = await deployAfterCopy.run(t.production.client(), written!, {});
    const after = await getAction(t.production.client(), plan.action.id);
    assert.equal(done, `Deployed as version ${after.deployed_version?.number}.`);
    assert.ok((after.deployed_version?.number ?? 0) > (before.deployed_version?.number ?? 0));
    assert.equal(after.code, (await getAction(t.staging.client(), id)).code);
    assert.equal((await planCopy(promote, id, side(t.staging), side(t.production), SCOPES)).plan.action.kind, 'none');
  });

  it('an action installed from the marketplace is not copied; a secret with a value never reaches a plan', () => {
    const source = { name: 'partner', supported_triggers: [{ id: 'post-login', version: 'v3' }], code: 'x', installed_integration_id: 'int_1' };
    const blocked = planAction({ resource: source, names: {} }, { names: {}, scopes: SCOPES });
    assert.equal(blocked.action.kind, 'blocked');
    assert.match(blocked.notCopied[0]!.reason, /marketplace/);
    const secret = { name: 'a', supported_triggers: [{ id: 'post-login', version: 'v3' }], code: 'x', secrets: [{ name: 'K', value: 'sekrit-value-1' }] };
    const plan = planAction({ resource: secret, names: {} }, { names: {}, scopes: SCOPES });
    assert.doesNotMatch(JSON.stringify(plan), /sekrit-value-1/);
  });
});
