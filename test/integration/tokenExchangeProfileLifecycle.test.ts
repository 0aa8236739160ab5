// Token exchange profiles, every verb after create, in a real VS Code against the emulator: Edit (the profile as an
// `auth-tenants:` JSON document applied on save through the one resource editor: change list, server check,
// Compare/Merge/Overwrite, action_id and type locked, a 409 shown on subject_token_type) and Delete (modal naming
// profile and tenant, typed name on production, a second delete is fine, the group reloads).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_TOKEN_EXCHANGE_PROFILE_IDS as P } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { openedDoc as doc, editJson as edit, ours, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { narrowToken } from './helpers/tokens';
import { freshTenantPerTest } from './helpers/suite';

const LEGACY = 'Legacy session migration';
const PARTNER = 'Partner ID token';
const PARTNER_TYPE = 'https://partner.example.com/id-token';
const PATCH = 'PATCH /api/v2/token-exchange-profiles/:id';
const DELETE = 'DELETE /api/v2/token-exchange-profiles/:id';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const server = async (id: string = P.legacySession) => emulator.api<Json>('GET', `token-exchange-profiles/${id}`);
const count = async (route: string) => (await emulator.stats()).byRoute[route] ?? 0;


describe('Token exchange profiles: edit and delete', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  freshTenantPerTest((services, scripted) => {
    s = services;
    prompts = scripted;
  });

  async function profilesGroup(tenantIndex = 0): Promise<TreeNode> {
    return child(s, (await children(s))[tenantIndex], 'Token Exchange Profiles');
  }

  /** Clicks the profile's row: runs the row's own command with its arguments. */
  async function clickRow(name = LEGACY): Promise<vscode.Uri> {
    const row = await child(s, await profilesGroup(), name);
    const command = s.tree.getTreeItem(row).command!;
    assert.equal(command.command, 'authTenants.editTokenExchangeProfile', 'a click opens the editable document');
    const uri = await vscode.commands.executeCommand<vscode.Uri>(command.command, ...(command.arguments ?? []));
    assert.ok(uri instanceof vscode.Uri, `the command returns the document URI; notices: ${JSON.stringify(prompts.notices)}`);
    await until('the document is open', () => doc(uri));
    return uri;
  }

  describe('Edit Token Exchange Profile', () => {
    it('a click on the row opens the document: the four fields, no id or dates; the header names it and the tenant', async () => {
      const uri = await clickRow();
      assert.equal(uri.toString(true), `auth-tenants:/local-emulator/token-exchange-profiles/${P.legacySession}/Legacy-session-migration.token-exchange-profile.json`);
      const shown = JSON.parse(doc(uri).getText()) as Json;
      const { id: _id, created_at: created, updated_at: updated, ...rest } = (await server()).body;
      assert.deepEqual(shown, rest);
      assert.deepEqual(Object.keys(shown), ['name', 'subject_token_type', 'action_id', 'type']);
      await new Promise((r) => setTimeout(r, 300));
      assert.deepEqual(ours(uri), []);
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
      // The header line: name and tenant (dates, id and the fields never sent are in its hover, headerLine.ts).
      const titles = lenses.map((l) => l.command?.title ?? '').join(' | ');
      assert.ok(titles.includes(`${LEGACY} · Local emulator | `), titles);
      assert.ok(!titles.includes(String(created)) && !titles.includes(P.legacySession), titles);
    });

    it('from the palette: name and subject_token_type saved after the change list; one PATCH; the group reloads', async () => {
      const group = await profilesGroup();
      await children(s, group);
      prompts.script({ kind: 'pick', value: LEGACY, expect: /Edit a token exchange profile/ });
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editTokenExchangeProfile');
      assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
      await until('the document is open', () => doc(uri));
      await edit(uri, (v) => {
        v.name = 'Legacy sessions';
        v.subject_token_type = 'urn:example:legacy-session-v2';
      });
      await emulator.resetStats();
      prompts.script({
        kind: 'confirm',
        value: 'Apply',
        expect: /Apply 2 change\(s\) to token exchange profile Legacy session migration on Local emulator\?[\s\S]*name: "Legacy session migration" → "Legacy sessions"[\s\S]*subject_token_type: "urn:example:legacy-session" → "urn:example:legacy-session-v2"/,
      });
      assert.equal(await doc(uri).save(), true, `saved; notices: ${JSON.stringify(prompts.notices)}`);
      assert.equal(await count(PATCH), 1);
      const after = (await server()).body;
      assert.equal(after.name, 'Legacy sessions');
      assert.equal(after.subject_token_type, 'urn:example:legacy-session-v2');
      assert.equal(doc(uri).isDirty, false);
      assert.ok(prompts.notices.some((n) => n.kind === 'info' && /Token exchange profile Legacy sessions updated/.test(n.message)));
      await until('the profiles list shows the new name', async () => (await children(s, group)).some((n) => label(s, n) === 'Legacy sessions'));
    });

    it('a change on the server meanwhile: Compare, then Merge keeps the server\'s change and applies mine', async () => {
      const uri = await clickRow();
      await edit(uri, (v) => (v.name = 'Mine'));
      assert.equal((await emulator.api('PATCH', `token-exchange-profiles/${P.legacySession}`, { subject_token_type: 'urn:example:theirs' })).status, 200);
      await emulator.resetStats();
      prompts.script(
        { kind: 'confirm', value: 'Compare', expect: /Token exchange profile Legacy session migration was changed on the server[\s\S]*subject_token_type: "urn:example:legacy-session" → "urn:example:theirs"/ },
        { kind: 'confirm', value: 'Merge', expect: /Server version \(left\) and yours \(right\) of token exchange profile/ },
        { kind: 'confirm', value: 'Apply', expect: /Apply 1 change\(s\)[\s\S]*name: "Legacy session migration" → "Mine"$/ },
      );
      assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.deepEqual(prompts.asked.at(-3)?.items, ['Compare', 'Merge', 'Overwrite']);
      assert.equal(await count(PATCH), 1);
      const after = (await server()).body;
      assert.equal(after.name, 'Mine');
      assert.equal(after.subject_token_type, 'urn:example:theirs', 'the server\'s change is kept');
    });

    it('the same value changed on both sides: no Merge; Overwrite applies mine', async () => {
      const uri = await clickRow();
      await edit(uri, (v) => (v.name = 'Mine'));
      assert.equal((await emulator.api('PATCH', `token-exchange-profiles/${P.legacySession}`, { name: 'Theirs' })).status, 200);
      prompts.script(
        { kind: 'confirm', value: 'Overwrite', expect: /was changed on the server[\s\S]*name: "Legacy session migration" → "Theirs"/ },
        { kind: 'confirm', value: 'Apply', expect: /name: "Theirs" → "Mine"/ },
      );
      assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.deepEqual(prompts.asked.at(-2)?.items, ['Compare', 'Overwrite']);
      assert.equal((await server()).body.name, 'Mine');
    });

    it('an edit of action_id is refused on its key (create a new profile), the text stays and nothing is sent', async () => {
      const uri = await clickRow();
      await edit(uri, (v) => (v.action_id = 'c7e00000-0000-4000-8000-000000000009'));
      const text = doc(uri).getText();
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes('"action_id"'));
      const error = await until('the locked error', () => ours(uri).find((d) => d.severity === vscode.DiagnosticSeverity.Error));
      assert.deepEqual([error.range.start.line, error.range.start.character], [line, lines[line]!.indexOf('"action_id"')], 'on the action_id key');
      assert.match(error.message, /action_id cannot be changed: the service cannot change it; create a new profile/);
      await emulator.resetStats();
      assert.equal(await doc(uri).save(), false);
      assert.equal(doc(uri).isDirty, true);
      assert.equal(doc(uri).getText(), text);
      assert.match(prompts.notices.at(-1)!.message, /^Save refused\. Not applied: the document has a problem .*action_id cannot be changed/);
      assert.equal((await emulator.stats()).requests, 0, 'no request at all');
    });

    it('a bad subject_token_type: an error on its key, nothing sent', async () => {
      const uri = await clickRow();
      await edit(uri, (v) => (v.subject_token_type = 'urn:auth0:mine'));
      const line = doc(uri).getText().split('\n').findIndex((l) => l.includes('"subject_token_type"'));
      const error = await until('the value error', () => ours(uri).find((d) => d.severity === vscode.DiagnosticSeverity.Error));
      assert.equal(error.range.start.line, line);
      assert.match(error.message, /reserved namespace/);
      await emulator.resetStats();
      assert.equal(await doc(uri).save(), false);
      assert.equal((await emulator.stats()).requests, 0);
    });

    it('a subject_token_type another profile has (409): a problem on that key naming the other profile; the document stays dirty', async () => {
      const uri = await clickRow();
      await edit(uri, (v) => (v.subject_token_type = PARTNER_TYPE));
      prompts.script({ kind: 'confirm', value: 'Apply' });
      assert.equal(await doc(uri).save(), false);
      const told = prompts.notices.at(-1)!.message;
      assert.match(told, new RegExp(`Not applied: The profile "${PARTNER}" \\(${P.partner}\\) already uses the subject_token_type ${PARTNER_TYPE.replace(/\./g, '\\.')}`));
      const lines = doc(uri).getText().split('\n');
      const line = lines.findIndex((l) => l.includes('"subject_token_type"'));
      const problem = await until('the problem on subject_token_type', () => ours(uri).find((d) => d.code === 'server'));
      assert.deepEqual([problem.range.start.line, problem.range.start.character], [line, lines[line]!.indexOf('"subject_token_type"')]);
      assert.match(problem.message, new RegExp(`"${PARTNER}"`));
      assert.equal(doc(uri).isDirty, true);
      assert.equal((await server()).body.subject_token_type, 'urn:example:legacy-session');
    });

    it('a token without update:token_exchange_profiles: the row opens the read-only view; Edit names the scope and sends nothing', async () => {
      await s.registry.save(
        { id: 'read-only-profiles', label: 'Read-only profiles', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
        { accessToken: await narrowToken('read:token_exchange_profiles') },
      );
      const index = (await children(s)).findIndex((t) => label(s, t) === 'Read-only profiles');
      const row = await child(s, await profilesGroup(index), LEGACY);
      await until('the token\'s scopes are known', () => /missing:update:token_exchange_profiles/.test(String(s.tree.getTreeItem(row).contextValue)));
      assert.match(String(s.tree.getTreeItem(row).contextValue), /missing:delete:token_exchange_profiles/);
      assert.equal(s.tree.getTreeItem(row).command?.command, 'authTenants.openResource');
      await emulator.resetStats();
      assert.equal(await vscode.commands.executeCommand('authTenants.editTokenExchangeProfile', row), undefined);
      const told = await until('the error', () => prompts.notices.find((n) => n.kind === 'error'));
      assert.match(told.message, /update:token_exchange_profiles/);
      await vscode.commands.executeCommand('authTenants.deleteTokenExchangeProfile', row);
      await until('the delete error', () => prompts.notices.filter((n) => n.kind === 'error').length === 2);
      assert.match(prompts.notices.filter((n) => n.kind === 'error')[1]!.message, /delete:token_exchange_profiles/);
      assert.equal(await count(PATCH) + await count(DELETE), 0);
      await s.registry.remove('read-only-profiles');
    });
  });

  describe('Delete Token Exchange Profile…', () => {
    it('a dismissed modal keeps the profile and says nothing', async () => {
      const row = await child(s, await profilesGroup(), LEGACY);
      prompts.script({ kind: 'confirm', value: undefined, expect: /Delete the token exchange profile "Legacy session migration" from Local emulator\?/ });
      await emulator.resetStats();
      await vscode.commands.executeCommand('authTenants.deleteTokenExchangeProfile', row);
      assert.equal((await server()).status, 200);
      assert.equal(await count(DELETE), 0);
      assert.deepEqual(prompts.notices, [], 'a cancel is silent');
    });

    it('from the row after the modal: deleted, the group reloads without it; a second delete is fine too', async () => {
      const group = await profilesGroup();
      const row = await child(s, group, LEGACY);
      prompts.script({ kind: 'confirm', value: 'Delete', expect: /Delete the token exchange profile "Legacy session migration" from Local emulator\?[\s\S]*urn:example:legacy-session stop working/ });
      await vscode.commands.executeCommand('authTenants.deleteTokenExchangeProfile', row);
      assert.equal((await server()).status, 404);
      assert.match(prompts.notices.at(-1)!.message, /Deleted the token exchange profile Legacy session migration from Local emulator/);
      await until('the list without it', async () => !(await children(s, group)).some((n) => label(s, n) === LEGACY));
      assert.ok((await children(s, group)).some((n) => label(s, n) === PARTNER), 'the others stay');
      // The same row again (another window deleted it meanwhile): the service answers 204 again, which is success.
      prompts.script({ kind: 'confirm', value: 'Delete' });
      await vscode.commands.executeCommand('authTenants.deleteTokenExchangeProfile', row);
      assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
      assert.equal(await count(DELETE), 2);
    });

    it('from the palette: picks the tenant and the profile, confirms, deletes', async () => {
      await s.registry.save(
        { id: 'second-tenant', label: 'Second tenant', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
        { accessToken: await narrowToken('read:token_exchange_profiles') },
      );
      prompts.script(
        { kind: 'pick', value: 'Local emulator', expect: /Choose a tenant/ },
        { kind: 'pick', value: (p: { id: string }) => p.id === P.mobileDevice, expect: /Delete Token Exchange Profile/ },
        { kind: 'confirm', value: 'Delete', expect: /"Mobile device token" from Local emulator/ },
      );
      await vscode.commands.executeCommand('authTenants.deleteTokenExchangeProfile');
      assert.equal((await server(P.mobileDevice)).status, 404);
      assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
      assert.deepEqual(prompts.asked[0]?.items, ['Local emulator', 'Second tenant']);
      await s.registry.remove('second-tenant');
    });

    it('on a production tenant the user types the profile name; a wrong name sends nothing', async () => {
      await s.registry.save({ ...s.registry.get('local-emulator')!, environment: 'production' });
      const row = await child(s, await profilesGroup(), PARTNER);
      await emulator.resetStats();
      prompts.script({ kind: 'confirm', value: 'Delete' }, { kind: 'input', value: 'Partner', invalid: true, expect: /production tenant.*Type the profile name "Partner ID token" to delete it/ });
      await vscode.commands.executeCommand('authTenants.deleteTokenExchangeProfile', row);
      assert.match(prompts.validationMessages[0]!, /Type exactly: Partner ID token/);
      assert.equal(await count(DELETE), 0);
      assert.equal((await server(P.partner)).status, 200);
      prompts.script({ kind: 'confirm', value: 'Delete' }, { kind: 'input', value: PARTNER });
      await vscode.commands.executeCommand('authTenants.deleteTokenExchangeProfile', row);
      assert.equal((await server(P.partner)).status, 404);
    });
  });
});
