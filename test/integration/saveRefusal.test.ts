// Ctrl+S in a resource document (authTenants.saveDocument, the keybinding of both schemes): a refused save is one
// message of ours and a cancelled one says nothing, the document stays dirty; after a save found the server changed,
// Revert File (and Reload from Tenant) show the server's current version, so the next save does not conflict again.
// The workbench side (no "Failed to save" notification of VS Code) is test/e2e/refusedSave.e2e.ts.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { closeOurEditors, openedDoc as doc, setText, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const DB = DEMO_CONNECTION_IDS.database;
type Json = Record<string, unknown>;
const displayName = (uri: vscode.Uri) => (JSON.parse(doc(uri).getText()) as Json).display_name;
const server = async () => (await emulator.api<Json>('GET', `connections/${DB}`)).body;

describe('Saving a resource document with Ctrl+S', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
  });

  afterEach(async () => {
    await closeOurEditors();
    assert.equal(prompts.pending, 0, 'every scripted answer was used');
  });

  async function open(): Promise<vscode.Uri> {
    const [tenant] = await children(s);
    const node = await child(s, await child(s, tenant, 'Connections'), 'Username-Password-Authentication');
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node);
    assert.ok(uri instanceof vscode.Uri, JSON.stringify(prompts.notices));
    await vscode.window.showTextDocument(await until('the document is open', () => doc(uri)));
    return uri;
  }

  async function rename(uri: vscode.Uri, name: unknown): Promise<void> {
    const value = JSON.parse(doc(uri).getText()) as Json;
    value.display_name = name;
    await setText(uri, `${JSON.stringify(value, null, 2)}\n`);
  }

  const save = (uri: vscode.Uri) => vscode.commands.executeCommand<boolean>('authTenants.saveDocument', uri);

  it('a refused save is one message of ours that says what to do; the document stays dirty and nothing is sent', async () => {
    const uri = await open();
    await rename(uri, 7);
    await emulator.resetStats();
    assert.equal(await save(uri), false);
    assert.equal(doc(uri).isDirty, true);
    assert.deepEqual(prompts.notices.map((n) => [n.kind, n.message.replace(/\(line.*/, '')]), [['error', 'Save refused. Not applied: the document has a problem ']]);
    assert.match(prompts.notices[0]!.message, /Fix it and save again\.$/);
    assert.equal((await emulator.stats()).requests, 0);
  });

  it('Cancel in the conflict question says nothing; Revert then shows the server\'s version and the next save does not conflict', async () => {
    const uri = await open();
    await emulator.patchConnection(DB, { display_name: 'Theirs' });
    await rename(uri, 'Mine');
    prompts.script({ kind: 'confirm', value: undefined, expect: /changed on the server/ });
    assert.equal(await save(uri), false);
    assert.deepEqual(prompts.notices, [], 'a cancel is silent');
    assert.equal(doc(uri).isDirty, true);
    assert.equal(displayName(uri), 'Mine', 'the edit is kept');

    await vscode.commands.executeCommand('workbench.action.files.revert');
    await until('the server\'s version after Revert', () => displayName(uri) === 'Theirs', { state: async () => displayName(uri) });
    assert.equal(doc(uri).isDirty, false);

    await rename(uri, 'Mine');
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /^Apply 1 change\(s\)[\s\S]*display_name: "Theirs" → "Mine"$/ });
    assert.equal(await save(uri), true, JSON.stringify(prompts.notices));
    assert.equal((await server()).display_name, 'Mine');
    assert.equal(doc(uri).isDirty, false);
  });

  it('Reload from Tenant shows the server\'s current version, dropping edits after a question', async () => {
    const uri = await open();
    await emulator.patchConnection(DB, { display_name: 'Theirs' });
    await vscode.commands.executeCommand('authTenants.reloadFromTenant', uri);
    await until('the server\'s version', () => displayName(uri) === 'Theirs', { state: async () => displayName(uri) });

    await emulator.patchConnection(DB, { display_name: 'Theirs again' });
    await rename(uri, 'Mine');
    prompts.script({ kind: 'confirm', value: 'Reload', expect: /^Reload connection Username-Password-Authentication from the tenant and drop your unsaved edits\?/ });
    await vscode.commands.executeCommand('authTenants.reloadFromTenant', uri);
    await until('the server\'s newer version', () => displayName(uri) === 'Theirs again', { state: async () => displayName(uri) });
    assert.equal(doc(uri).isDirty, false);

    await rename(uri, 'Mine');
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /display_name: "Theirs again" → "Mine"$/ });
    assert.equal(await save(uri), true, JSON.stringify(prompts.notices));
    assert.equal((await server()).display_name, 'Mine');
  });
});
