import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../../src/extension';
import type { Services } from '../../../src/services';
import { ensureEmulatorTenant, EMULATOR_TENANT_ID } from '../../../src/tenants/emulator';
import type { TreeNode } from '../../../src/tree/node';
import { emulatorUrl } from './emulator';
import { ScriptedPrompts } from './scriptedPrompts';

export const EXTENSION_ID = 'auth-tenants.auth-tenants';

/** Activates the extension and returns its live services (the test seam is on when AUTH_TENANTS_TEST=1). */
export async function services(): Promise<Services> {
  const ext = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
  assert.ok(ext, 'extension is installed');
  const api = await ext.activate();
  assert.ok(api.testing, 'the test seam is on (AUTH_TENANTS_TEST=1)');
  return api.testing;
}

/**
 * Records, from now on, when drafts' edits are kept in globalState or refused (they hold a secret), a moment after
 * the last edit. `at(uri, version)`: whether the edits up to that document version were kept, once they were handled.
 */
export async function keptEdits(): Promise<{ at(uri: vscode.Uri, version: number): Promise<boolean>; dispose(): void }> {
  const api = await vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)!.activate();
  assert.ok(api.draftEdits, 'the test seam is on (AUTH_TENANTS_TEST=1)');
  const seen: { uri: string; version: number; stored: boolean }[] = [];
  const waiting = new Set<() => void>();
  const sub = api.draftEdits((e) => {
    seen.push({ uri: e.uri.toString(), version: e.version, stored: e.stored });
    for (const check of [...waiting]) check();
  });
  return {
    at: (uri, version) => new Promise((resolve) => {
      const check = () => {
        const e = seen.find((x) => x.uri === uri.toString() && x.version >= version);
        if (!e) return;
        waiting.delete(check);
        resolve(e.stored);
      };
      waiting.add(check);
      check();
    }),
    dispose: () => sub.dispose(),
  };
}

/**
 * Fresh state: only the emulator tenant, nothing loaded, no stored draft (so a new draft gets the first path, and
 * drafts an earlier suite left do not count), new scripted prompts.
 */
export async function freshTenant(): Promise<{ services: Services; prompts: ScriptedPrompts; tenantId: string }> {
  const s = await services();
  for (const t of s.registry.list()) await s.registry.remove(t.id);
  for (const key of s.context.globalState.keys()) if (key.startsWith('authTenants.draft:')) await s.context.globalState.update(key, undefined);
  await ensureEmulatorTenant(s.registry, emulatorUrl());
  const prompts = new ScriptedPrompts();
  s.prompts.current = prompts;
  return { services: s, prompts, tenantId: EMULATOR_TENANT_ID };
}

/** Children as the tree shows them, through the real TreeDataProvider. */
export async function children(s: Services, node?: TreeNode): Promise<TreeNode[]> {
  return s.tree.getChildren(node);
}

/** The row as VS Code shows it on hover: getTreeItem, then resolveTreeItem (which adds an on-demand tooltip). */
export function hovered(s: Services, node: TreeNode): vscode.TreeItem {
  return s.tree.resolveTreeItem(s.tree.getTreeItem(node), node);
}

export function label(s: Services, node: TreeNode): string {
  const l = s.tree.getTreeItem(node).label;
  return typeof l === 'string' ? l : (l?.label ?? '');
}

/** Finds a child by label (string or RegExp); fails with the labels that were there. */
export async function child(s: Services, parent: TreeNode | undefined, wanted: string | RegExp): Promise<TreeNode> {
  const nodes = await children(s, parent);
  const found = nodes.find((n) => (typeof wanted === 'string' ? label(s, n) === wanted : wanted.test(label(s, n))));
  assert.ok(found, `no child ${String(wanted)} among [${nodes.map((n) => label(s, n)).join(', ')}]`);
  return found;
}
