// Phone factors: the JSON editor (Edit Phone Factors as JSON…, Apply) and the quick pick (Set Phone Factors…).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { at, closeTabs, doc, ours, setText, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const PUT = 'PUT /api/v2/guardian/factors/phone/message-types';

const text = (types: string[]) => `${JSON.stringify({ message_types: types }, null, 2)}\n`;

async function serverState(): Promise<string[]> {
  return (await emulator.api<{ message_types: string[] }>('GET', 'guardian/factors/phone/message-types')).body.message_types;
}

async function puts(): Promise<number> {
  return (await emulator.stats()).byRoute[PUT] ?? 0;
}

describe('Phone factors', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
  });

  afterEach(async () => {
    for (const d of vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'auth-tenants-draft' && d.isDirty)) {
      await vscode.window.showTextDocument(d);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs)
      .filter((t) => t.input instanceof vscode.TabInputText && t.input.uri.scheme === 'auth-tenants-draft');
    if (tabs.length) await vscode.window.tabGroups.close(tabs);
  });

  async function open(node?: unknown): Promise<vscode.Uri> {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editPhoneFactors', node);
    assert.ok(uri instanceof vscode.Uri, `the command returns the document URI; notices: ${JSON.stringify(prompts.notices)}`);
    return uri;
  }

  it('opens the JSON editor with the tenant\'s current state', async () => {
    const uri = await open();
    assert.equal(uri.toString(), 'auth-tenants-draft:/Local-emulator/phone-factors.phone-factors.json');
    assert.deepEqual(JSON.parse(doc(uri)!.getText()), { message_types: await serverState() });
    assert.deepEqual(JSON.parse(doc(uri)!.getText()), { message_types: ['sms'] });
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(ours(uri), []);
  });

  it('marks an unknown factor and a duplicate; Apply is refused and nothing is sent', async () => {
    const uri = await open();
    await setText(uri, text(['sms', 'email', 'sms']));
    const diagnostics = await until('two diagnostics', () => ours(uri).length >= 2 && ours(uri));
    const email = diagnostics.find((d) => d.range.start.line === 3)!;
    assert.deepEqual(at(email), [3, 4, 3, 11]);
    assert.equal(email.severity, vscode.DiagnosticSeverity.Error);
    const duplicate = diagnostics.find((d) => d.range.start.line === 4)!;
    assert.deepEqual(at(duplicate), [4, 4, 4, 9]);
    assert.equal(duplicate.severity, vscode.DiagnosticSeverity.Warning);
    await emulator.resetStats();
    assert.equal(await vscode.commands.executeCommand('authTenants.applyPhoneFactorsDocument', uri), undefined);
    assert.match(prompts.notices.at(-1)!.message, /refused/);
    assert.equal(await puts(), 0, 'no PUT was sent');
    assert.deepEqual(await serverState(), ['sms']);
  });

  it('applies ["sms","voice"]: the server, the document and the tree show the echoed list', async () => {
    const [tenant] = await children(s);
    const group = await child(s, tenant, 'MFA Phone Factors');
    await children(s, group);
    const uri = await open(group);
    await setText(uri, text(['sms', 'voice']));
    await until('no diagnostics', () => ours(uri).length === 0);
    await emulator.resetStats();
    const enabled = await vscode.commands.executeCommand<string[]>('authTenants.applyPhoneFactorsDocument', uri);
    assert.deepEqual(enabled, ['sms', 'voice'], `notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal(await puts(), 1);
    assert.deepEqual(await serverState(), ['sms', 'voice']);
    assert.match(prompts.messages('info').at(-1)!, /sms, voice/);
    assert.deepEqual(JSON.parse(doc(uri)!.getText()), { message_types: ['sms', 'voice'] });
    assert.equal(doc(uri)!.isDirty, false);
    assert.equal(s.tree.getTreeItem(group).description, 'sms, voice');
    const states = (await children(s, group)).map((n) => `${label(s, n)}=${String(s.tree.getTreeItem(n).description)}`);
    assert.deepEqual(states.slice(0, 2), ['SMS=enabled', 'Voice=enabled']);
  });

  it('an empty list asks before disabling every factor', async () => {
    const uri = await open();
    await setText(uri, text([]));
    await until('no diagnostics', () => ours(uri).length === 0);
    prompts.script({ kind: 'confirm', value: 'Disable All', expect: /Disable every phone factor/ });
    assert.deepEqual(await vscode.commands.executeCommand('authTenants.applyPhoneFactorsDocument', uri), []);
    assert.deepEqual(await serverState(), []);
    assert.deepEqual(JSON.parse(doc(uri)!.getText()), { message_types: [] });
  });

  it('the quick pick pre-selects the current state and applies a new selection', async () => {
    await emulator.api('PUT', 'guardian/factors/phone/message-types', { message_types: ['sms', 'voice'] });
    prompts.script({ kind: 'pickMany', value: ['Voice'] });
    await vscode.commands.executeCommand('authTenants.setPhoneFactors');
    const asked = prompts.asked.find((a) => a.kind === 'pickMany');
    assert.ok(asked, `asked: ${JSON.stringify(prompts.asked)}; notices: ${JSON.stringify(prompts.notices)}`);
    assert.deepEqual(asked.picked, ['SMS', 'Voice']);
    assert.deepEqual(await serverState(), ['voice']);
    // The JSON editor now opens with the new state.
    const uri = await open();
    assert.deepEqual(JSON.parse(doc(uri)!.getText()), { message_types: ['voice'] });
  });

  it('Ctrl+S applies the list like Apply does, and the document then shows the tenant\'s answer', async () => {
    const uri = await open();
    await setText(uri, text(['voice', 'sms', 'voice']));
    await emulator.resetStats();
    assert.equal(await doc(uri)!.save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal(await puts(), 1);
    assert.deepEqual(await serverState(), ['voice', 'sms']);
    assert.match(prompts.messages('info').at(-1)!, /voice, sms/);
    await until('the echoed list', () => JSON.parse(doc(uri)!.getText()).message_types.length === 2);
    assert.deepEqual(JSON.parse(doc(uri)!.getText()), { message_types: ['voice', 'sms'] });
    assert.equal(doc(uri)!.isDirty, false);
  });

  it('Ctrl+S of an empty list asks first: a dismiss keeps it unsaved and sends nothing; Disable All applies', async () => {
    const uri = await open();
    await setText(uri, text([]));
    await emulator.resetStats();
    prompts.script({ kind: 'confirm', value: undefined, expect: /Disable every phone factor/ });
    assert.equal(await doc(uri)!.save(), false, 'a dismissed question refuses the save');
    assert.equal(doc(uri)!.isDirty, true);
    assert.equal(await puts(), 0);
    prompts.script({ kind: 'confirm', value: 'Disable All', expect: /Disable every phone factor/ });
    assert.equal(await doc(uri)!.save(), true);
    assert.deepEqual(await serverState(), []);
    assert.equal(doc(uri)!.isDirty, false);
  });

  it('Ctrl+S of a document with an error is refused: it stays unsaved and nothing is sent', async () => {
    const uri = await open();
    await setText(uri, text(['sms', 'email']));
    await until('the diagnostic', () => ours(uri).length > 0);
    await emulator.resetStats();
    assert.equal(await doc(uri)!.save(), false);
    assert.match(prompts.notices.at(-1)!.message, /^Save refused\. Not applied: the document has a problem \(line 4: /, 'our own sentence says why');
    assert.equal(doc(uri)!.isDirty, true);
    assert.equal(await puts(), 0);
    assert.deepEqual(await serverState(), ['sms']);
  });

  it('its problems leave the Problems view when its tab is closed, and come back when it is shown again', async () => {
    const uri = await open();
    await setText(uri, text(['email']));
    await until('the diagnostic', () => ours(uri).length > 0);
    await closeTabs(uri);
    await until('no diagnostic once the tab is closed', () => vscode.languages.getDiagnostics(uri).length === 0);
    await vscode.window.showTextDocument(doc(uri) ?? (await vscode.workspace.openTextDocument(uri)));
    await until('the diagnostic again', () => ours(uri).length > 0);
  });

  describe('on a production tenant', () => {
    const CHANGE = /^Change the MFA phone factors of Local emulator from sms to sms, voice\?/;

    beforeEach(async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    });

    it('Ctrl+S asks first, naming the tenant and the change: a dismiss sends nothing and keeps the list unsaved', async () => {
      const uri = await open();
      await setText(uri, text(['sms', 'voice']));
      await until('no diagnostics', () => ours(uri).length === 0);
      await emulator.resetStats();
      prompts.script({ kind: 'confirm', value: undefined, expect: CHANGE });
      assert.equal(await doc(uri)!.save(), false, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.equal(prompts.pending, 0, 'the question was asked');
      assert.equal(doc(uri)!.isDirty, true);
      assert.equal(await puts(), 0);
      assert.deepEqual(prompts.messages('error'), [], 'a dismissed question is no error');
      prompts.script({ kind: 'confirm', value: 'Apply', expect: CHANGE });
      assert.equal(await doc(uri)!.save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.deepEqual(await serverState(), ['sms', 'voice']);
    });

    it('OK in the multi-select asks first too; a dismiss sends nothing', async () => {
      await emulator.resetStats();
      prompts.script({ kind: 'pickMany', value: ['SMS', 'Voice'] }, { kind: 'confirm', value: undefined, expect: CHANGE });
      await vscode.commands.executeCommand('authTenants.setPhoneFactors');
      assert.equal(prompts.pending, 0, 'the question was asked');
      assert.equal(await puts(), 0);
      assert.deepEqual(prompts.messages('error'), [], 'a dismissed question ends quietly');
      prompts.script({ kind: 'pickMany', value: ['SMS', 'Voice'] }, { kind: 'confirm', value: 'Apply', expect: CHANGE });
      await vscode.commands.executeCommand('authTenants.setPhoneFactors');
      assert.deepEqual(await serverState(), ['sms', 'voice']);
    });
  });

  it('enabling voice while the provider is auth0 (SMS only) warns and says what to change; with twilio it does not', async () => {
    prompts.script({ kind: 'pickMany', value: ['SMS', 'Voice'] });
    await vscode.commands.executeCommand('authTenants.setPhoneFactors');
    const warning = await until('the warning', () => prompts.messages('warn').at(-1));
    assert.match(warning, /^Voice is enabled on Local emulator, but its MFA phone provider is auth0, which sends SMS only.*Switch the provider to twilio or phone-message-hook \(Set Phone Provider…\)/);
    await emulator.api('PUT', 'guardian/factors/phone/message-types', { message_types: ['sms'] });
    await emulator.api('PUT', 'guardian/factors/phone/selected-provider', { provider: 'twilio' });
    const warned = prompts.messages('warn').length;
    prompts.script({ kind: 'pickMany', value: ['SMS', 'Voice'] });
    await vscode.commands.executeCommand('authTenants.setPhoneFactors');
    assert.deepEqual(await serverState(), ['sms', 'voice']);
    assert.equal(prompts.messages('warn').length, warned, `no new warning: ${JSON.stringify(prompts.notices)}`);
  });
});
