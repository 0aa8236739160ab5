// Phone factors in real VS Code against the emulator: Set Phone Provider… (the current one marked, a modal naming
// the tenant, twilio without settings offers to set them first), Twilio Settings… (pre-filled, Back keeps values,
// the auth token in a password box and nowhere else), and the message templates as an `auth-tenants:` document
// (diagnostics on the exact key, save after the change list, a server change detected, a failed save keeps the text).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import type { StepOptions } from '../../src/ui/prompts';
import { closeOurEditors, openedDoc as doc, editJson as edit, ours, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import { ScriptedPrompts } from './helpers/scriptedPrompts';

/** The token typed here; zz-secrets.test.ts looks for its pattern everywhere (keep the shape). */
const TOKEN = 'phone-twilio-auth-token-5e1c9a';
const PHONE = 'guardian/factors/phone';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const server = async (path: string) => (await emulator.api<Json>('GET', `${PHONE}/${path}`)).body;
const writes = async () => Object.entries((await emulator.stats()).byRoute).filter(([r]) => r.startsWith('PUT ')).reduce((n, [, c]) => n + c, 0);

/** Scripted prompts that also record whether each input box hid what was typed. */
class PasswordAwarePrompts extends ScriptedPrompts {
  readonly passwords: boolean[] = [];
  override input(options: vscode.InputBoxOptions & StepOptions): Promise<string> {
    this.passwords.push(!!options.password);
    return super.input(options);
  }
}

describe('Phone provider, Twilio settings and message templates', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: PasswordAwarePrompts;
  let group: TreeNode;

  const rows = async () => (await children(s, group)).map((n) => `${label(s, n)}=${String(s.tree.getTreeItem(n).description)}`);
  const click = async (name: string | RegExp) => {
    const command = s.tree.getTreeItem(await child(s, group, name)).command!;
    return vscode.commands.executeCommand<vscode.Uri | undefined>(command.command, ...(command.arguments ?? []));
  };
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');

  beforeEach(async () => {
    await emulator.faults('');
    await emulator.reset();
    ({ services: s } = await freshTenant());
    prompts = new PasswordAwarePrompts();
    s.prompts.current = prompts;
    group = await child(s, (await children(s))[0], 'MFA Phone Factors');
  });

  afterEach(async () => {
    await emulator.faults('');
    await closeOurEditors();
    assert.equal(prompts.pending, 0, 'every scripted answer was used');
  });

  describe('Set Phone Provider…', () => {
    it('the provider row marks the current provider; the pick is applied after a modal naming the tenant', async () => {
      assert.deepEqual(await rows(), ['SMS=enabled', 'Voice=disabled', 'Provider: auth0=undefined', 'Message Templates=enrollment · verification']);
      await emulator.resetStats();
      prompts.script(
        { kind: 'pick', value: 'phone-message-hook', expect: /MFA Phone Provider of Local emulator/ },
        { kind: 'confirm', value: 'Switch', expect: /Switch the MFA phone provider of Local emulator from auth0 to phone-message-hook\?/ },
      );
      await click(/^Provider/);
      assert.deepEqual(errors(), []);
      assert.deepEqual(prompts.asked[0]!.items, ['auth0', 'twilio', 'phone-message-hook']);
      assert.deepEqual(prompts.asked[0]!.picked, ['auth0'], 'the current provider is the marked one');
      assert.deepEqual(prompts.asked[1]!.items, ['Switch'], 'no Twilio question for another provider');
      assert.deepEqual(await server('selected-provider'), { provider: 'phone-message-hook' });
      assert.equal((await emulator.stats()).byRoute['PUT /api/v2/guardian/factors/phone/selected-provider'], 1);
      assert.match(prompts.notices.at(-1)!.message, /Local emulator now sends MFA phone messages through phone-message-hook/);
      assert.ok((await rows()).includes('Provider: phone-message-hook=undefined'), 'the row shows the new provider without a reload');
    });

    it('picking the current provider, or dismissing the modal, sends nothing', async () => {
      await children(s, group);
      await emulator.resetStats();
      prompts.script({ kind: 'pick', value: 'auth0' });
      await vscode.commands.executeCommand('authTenants.setPhoneProvider');
      assert.match(prompts.notices.at(-1)!.message, /already sends MFA phone messages through auth0/);
      prompts.script({ kind: 'pick', value: 'phone-message-hook' }, { kind: 'confirm', value: undefined });
      await vscode.commands.executeCommand('authTenants.setPhoneProvider');
      assert.equal(await writes(), 0);
      assert.deepEqual(await server('selected-provider'), { provider: 'auth0' });
    });

    it('twilio without settings: sets them first (token in a password box), then switches; the Twilio row appears', async () => {
      prompts.script(
        { kind: 'pick', value: 'twilio' },
        { kind: 'confirm', value: 'Set Twilio Settings, Then Switch', expect: /from auth0 to twilio\?[\s\S]*has no Twilio settings yet/ },
        { kind: 'pick', value: 'A phone number', expect: /Twilio Settings of Local emulator \(1\/4\)/ },
        { kind: 'input', value: '+15550001234', expect: /\(2\/4\)/ },
        { kind: 'input', value: 'AC0123456789abcdef0123456789000001', expect: /\(3\/4\)/ },
        { kind: 'input', value: TOKEN, expect: /\(4\/4\) The Twilio auth token/ },
      );
      await vscode.commands.executeCommand('authTenants.setPhoneProvider', group);
      assert.deepEqual(errors(), []);
      assert.deepEqual(prompts.asked[1]!.items, ['Set Twilio Settings, Then Switch', 'Switch']);
      assert.deepEqual(prompts.passwords, [false, false, true], 'only the auth token is typed in a password box');
      assert.deepEqual(await server('providers/twilio'), { from: '+15550001234', messaging_service_sid: null, sid: 'AC0123456789abcdef0123456789000001' });
      assert.deepEqual(await server('selected-provider'), { provider: 'twilio' });
      assert.ok((await rows()).includes('Twilio=from +15550001234 · account AC0123456789abcdef0123456789000001'), JSON.stringify(await rows()));
      const shown = JSON.stringify([prompts.notices, prompts.asked.map((a) => a.text)]);
      assert.equal(shown.includes(TOKEN), false, 'the token is in no message');
    });

    it('twilio without settings, switched now: a warning offers Twilio Settings… after', async () => {
      prompts.script({ kind: 'pick', value: 'twilio' }, { kind: 'confirm', value: 'Switch' });
      await vscode.commands.executeCommand('authTenants.setPhoneProvider');
      assert.deepEqual(await server('selected-provider'), { provider: 'twilio' });
      assert.equal(prompts.notices.at(-1)!.kind, 'warn');
      assert.match(prompts.notices.at(-1)!.message, /Twilio, which has no settings yet/);
      assert.ok((await rows()).includes('Twilio=not set up'));
    });
  });

  describe('Twilio Settings…', () => {
    beforeEach(async () => {
      await emulator.api('PUT', `${PHONE}/providers/twilio`, { from: '+15550009999', sid: 'AC0123456789abcdef0123456789000042', auth_token: 'seeded-token' });
      await emulator.api('PUT', `${PHONE}/selected-provider`, { provider: 'twilio' });
    });

    it('from the Twilio row: pre-filled, Back keeps what was typed, an empty token keeps the tenant\'s', async () => {
      assert.ok((await rows()).includes('Twilio=from +15550009999 · account AC0123456789abcdef0123456789000042'));
      prompts.script(
        { kind: 'pick', value: 'A messaging service' },
        { kind: 'input', value: 'MG0123456789abcdef0123456789000077' },
        { kind: 'input', back: true },
        { kind: 'input', value: 'MG0123456789abcdef0123456789000077' },
        { kind: 'input', value: 'AC0123456789abcdef0123456789000042' },
        { kind: 'input', value: '' },
        { kind: 'confirm', value: 'Update', expect: /Update the Twilio settings of Local emulator\?[\s\S]*Messaging service: MG0123456789abcdef0123456789000077[\s\S]*Account SID: AC0123456789abcdef0123456789000042[\s\S]*Auth token: kept/ },
      );
      await click('Twilio');
      assert.deepEqual(errors(), []);
      assert.deepEqual(prompts.asked[0]!.picked, ['A phone number'], 'the current sender is marked');
      assert.equal(prompts.asked[2]!.value, 'AC0123456789abcdef0123456789000042', 'the account SID is pre-filled');
      assert.equal(prompts.asked[3]!.value, 'MG0123456789abcdef0123456789000077', 'Back keeps the value typed');
      assert.deepEqual(await server('providers/twilio'), { from: null, messaging_service_sid: 'MG0123456789abcdef0123456789000077', sid: 'AC0123456789abcdef0123456789000042' });
      assert.ok((await rows()).some((r) => r.startsWith('Twilio=messaging service MG0123456789abcdef0123456789000077 · account AC')), JSON.stringify(await rows()));
    });

    it('refuses as typed a sender that is not E.164 or a messaging service SID, and an account SID that is not AC and 32 hex digits', async () => {
      await emulator.resetStats();
      prompts.script({ kind: 'pick', value: 'A phone number' }, { kind: 'input', value: '555-1234', invalid: true, expect: /E\.164/ });
      await vscode.commands.executeCommand('authTenants.twilioSettings');
      prompts.script({ kind: 'pick', value: 'A messaging service' }, { kind: 'input', value: 'MG0077', invalid: true });
      await vscode.commands.executeCommand('authTenants.twilioSettings');
      prompts.script({ kind: 'pick', value: 'A phone number' }, { kind: 'input', value: '+15550001111' }, { kind: 'input', value: 'AC123', invalid: true, expect: /AC and 32 hexadecimal digits/ });
      await vscode.commands.executeCommand('authTenants.twilioSettings');
      assert.equal(prompts.validationMessages.length, 3);
      assert.match(prompts.validationMessages[0]!, /^Not an E\.164 number/);
      assert.match(prompts.validationMessages[1]!, /^Not a messaging service SID: MG followed by 32 hexadecimal digits/);
      assert.match(prompts.validationMessages[2]!, /^Not an account SID: AC followed by 32 hexadecimal digits/);
      assert.equal(await writes(), 0);
    });

    it('refuses an empty SID as typed; the token never reaches messages, settings, globalState or documents', async () => {
      prompts.script(
        { kind: 'pick', value: 'A phone number' },
        { kind: 'input', value: '+15550001111' },
        { kind: 'input', value: '  ', invalid: true },
      );
      await emulator.resetStats();
      await vscode.commands.executeCommand('authTenants.twilioSettings');
      assert.match(prompts.validationMessages[0]!, /Enter the account SID/);
      assert.equal(await writes(), 0);
      prompts.script(
        { kind: 'pick', value: 'A phone number' },
        { kind: 'input', value: '+15550001111' },
        { kind: 'input', value: 'AC0123456789abcdef0123456789000042' },
        { kind: 'input', value: TOKEN },
        { kind: 'confirm', value: 'Update', expect: /Auth token: replaced \(not shown\)/ },
      );
      await vscode.commands.executeCommand('authTenants.twilioSettings');
      assert.deepEqual(await server('providers/twilio'), { from: '+15550001111', messaging_service_sid: null, sid: 'AC0123456789abcdef0123456789000042' });
      const places = [
        JSON.stringify([prompts.notices, prompts.asked.map((a) => a.text)]),
        JSON.stringify(s.context.globalState.keys().map((k) => s.context.globalState.get(k))),
        JSON.stringify(vscode.workspace.getConfiguration('authTenants')),
        ...vscode.workspace.textDocuments.map((d) => d.getText()),
      ];
      assert.equal(places.some((p) => p.includes(TOKEN)), false);
    });
  });

  describe('Edit Phone Message Templates', () => {
    const DOC = 'auth-tenants:/local-emulator/phone-templates/templates/message-templates.phone-templates.json';
    const open = async () => {
      const uri = await click('Message Templates');
      assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
      await until('the document is open', () => doc(uri));
      return uri;
    };

    it('opens the tenant\'s templates; diagnostics sit on the exact key; nothing is sent while there are errors', async () => {
      const uri = await open();
      assert.equal(uri.toString(true), DOC);
      assert.deepEqual(JSON.parse(doc(uri).getText()), await server('templates'));
      await edit(uri, (v) => {
        v.verification_message = 42;
        v.enrollment_message = 'Welcome to {{tenant.friendly_name}}';
      });
      const lines = doc(uri).getText().split('\n');
      const error = await until('the type error', () => ours(uri).find((d) => d.severity === vscode.DiagnosticSeverity.Error));
      assert.equal(error.range.start.line, lines.findIndex((l) => l.includes('"verification_message"')));
      const warning = await until('the placeholder warning', () => ours(uri).find((d) => d.severity === vscode.DiagnosticSeverity.Warning));
      assert.equal(warning.range.start.line, lines.findIndex((l) => l.includes('"enrollment_message"')));
      assert.match(warning.message, /no \{\{code\}\}/);
      await emulator.resetStats();
      assert.equal(await doc(uri).save(), false);
      assert.equal(await writes(), 0);
      assert.equal(doc(uri).isDirty, true);
    });

    it('saves after the list of changes: a PUT of both messages', async () => {
      const uri = await open();
      await edit(uri, (v) => (v.enrollment_message = 'Your {{tenant.friendly_name}} enrollment code: {{code}}'));
      await emulator.resetStats();
      prompts.script({ kind: 'confirm', value: 'Apply', expect: /Apply 1 change\(s\) to phone message templates on Local emulator\?[\s\S]*enrollment_message/ });
      assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.equal((await emulator.stats()).byRoute['PUT /api/v2/guardian/factors/phone/templates'], 1);
      const after = await server('templates');
      assert.equal(after.enrollment_message, 'Your {{tenant.friendly_name}} enrollment code: {{code}}');
      assert.match(after.verification_message, /\{\{code\}\} is your verification code/, 'the other message is kept');
      assert.ok(prompts.notices.some((n) => /Phone message templates updated/.test(n.message)));
    });

    it('a change on the server since it was opened is detected before anything is sent', async () => {
      const uri = await open();
      await edit(uri, (v) => (v.enrollment_message = 'Mine {{code}}'));
      const theirs = await server('templates');
      await emulator.api('PUT', `${PHONE}/templates`, { ...theirs, verification_message: 'Theirs {{code}}' });
      prompts.script(
        { kind: 'confirm', value: 'Merge', expect: /Phone message templates was changed on the server[\s\S]*verification_message/ },
        { kind: 'confirm', value: 'Apply', expect: /Apply 1 change\(s\)[\s\S]*enrollment_message/ },
      );
      assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.deepEqual(await server('templates'), { enrollment_message: 'Mine {{code}}', verification_message: 'Theirs {{code}}' });
      const mergeTabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputTextDiff && /merged, to be sent/.test(t.label));
      assert.deepEqual(mergeTabs.map((t) => t.label), [], 'the merge diff is closed once the merge was sent');
    });

    it('a failed save keeps the text unsaved and says why', async () => {
      const uri = await open();
      await edit(uri, (v) => (v.verification_message = 'Code: {{code}}'));
      const text = doc(uri).getText();
      await emulator.faults('500@1:PUT /api/v2/guardian/factors/phone/templates');
      prompts.script({ kind: 'confirm', value: 'Apply' });
      assert.equal(await doc(uri).save(), false);
      assert.equal(doc(uri).isDirty, true);
      assert.equal(doc(uri).getText(), text);
      assert.match(errors().at(-1)!.message, /^Save refused\. Not applied/);
      assert.match((await server('templates')).verification_message, /is your verification code/);
    });
  });
});
