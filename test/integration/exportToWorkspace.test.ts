// Export to Workspace… and Compare with Tenant (drift) in a real VS Code: the harness's emulator tenant ("Local
// emulator", `--seed demo`) is exported into the test workspace folder (removed again after the suite), the files are
// read back (no secret, no id), a second export asks before overwriting, and the drift diff shows a file's edit.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { registerDiagnostics } from '../../src/editors/diagnostics/registerDiagnostics';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { tenantsPerSuite } from './helpers/suite';
import { ours, setText, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const ALL_KINDS = ['Connections', 'Applications', 'APIs', 'Client Grants', 'Actions', 'Token Exchange Profiles', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates'];
const SECRETS = [/demo-gateway-secret/, /emulator-(admin|readonly|nonglobal)-secret/, /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/];
const decoder = new TextDecoder();

async function filesUnder(uri: vscode.Uri, out: vscode.Uri[] = []): Promise<vscode.Uri[]> {
  for (const [name, type] of await vscode.workspace.fs.readDirectory(uri)) {
    const entry = vscode.Uri.joinPath(uri, name);
    if (type === vscode.FileType.Directory) await filesUnder(entry, out);
    else out.push(entry);
  }
  return out;
}
const read = async (uri: vscode.Uri) => decoder.decode(await vscode.workspace.fs.readFile(uri));
const write = (uri: vscode.Uri, text: string) => vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));

