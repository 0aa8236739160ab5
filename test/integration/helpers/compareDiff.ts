import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

/** The active diff of a comparison: its title and the texts of its two sides (both the extension's JSONC documents). */
export async function activeDiff(): Promise<{ title: string; left: string; right: string }> {
  const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
  assert.ok(tab?.input instanceof vscode.TabInputTextDiff, `a diff is active, not ${tab?.label}`);
  const { original, modified } = tab.input;
  const text = async (uri: vscode.Uri) => {
    assert.equal(uri.scheme, 'auth-tenants-compare');
    const document = await vscode.workspace.openTextDocument(uri);
    assert.equal(document.languageId, 'jsonc', 'a side is JSONC: its comment lines are valid');
    return document.getText();
  };
  return { title: tab.label, left: await text(original), right: await text(modified) };
}
