// Copy to Tenant… of a Flows Vault connection (src/kinds/vaultConnections/copy.ts): missing on the target, a create for
// the same app whose setup fields are all typed (none can be read; the secret ones in password boxes); present,
// only the name's spelling is copied and the credentials are listed as not copied; another app, an app with
// several setup kinds or a field picked from a list blocks. Then between `--seed demo` and `--seed demo-production`.
import assert from 'node:assert/strict';
import { deleteVaultConnection, getVaultConnection, updateVaultConnection } from '../../../../src/kinds/vaultConnections/api';
import { DEMO_VAULT_CONNECTION_IDS as V } from '../../../../src/emulator/seed/ids';
import { promoteKind, type PromoteKind } from '../../../../src/promote/kinds';
import type { PlanTarget } from '../../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../../src/promote/promote';
import { side, twoTenants } from '../../promote/twoTenants';

let vault: PromoteKind;
before(async () => {
  vault = await promoteKind('vault-connections');
});
const SCOPES = new Set(['create:flows_vault_connections', 'update:flows_vault_connections']);
const mine = { id: 'ac_a', app_id: 'ACTIVECAMPAIGN', name: 'Newsletter sync', ready: true, account_name: 'ActiveCampaign 3f***9c', fingerprint: 'f' };
const target = (resource?: Record<string, unknown>): PlanTarget => ({ ...(resource ? { resource } : {}), names: {}, scopes: SCOPES });

describe('promote: vault connections', () => {
  it('missing on the target: a create whose setup fields are typed (the URL in a plain box)', () => {
    const plan = vault.plan({ resource: mine, names: {} }, target());
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.body, { name: 'Newsletter sync', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY' } });
    assert.deepEqual(plan.action.secrets?.map(({ setupField: _f, ...rest }) => rest), [
      { path: ['setup', 'base_url'], label: 'ActiveCampaign Account API URL', plain: true },
      { path: ['setup', 'api_key'], label: 'ActiveCampaign API key' },
    ]);
    assert.deepEqual(plan.action.secrets?.map((s) => s.setupField?.key), ['base_url', 'api_key'], 'checked as typed like the vault create');
    assert.equal(plan.scope, 'create:flows_vault_connections');
  });

  it('optional fields are listed; several setup kinds, a picked field or an unknown app block', () => {
    const auth0 = vault.plan({ resource: { ...mine, app_id: 'AUTH0' }, names: {} }, target());
    assert.ok(auth0.action.kind === 'create');
    assert.deepEqual(auth0.action.secrets?.map((s) => s.path.at(-1)), ['domain', 'client_id', 'client_secret']);
    assert.deepEqual(auth0.notCopied.map((n) => n.field), ['setup.audience']);
    for (const app of ['HTTP', 'JWT', 'NOPE']) assert.equal(vault.plan({ resource: { ...mine, app_id: app }, names: {} }, target()).action.kind, 'blocked', app);
    assert.match(vault.plan({ resource: { ...mine, app_id: 'HTTP' }, names: {} }, target()).notCopied[0]!.reason, /Create Flows Vault Connection…/);
  });

  it('present: the name\'s spelling is copied, never the credentials; another app blocks', () => {
    const renamed = vault.plan({ resource: mine, names: {} }, target({ ...mine, id: 'ac_b', name: ' newsletter SYNC' }));
    assert.ok(renamed.action.kind === 'update');
    assert.deepEqual(renamed.action.body, { name: 'Newsletter sync' });
    assert.equal(renamed.action.id, 'ac_b');
    assert.deepEqual(renamed.notCopied.map((n) => n.field), ['setup']);
    assert.match(renamed.notCopied[0]!.reason, /Update Credentials… on the target/);
    assert.equal(vault.plan({ resource: mine, names: {} }, target({ ...mine, id: 'ac_b' })).action.kind, 'none');
    const other = vault.plan({ resource: mine, names: {} }, target({ ...mine, app_id: 'MAILJET' }));
    assert.equal(other.action.kind, 'blocked');
    assert.match(other.notCopied[0]!.reason, /an app cannot be changed/);
  });
});

describe('promote: vault connections between two emulators', function () {
  this.timeout(60_000);
  const t = twoTenants();

  it('missing on production: created with the typed URL and key (never in the plan), then nothing to do', async () => {
    await deleteVaultConnection(t.production.client(), V.activeCampaign);
    const plan = (await planCopy(vault, V.activeCampaign, side(t.staging), side(t.production), SCOPES)).plan;
    assert.ok(plan.action.kind === 'create');
    await assert.rejects(applyPlan(vault, t.production.client(), plan, {}, ['https://acme.api-us1.com']), /ActiveCampaign API key is needed/);
    const created = await applyPlan(vault, t.production.client(), plan, {}, ['https://acme.api-us1.com', 'typed-api-key-123']);
    assert.equal(created?.ready, true);
    assert.equal(created?.app_id, 'ACTIVECAMPAIGN');
    assert.doesNotMatch(JSON.stringify(plan), /typed-api-key-123|acme\.api-us1/);
    const again = (await planCopy(vault, V.activeCampaign, side(t.staging), side(t.production), SCOPES)).plan;
    assert.equal(again.action.kind, 'none');
  });

  it('another spelling on production is renamed, then nothing to do', async () => {
    await updateVaultConnection(t.production.client(), { id: V.httpBearer }, { name: 'crm WEBHOOK' });
    const plan = (await planCopy(vault, V.httpBearer, side(t.staging), side(t.production), SCOPES)).plan;
    assert.ok(plan.action.kind === 'update');
    await applyPlan(vault, t.production.client(), plan);
    assert.equal((await getVaultConnection(t.production.client(), V.httpBearer)).name, 'CRM webhook');
    assert.equal((await planCopy(vault, V.httpBearer, side(t.staging), side(t.production), SCOPES)).plan.action.kind, 'none');
  });
});
