// A syntax error is reported once in every document the extension owns: VS Code's JSON language service validates
// json documents (a resource editor, a draft, an exported workspace file), so the extension leaves syntax errors and
// duplicate keys to it and keeps only its own schema and value checks (src/editors/diagnostics/jsonService.ts).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { closeTabs, setText, until } from './helpers/documents';
import { children, child } from './helpers/extension';
import { cleanTenant } from './reliability/support';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import type { ButtonPrompts } from './reliability/support';

const MISSING_COMMA = '{\n  "name": "syntax-once",\n  "strategy": "auth0",\n  "display_name": "One"\n  "show_as_button": true\n}\n';
const describeAll = (uri: vscode.Uri) => JSON.stringify(vscode.languages.getDiagnostics(uri).map((d) => [d.source, d.message, d.range.start.line]));

/** Once VS Code's JSON service has reported on `uri`, every diagnostic of the line with the missing comma (line 4). */
async function reportsOfBrokenLine(uri: vscode.Uri): Promise<vscode.Diagnostic[]> {
  await until(`the JSON language service reports on ${uri.toString()}`, () => vscode.languages.getDiagnostics(uri).some((d) => d.source === 'json'), 30_000);
  return vscode.languages.getDiagnostics(uri).filter((d) => d.range.start.line === 4);
}

describe('Syntax errors are reported once', function () {
  this.timeout(120_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  before(async () => {
    ({ s, prompts, tenant } = await cleanTenant());
  });
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('in a resource editor: one diagnostic for a missing comma, no duplicate-key warning', async () => {
    const connections = await child(s, tenant, 'Connections');
    const node = (await children(s, connections)).find((n) => n.id.endsWith(`/${DEMO_CONNECTION_IDS.database}`))!;
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node);
    await setText(uri, '{\n  "display_name": "One",\n  "show_as_button": false,\n  "is_domain_connection": false\n  "realms": []\n}\n');
    const reports = await reportsOfBrokenLine(uri);
    assert.equal(reports.length, 1, describeAll(uri));
    assert.ok(!vscode.languages.getDiagnostics(uri).some((d) => /Duplicate/i.test(d.message)), describeAll(uri));
    await vscode.window.showTextDocument(uri);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await closeTabs(uri);
  });

  it('in a draft: one diagnostic for a missing comma', async () => {
    prompts.script({ kind: 'pick', value: 'auth0' }, { kind: 'input', value: 'syntax-once' });
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createConnection', await child(s, tenant, 'Connections'));
    await setText(uri, MISSING_COMMA);
    const reports = await reportsOfBrokenLine(uri);
    assert.equal(reports.length, 1, describeAll(uri));
    assert.ok(!vscode.languages.getDiagnostics(uri).some((d) => /Duplicate/i.test(d.message)), describeAll(uri));
  });

  it('in an exported workspace file: one diagnostic for a missing comma', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the harness opens a workspace folder');
    const root = vscode.Uri.joinPath(folder.uri, 'Syntax-once');
    const uri = vscode.Uri.joinPath(root, 'connections', 'broken.json');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(MISSING_COMMA));
    try {
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
      const reports = await reportsOfBrokenLine(uri);
      assert.equal(reports.length, 1, describeAll(uri));
    } finally {
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      await vscode.workspace.fs.delete(root, { recursive: true });
    }
  });
});
