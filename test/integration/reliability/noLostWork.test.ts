// No lost work: a failed save (server error, network down, timeout, conflict) leaves the document dirty with
// the user's text; an unsubmitted draft survives a window reload; a tree refresh never closes an editor.
//
// The window reload is simulated, not performed: `workbench.action.reloadWindow` restarts the extension host,
// which ends this Mocha run. What a reload loses is every editor and every in-memory object; what it keeps is
// globalState. So the test closes the editor discarding its unsaved text, reads the draft through a brand-new
// DraftStore over globalState (the drafts provider keeps no text cache of its own: it reads globalState on
// every stat/readFile), and opens the URI again.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DraftStore } from '../../../src/editors/drafts/draftStore';
import { DEMO_CONNECTION_IDS, DEMO_CTE_ACTION_ID } from '../../../src/emulator/seed/ids';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { closeOurEditors, openedDoc as doc, setText } from '../helpers/documents';
import { emulator } from '../helpers/emulator';
import { child, children } from '../helpers/extension';
import { ButtonPrompts, isTabOpen, setting, until, cleanTenant } from './support';

type Json = Record<string, unknown>;
const serverConnection = async () => (await emulator.api<Json>('GET', `connections/${DEMO_CONNECTION_IDS.database}`)).body;

describe('Reliability: no lost work', function () {
  this.timeout(90_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant(false));
  });

  afterEach(async () => {
    await emulator.faults('');
    await setting('requestTimeoutSeconds', undefined);
    await vscode.workspace.getConfiguration('files').update('autoSave', undefined, vscode.ConfigurationTarget.Global);
    await closeOurEditors();
  });

  async function openConnection(displayName: string): Promise<vscode.Uri> {
    const node = (await children(s, await child(s, tenant, 'Connections'))).find((n) => n.id.endsWith(`/${DEMO_CONNECTION_IDS.database}`))!;
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node);
    await until('the connection document', () => doc(uri));
    const value = JSON.parse(doc(uri).getText()) as Json;
    await setText(uri, `${JSON.stringify({ ...value, display_name: displayName }, null, 2)}\n`);
    return uri;
  }

  async function newDraft(text: string): Promise<vscode.Uri> {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createTokenExchangeProfile', await child(s, tenant, 'Token Exchange Profiles'));
    assert.ok(uri instanceof vscode.Uri, JSON.stringify(prompts.notices));
    await setText(uri, text);
    return uri;
  }

  const profileText = (name: string) =>
    `${JSON.stringify({ name, subject_token_type: `urn:acme:${name.replace(/\W+/g, '-').toLowerCase()}`, action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' }, null, 2)}\n`;

  it('a failed connection save — server error, network down, timeout, 409 — keeps the document dirty with the user\'s text', async () => {
    // Only the explicit saves of this test (code-server auto-saves after a delay by default; see the refresh test).
    await vscode.workspace.getConfiguration('files').update('autoSave', 'off', vscode.ConfigurationTarget.Global);
    await setting('requestTimeoutSeconds', 5);
    s.sessions.forget('local-emulator');
    const uri = await openConnection('Typed by the user');
    const text = doc(uri).getText();
    const attempts: [string, string, boolean][] = [
      ['server error', '503@1:PATCH /api/v2/connections/*', true],
      ['network down', 'reset@1:* /api/v2/*', false], // the check for server changes fails first: no question
      ['timeout', 'delay=8000@1x1:PATCH /api/v2/connections/*', true],
      ['conflict from the server', '409@1x1:PATCH /api/v2/connections/*', true],
    ];
    for (const [what, spec, asks] of attempts) {
      await emulator.faults(spec);
      if (asks) prompts.script({ kind: 'confirm', value: 'Apply' });
      assert.equal(await doc(uri).save(), false, `${what}: not saved`);
      assert.equal(doc(uri).isDirty, true, `${what}: still dirty`);
      assert.equal(doc(uri).getText(), text, `${what}: the user's text is intact`);
      assert.ok(isTabOpen(uri), `${what}: the editor is still open`);
      assert.equal(prompts.scripted.pending, 0, `${what}: asked as expected`);
      await emulator.faults('');
      if (what === 'timeout') {
        // The slow PATCH was still applied by the tenant after the extension gave up: the next save sees it.
        await until('the slow PATCH landed', async () => (await serverConnection()).display_name === 'Typed by the user', 10_000);
        await emulator.patchConnection(DEMO_CONNECTION_IDS.database, { display_name: 'Email and password' });
      }
    }
    assert.equal((await serverConnection()).display_name, 'Email and password', 'nothing applied');
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /Apply 1 change/ });
    assert.equal(await doc(uri).save(), true, `after the outage the same text applies; notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal((await serverConnection()).display_name, 'Typed by the user');
  });

  it('a conflict detected on save (options changed on the server): Cancel leaves the server and the text alone', async () => {
    const uri = await openConnection('Mine');
    const text = doc(uri).getText();
    const before = await serverConnection();
    const options = { ...(before.options as Json), brute_force_protection: !(before.options as Json).brute_force_protection };
    await emulator.patchConnection(DEMO_CONNECTION_IDS.database, { options });
    prompts.script({ kind: 'confirm', value: undefined, expect: /changed on the server[\s\S]*options\.brute_force_protection/ });
    const sent = await emulator.stats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(((await emulator.stats()).byRoute['PATCH /api/v2/connections/:id'] ?? 0) - (sent.byRoute['PATCH /api/v2/connections/:id'] ?? 0), 0, 'no PATCH');
    assert.equal(doc(uri).getText(), text);
    assert.equal(doc(uri).isDirty, true);
    assert.deepEqual((await serverConnection()).options, options, 'the other change is intact');
  });

  it('a failed Create or Apply keeps the draft text (server error, network down)', async () => {
    const text = profileText('Kept after a failure');
    const uri = await newDraft(text);
    for (const spec of ['500@1:POST /api/v2/token-exchange-profiles', 'reset@1:* /api/v2/*']) {
      await emulator.faults(spec);
      assert.equal(await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', uri), undefined);
      assert.equal(doc(uri).getText(), text, spec);
      assert.ok(isTabOpen(uri), spec);
      assert.equal(s.context.globalState.get<{ text: string }>(`authTenants.draft:${uri.path}`)?.text !== undefined, true, 'the draft is still stored');
    }
    await emulator.faults('');
    const phone = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editPhoneFactors', await child(s, tenant, 'MFA Phone Factors'));
    const factors = `${JSON.stringify({ message_types: ['sms', 'voice'] }, null, 2)}\n`;
    await setText(phone, factors);
    await emulator.faults('reset@1:PUT /api/v2/guardian/*');
    assert.equal(await vscode.commands.executeCommand('authTenants.applyPhoneFactorsDocument', phone), undefined);
    assert.equal(doc(phone).getText(), factors);
    assert.deepEqual((await emulator.api<Json>('GET', 'guardian/factors/phone/message-types')).body.message_types, ['sms']);
  });

  it('an unsubmitted draft survives a window reload (editors closed without saving, in-memory state gone, URI read again)', async () => {
    const text = profileText('Survives a reload');
    const uri = await newDraft(text);
    assert.equal(doc(uri).isDirty, true, 'never saved');
    await until('the typed text is in globalState', () => s.context.globalState.get<{ text: string }>(`authTenants.draft:${uri.path}`)?.text === text);
    // "Reload": close every editor, discarding unsaved text (what a window going away does to open editors).
    await vscode.window.showTextDocument(doc(uri));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await until('the editor is closed', () => !isTabOpen(uri));
    // A new window has only globalState: a fresh store over it finds the text …
    assert.equal(new DraftStore(s.context.globalState).get(uri.path)?.text, text);
    // … and the URI (restored editors read it again through the file system provider) shows it.
    assert.equal(Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8'), text);
    const reopened = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    assert.equal(reopened.document.getText(), text);
    assert.equal(reopened.document.isDirty, false);
  });

  it('a tree refresh never closes an open editor or touches its unsaved text', async () => {
    const connection = await openConnection('Unsaved while refreshing');
    const connectionText = doc(connection).getText();
    const draftText = profileText('Unsaved draft while refreshing');
    const draft = await newDraft(draftText);
    const templates = await child(s, tenant, 'Verification Templates');
    const [template] = await children(s, templates);
    await vscode.commands.executeCommand('authTenants.openResource', template);
    const viewOpen = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs)
      .some((t) => t.input instanceof vscode.TabInputText && t.input.uri.scheme === 'auth-tenants-view');
    await until('the read-only view', viewOpen);

    const connections = await child(s, tenant, 'Connections');
    await vscode.commands.executeCommand('authTenants.refresh');
    await vscode.commands.executeCommand('authTenants.refreshNode', tenant);
    await vscode.commands.executeCommand('authTenants.refreshNode', connections);
    await vscode.commands.executeCommand('authTenants.refreshNode', templates);
    [tenant] = await children(s);
    await Promise.all((await children(s, tenant)).map((g) => children(s, g))); // everything reloads
    await s.registry.save({ ...s.registry.get('local-emulator')!, label: 'Renamed while editing' }); // rebuilds the tenant node
    await children(s);
    await new Promise((r) => setTimeout(r, 500));

    for (const [uri, text] of [[connection, connectionText], [draft, draftText]] as const) {
      assert.ok(isTabOpen(uri), `${uri.scheme} editor still open`);
      assert.equal(doc(uri).isDirty, true, `${uri.scheme} still dirty`);
      assert.equal(doc(uri).getText(), text, `${uri.scheme} text intact`);
    }
    assert.ok(viewOpen(), 'the read-only view is still open');
    // code-server's default files.autoSave is afterDelay: while the document waited, an auto-save may have been
    // refused ("auto-save does not apply connection edits"); a save asked for during that refusal shares its
    // result. The next explicit save applies.
    prompts.script({ kind: 'confirm', value: 'Apply' });
    await until('an explicit save applies', async () => (await doc(connection).save()) || undefined, 10_000);
    assert.equal(prompts.scripted.pending, 0, 'asked once');
    assert.equal((await serverConnection()).display_name, 'Unsaved while refreshing');
  });
});