describe('Export to Workspace and drift', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;
  let local: TreeNode;
  let root: vscode.Uri;
  const file = (...segments: string[]) => vscode.Uri.joinPath(root, ...segments);
  const remove = () => vscode.workspace.fs.delete(root, { recursive: true }).then(() => undefined, () => undefined);

  before(async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the harness opens a workspace folder');
    root = vscode.Uri.joinPath(folder.uri, 'Local-emulator');
    await remove();
  });
  tenantsPerSuite((t) => ({ services: s, prompts, local } = t));
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  after(remove);

  it('a tenant: every kind by default, one file per resource, normalised, no secret and no id in any file', async () => {
    prompts.script({ kind: 'pickMany', value: ALL_KINDS, expect: /Kinds to export from Local emulator/ });
    await vscode.commands.executeCommand('authTenants.exportToWorkspace', local);
    assert.deepEqual(prompts.asked[0]?.picked, ALL_KINDS, 'every kind is picked by default');
    const files = await filesUnder(root);
    const [notice] = prompts.messages('info');
    // An action is two files: its settings (.json) and its code (.js).
    assert.equal(notice, `Exported ${files.filter((f) => f.path.endsWith('.json')).length} resources of Local emulator to workspace`);
    assert.ok(files.length > 100, `${files.length} files`);
    const db = JSON.parse(await read(file('connections', 'partners-db.json'))) as Record<string, unknown>;
    assert.equal(db.name, 'partners-db');
    assert.deepEqual(db.enabled_applications, ['Storefront']);
    assert.equal((db.options as Record<string, unknown>).passwordPolicy, 'good');
    assert.match(await read(file('phone-factors', 'phone-factors.json')), /"message_types": \[\n\s+"sms"\n\s+\]/);
    assert.match(await read(file('token-exchange-profiles', 'Mobile-device-token.json')), /"action": "validate-mobile-device-token"/);
    assert.ok((await read(file('connections', 'Username-Password-Authentication.json'))).includes('"gateway_authentication"'));
    assert.deepEqual(JSON.parse(await read(file('client-grants', 'Back-Office-Sync-Orders-API.json'))), {
      application: 'Back Office Sync', audience: 'https://api.example.com/orders', scope: ['read:orders', 'update:orders'],
    });
    assert.match(await read(file('actions', 'add-roles-to-id-token.js')), /^exports\.onExecutePostLogin = async \(event, api\) => \{$/m);
    for (const uri of files) {
      if (uri.path.endsWith('.js')) {
        assert.match(uri.path, /\/Local-emulator\/actions\/[\w.-]+\.js$/);
        assert.ok(files.some((f) => f.path === uri.path.replace(/\.js$/, '.json')), `${uri.path} beside its settings`);
        continue;
      }
      assert.match(uri.path, /\/Local-emulator\/(applications|apis|client-grants|actions|connections|token-exchange-profiles|event-streams|vault-connections|phone-factors|verification-templates)\/[\w.-]+\.json$/);
      const text = await read(uri);
      assert.doesNotThrow(() => JSON.parse(text), uri.path);
      // A trigger's "id" in an action's supported_triggers is its name; the resource's own id is never written.
      for (const re of [...SECRETS, /^ {2}"id":/m, /"(created_at|updated_at|action_id|enabled_clients)":/]) assert.doesNotMatch(text, re, uri.path);
    }
    for (const uri of files) for (const re of SECRETS) assert.doesNotMatch(await read(uri), re, uri.path);
  });

  it('a second export asks once before overwriting, naming the resource; dismissed, nothing is written', async () => {
    const target = file('connections', 'partners-db.json');
    await write(target, '{ "name": "partners-db", "edited": true }\n');
    const question = /^Local-emulator\/connections\/partners-db\.json already holds the connection "partners-db"\. Overwrite it\?/;
    prompts.script({ kind: 'confirm', value: undefined, expect: question });
    await vscode.commands.executeCommand('authTenants.exportToWorkspace', await child(s, await child(s, local, 'Connections'), 'partners-db'));
    assert.equal(await read(target), '{ "name": "partners-db", "edited": true }\n');
    assert.deepEqual(prompts.messages('info'), []);
    prompts.script({ kind: 'confirm', value: 'Overwrite', expect: question });
    await vscode.commands.executeCommand('authTenants.exportToWorkspace', await child(s, await child(s, local, 'Connections'), 'partners-db'));
    assert.match(await read(target), /"passwordPolicy": "good"/);
    assert.deepEqual(prompts.messages('info'), ['Exported 1 resources of Local emulator to workspace']);
    // A whole tenant export asks once, saying how many and naming the files; dismissed, nothing is written.
    await write(target, '{ "name": "partners-db", "edited": true }\n');
    prompts.script({ kind: 'pickMany', value: ['Connections'] }, { kind: 'confirm', value: undefined, expect: /^\d+ of the \d+ files already exist in workspace\. Overwrite them\?/ });
    await vscode.commands.executeCommand('authTenants.exportToWorkspace', local);
    const asked = prompts.asked.filter((a) => a.kind === 'confirm').at(-1)!.text;
    assert.match(asked, /\nLocal-emulator\/connections\/partners-db\.json\n/, `the question names the files: ${asked}`);
    assert.equal(await read(target), '{ "name": "partners-db", "edited": true }\n');
  });

  it('one resource whose file name another resource\'s file holds: written beside it, the other file untouched', async () => {
    const other = file('connections', 'partners-db.json');
    const theirs = '{ "name": "partners db", "strategy": "auth0" }\n';
    await write(other, theirs);
    await vscode.commands.executeCommand('authTenants.exportToWorkspace', await child(s, await child(s, local, 'Connections'), 'partners-db'));
    assert.equal(await read(other), theirs, 'the other resource\'s file is not overwritten');
    assert.equal((JSON.parse(await read(file('connections', 'partners-db-2.json'))) as { name: string }).name, 'partners-db');
    assert.equal(prompts.asked.filter((a) => a.kind === 'confirm').length, 0, 'no file of this resource existed: nothing to ask');
    await write(other, await read(file('connections', 'partners-db-2.json')));
    await vscode.workspace.fs.delete(file('connections', 'partners-db-2.json'));
  });

  it('drift: the diff of an edited file against the tenant shows the edit; an unchanged file matches', async () => {
    const target = file('connections', 'partners-db.json');
    const exported = await read(target);
    await write(target, exported.replace('"passwordPolicy": "good"', '"passwordPolicy": "excellent"'));
    await vscode.commands.executeCommand('authTenants.compareFileWithTenant', target);
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.ok(tab?.input instanceof vscode.TabInputTextDiff, `a diff is active, not ${tab?.label}`);
    assert.equal(tab.label, 'partners-db: partners-db.json ↔ Local emulator');
    assert.equal(tab.input.original.toString(), target.toString(), 'the file itself on the left');
    // The file was written on disk: a document an earlier suite left open catches up with it a moment later.
    const original = tab.input.original;
    await until('the edited file on the left', async () => /"passwordPolicy": "excellent"/.test((await vscode.workspace.openTextDocument(original)).getText()));
    const right = (await vscode.workspace.openTextDocument(tab.input.modified)).getText();
    assert.match(right, /"passwordPolicy": "good"/);
    assert.equal(right, exported, 'the tenant side is written as an export writes it');
    assert.deepEqual(prompts.messages('info'), []);

    await vscode.commands.executeCommand('authTenants.compareFileWithTenant', file('event-streams', 'user-lifecycle-webhook.json'));
    assert.deepEqual(prompts.messages('info'), ['user-lifecycle-webhook.json matches the event stream "user-lifecycle-webhook" on Local emulator (ids, dates and secrets aside).']);
  });

  it('an exported file gets the extension\'s checks: an invalid value is an error at its key; saving sends nothing', async () => {
    const target = file('connections', 'Username-Password-Authentication.json');
    const document = await vscode.workspace.openTextDocument(target);
    await vscode.window.showTextDocument(document);
    assert.deepEqual(ours(target), [], 'a fresh export is clean');
    await setText(target, document.getText().replace('"is_domain_connection": false', '"is_domain_connection": "no"'));
    const [problem] = await until('a diagnostic', () => (ours(target).length ? ours(target) : undefined));
    assert.equal(ours(target).length, 1);
    assert.equal(problem!.severity, vscode.DiagnosticSeverity.Error);
    assert.match(document.lineAt(problem!.range.start.line).text.trim(), /^"is_domain_connection": "no",?$/);
    await setText(target, document.getText().replace('"is_domain_connection": "no"', '"is_domain_connection": false'));
    await until('the diagnostic goes', () => ours(target).length === 0);
    const before = (await emulator.stats()).requests;
    await setText(target, document.getText().replace('"is_domain_connection": false', '"is_domain_connection": true'));
    assert.ok(await document.save());
    assert.equal((await emulator.stats()).requests, before, 'saving a workspace file sends nothing');
  });

  it('a misspelled key is an error at it naming the keys; Apply to Tenant… refuses the file and sends nothing', async () => {
    const target = file('connections', 'partners-db.json');
    const exported = await read(target);
    const document = await vscode.workspace.openTextDocument(target);
    await vscode.window.showTextDocument(document);
    await setText(target, exported.replace('"options"', '"optoins"'));
    const [problem] = await until('a diagnostic', () => (ours(target).length ? ours(target) : undefined));
    assert.equal(ours(target).length, 1, ours(target).map((d) => d.message).join('\n'));
    assert.equal(problem!.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(document.getText(problem!.range), '"optoins"');
    assert.match(problem!.message, /^Unknown property "optoins": did you mean "options"\? the connections files hold display_name, options, /);
    assert.ok(await document.save());
    const before = (await emulator.stats()).requests;
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    const line = problem!.range.start.line + 1;
    assert.match(prompts.messages('error')[0] ?? '', new RegExp(`^Local-emulator/connections/partners-db\\.json cannot be applied, line ${line}: optoins: Unknown property "optoins"`));
    assert.equal((await emulator.stats()).requests, before, 'nothing was read or sent');
    await setText(target, exported);
    await until('the diagnostic goes', () => ours(target).length === 0);
    assert.ok(await document.save());
  });

  it('exported files get the editors\' completion and hover (jsonValidation), and no diagnostic but ours', async () => {
    const target = file('connections', 'completion.json');
    await write(target, '{\n  "name": "completion",\n  "strategy": "auth0",\n  "display_name": "x",\n  \n}\n');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(target));
    try {
      await until('schema completions', async () => {
        const items = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', target, new vscode.Position(4, 2));
        return items.items.some((i) => (typeof i.label === 'string' ? i.label : i.label.label).includes('show_as_button'));
      });
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', target, new vscode.Position(3, 5));
      assert.match(hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join(' '), /Always sent on save/);
      await setText(target, '{\n  "name": "completion",\n  "strategy": "auth0",\n  "show_as_button": "yes"\n}\n');
      await until('our diagnostic', () => ours(target).length === 1);
      await new Promise((r) => setTimeout(r, 2500)); // the JSON language server validates a moment after a change
      assert.deepEqual(vscode.languages.getDiagnostics(target).map((d) => d.source), ['auth-tenants']);
    } finally {
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      await vscode.workspace.fs.delete(target);
    }
  });

  it('a JSON file in a folder named like a kind but without a key only its exports hold, or below node_modules, gets no diagnostics', async () => {
    // A database's settings in a project's config/connections/: a "name", but no "strategy".
    const stray = file('connections', 'postgres.json');
    const hidden = vscode.Uri.joinPath(root, 'node_modules', 'Staging', 'connections', 'a.json');
    await write(stray, '{ "name": "pg", "host": "db.internal", "port": 5432 }\n');
    await write(hidden, '{ "name": "a", "strategy": "auth0", "optoins": {} }\n');
    const control = file('connections', 'control.json');
    await write(control, '{ "name": "a", "strategy": "auth0", "optoins": {} }\n');
    for (const uri of [stray, hidden, control]) await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false });
    await until('the control file\'s diagnostic', () => ours(control).length === 1);
    assert.deepEqual([ours(stray).length, ours(hidden).length], [0, 0]);
    for (const uri of [stray, control]) await vscode.workspace.fs.delete(uri);
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(root, 'node_modules'), { recursive: true });
  });

  it('a vault connection file gets its checks; documents already open when diagnostics are registered (activation) are checked at once', async () => {
    const early = file('vault-connections', 'early.json');
    await write(early, '{ "name": "early", "app_id": "AIRTABLE", "setup": {} }\n');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(early));
    await until('the extension\'s own diagnostic', () => ours(early).length === 1);
    assert.match(ours(early)[0]!.message, /^Unknown property "setup"/);
    // A second registration through registerDiagnostics, as activate() makes registerExportedDiagnostics' (the test
    // bundle cannot load that module's jsonc-parser): the open document gets its problem at once, without an edit.
    const range = ours(early)[0]!.range;
    const second = registerDiagnostics('test.alreadyOpen', {
      matches: (d) => d.uri.toString() === early.toString(),
      problems: () => [{ range: { start: range.start, end: range.end }, message: 'checked at registration', severity: 'error', path: [] }],
    });
    try {
      assert.deepEqual(ours(early).map((d) => d.message.replace(/:.*/, '')).sort(), ['Unknown property "setup"', 'checked at registration']);
    } finally {
      second.dispose();
      await vscode.workspace.fs.delete(early);
    }
  });

  it('drift: no counterpart on the tenant, a file that is not an export, invalid JSON', async () => {
    const ghost = file('connections', 'ghost.json');
    await write(ghost, '{ "name": "ghost", "strategy": "auth0" }\n');
    await vscode.commands.executeCommand('authTenants.compareFileWithTenant', ghost);
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.ok(tab?.input instanceof vscode.TabInputTextDiff);
    assert.equal((await vscode.workspace.openTextDocument(tab.input.modified)).getText(), '// No connection with the name "ghost" on Local emulator.\n');
    assert.deepEqual(prompts.messages('info'), ['Local emulator has no connection with the name "ghost": the right side is empty.']);

    // The editor's unsaved text is what is compared.
    const edited = await setText(ghost, '{\n  "name": ');
    await vscode.commands.executeCommand('authTenants.compareFileWithTenant', ghost);
    assert.match(prompts.messages('error')[0] ?? '', /Local-emulator\/connections\/ghost\.json is not valid JSON \(\w+ at line 2\): fix it, then compare again\./);
    await setText(ghost, '{}\n');
    await edited.save();
    const notExport = file('notes.json');
    await write(notExport, '{}');
    await vscode.commands.executeCommand('authTenants.compareFileWithTenant', notExport);
    assert.match(prompts.messages('error')[1] ?? '', /notes\.json is not an exported resource/);
  });

  // Last: it replaces the tenant's connections folder by a link.
  it('a link planted in the tenant folder to a folder outside the workspace: refused before any write, naming the file', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'export-outside-'));
    const link = file('connections').fsPath;
    rmSync(link, { recursive: true, force: true });
    symlinkSync(outside, link, 'dir');
    try {
      prompts.script({ kind: 'pickMany', value: ['Connections'] });
      await vscode.commands.executeCommand('authTenants.exportToWorkspace', local);
      const [error] = prompts.messages('error');
      assert.match(error ?? '', /^Nothing was exported: Local-emulator\/connections\/[\w.-]+\.json, .* would be written outside the workspace folder .*through a link to another folder\. Remove the link, then export again\.$/, error);
      assert.deepEqual(readdirSync(outside), [], 'nothing was written through the link');
      assert.deepEqual(prompts.messages('info'), [], 'no export is reported');
    } finally {
      unlinkSync(link);
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
