// Draft documents have readable paths (the breadcrumb shows them): <tenant label>/<kind>/new.<kind>.json, new-2 for a
// second draft of a kind, the start of the tenant id only when two labels read the same; a draft stored by an
// earlier window (a reload) and one stored before paths showed the label still open and submit.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_CTE_ACTION_ID } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_CLIENT_ID, EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TenantProfile } from '../../src/tenants/types';
import { closeOurEditors, doc, ours, setText, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { freshTenant } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const POST = 'POST /api/v2/token-exchange-profiles';

const profile = (id: string, label: string): TenantProfile => ({
  id, label, domain: emulatorUrl(), environment: 'development', method: 'client-secret', clientId: EMULATOR_CLIENT_ID,
});
const ACME = profile('3f2a9c1e-draft-paths-acme', 'Acme Dev (EU)');
const TWIN = profile('7b5d0e42-draft-paths-twin', 'acme dev / eu');

function body(name: string, subjectTokenType: string): string {
  return `${JSON.stringify({ name, subject_token_type: subjectTokenType, action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' }, null, 2)}\n`;
}

describe('Draft paths', function () {
  this.timeout(90_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
    await s.registry.save(ACME, { clientSecret: 'emulator-admin-secret' });
  });

  afterEach(async () => {
    await closeOurEditors();
    const mine = s.context.globalState.keys().filter((k) => /^authTenants\.draft:\/(Acme|acme|local-emulator\/ab12cd34)/.test(k));
    for (const k of mine) await s.context.globalState.update(k, undefined);
    for (const p of [ACME, TWIN]) await s.registry.remove(p.id);
  });

  async function command(name: string, tenantId: string, answers: { kind: 'pick'; value: string }[] = []): Promise<vscode.Uri> {
    prompts.script(...answers);
    const uri = await vscode.commands.executeCommand<vscode.Uri>(name, s.roots.get(tenantId));
    assert.ok(uri instanceof vscode.Uri, `${name} returns the draft URI; notices: ${JSON.stringify(prompts.notices)}`);
    return uri;
  }

  it('reads <tenant label>/<kind>/new.<kind>.json; a second draft of a kind is new-2; no id unless two labels read the same', async () => {
    const first = await command('authTenants.createTokenExchangeProfile', ACME.id);
    const second = await command('authTenants.createTokenExchangeProfile', ACME.id);
    const stream = await command('authTenants.createEventStream', ACME.id, [{ kind: 'pick', value: 'From a JSON draft' }]);
    assert.equal(first.toString(), 'auth-tenants-draft:/Acme-Dev-EU/token-exchange-profile/new.token-exchange-profile.json');
    assert.equal(second.toString(), 'auth-tenants-draft:/Acme-Dev-EU/token-exchange-profile/new-2.token-exchange-profile.json');
    assert.equal(stream.path, '/Acme-Dev-EU/event-stream/new.event-stream.json');
    assert.equal(s.context.globalState.get<{ tenantId?: string }>(`authTenants.draft:${second.path}`)?.tenantId, ACME.id, 'the tenant is stored with the draft');

    // A tenant whose label reads the same: new paths of both get the start of their id; open drafts keep theirs.
    await s.registry.save(TWIN, { clientSecret: 'emulator-admin-secret' });
    assert.equal((await command('authTenants.editPhoneFactors', TWIN.id)).path, '/acme-dev-eu-7b5d0e42/phone-factors.phone-factors.json');
    assert.equal((await command('authTenants.editPhoneFactors', ACME.id)).path, '/Acme-Dev-EU-3f2a9c1e/phone-factors.phone-factors.json');
    assert.equal(s.context.globalState.get<{ tenantId?: string }>(`authTenants.draft:${stream.path}`)?.tenantId, ACME.id);
    assert.equal(doc(first)?.getText().includes(DEMO_CTE_ACTION_ID), true);
  });

  it('a second event stream draft (new-N) gets the draft\'s JSON Schema: no secret key is offered', async () => {
    // (A document closed by the previous test may still be in memory: its path stays taken until VS Code drops it.)
    const first = await command('authTenants.createEventStream', ACME.id, [{ kind: 'pick', value: 'From a JSON draft' }]);
    const uri = await command('authTenants.createEventStream', ACME.id, [{ kind: 'pick', value: 'From a JSON draft' }]);
    assert.notEqual(uri.path, first.path);
    assert.match(uri.path, /^\/Acme-Dev-EU\/event-stream\/new-\d+\.event-stream\.json$/);
    const text = `${JSON.stringify({ name: 'x', subscriptions: [{ event_type: 'user.created' }], destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://hooks.example.com/x', webhook_authorization: {} } } }, null, 2)}\n`;
    const document = await setText(uri, text);
    const at = document.positionAt(text.indexOf('"webhook_authorization": {') + '"webhook_authorization": {'.length);
    const labels = await until('key completion', async () => {
      const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, at);
      const l = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
      return l.some((x) => x.includes('method')) && l;
    }, 30_000);
    assert.ok(!labels.some((x) => /token|password|header_value/.test(x)), `no secret key is offered: ${labels.join(', ')}`);
  });

  it('a draft stored by an earlier window, and one stored before paths showed the label, open and submit', async () => {
    const now = Date.now();
    const stored = [
      { path: '/Acme-Dev-EU/token-exchange-profile/new-3.token-exchange-profile.json', tenantId: ACME.id, name: 'Restored draft', type: 'urn:acme:restored' },
      { path: `/${EMULATOR_TENANT_ID}/ab12cd34/new.token-exchange-profile.json`, tenantId: undefined, name: 'Old draft', type: 'urn:acme:old-draft' },
    ];
    for (const d of stored) {
      const record = { text: body(d.name, d.type), ctime: now, mtime: now, touched: now, ...(d.tenantId ? { tenantId: d.tenantId } : {}) };
      await s.context.globalState.update(`authTenants.draft:${d.path}`, record);
    }
    for (const d of stored) {
      const uri = vscode.Uri.from({ scheme: 'auth-tenants-draft', path: d.path });
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false });
      assert.equal(JSON.parse(doc(uri)!.getText()).name, d.name);
      await until('no diagnostics', () => ours(uri).length === 0);
      await emulator.resetStats();
      const created = await vscode.commands.executeCommand<{ id: string; name: string }>('authTenants.submitTokenExchangeProfile', uri);
      assert.equal(created?.name, d.name, `created; notices: ${JSON.stringify(prompts.notices)}`);
      assert.equal((await emulator.stats()).byRoute[POST], 1);
      await until('the draft is deleted', () => s.context.globalState.get(`authTenants.draft:${d.path}`) === undefined);
    }
  });
});
