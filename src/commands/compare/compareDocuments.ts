/**
 * The read-only documents of comparisons (`auth-tenants-compare:` scheme): each side of a diff and each Compare
 * Tenants report is a text kept in memory while its editor is open. URIs hold the tenant id, the kind and a
 * file-name-safe resource name, never a secret; the texts are normalised forms (no secret either).
 */
import * as vscode from 'vscode';
import type { Entry } from '../../compare/compare';
import { renderItem, renderMissing, sideExtension } from '../../compare/render';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { safeFileName } from '../../util/text';
import { kindOf } from '../../kinds';
import { reportLens } from './reportLens';

export const COMPARE_SCHEME = 'auth-tenants-compare';

class CompareDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();
  private counter = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  /** A new document with this text: `/<tenant id>/<folder>/<name>` plus a run number, so each run opens its own. */
  add(tenantId: string, folder: string, name: string, text: string): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: COMPARE_SCHEME, path: `/${encodeURIComponent(tenantId)}/${folder}/${name}`, query: `run=${++this.counter}` });
    this.texts.set(uri.toString(), text);
    return uri;
  }

  forget(uri: vscode.Uri): void {
    if (uri.scheme === COMPARE_SCHEME) this.texts.delete(uri.toString());
  }
}

export const compareDocuments = new CompareDocuments();

/** Registers the scheme's content provider and the report's lenses (one line in activate). */
export function registerCompareDocuments(): vscode.Disposable[] {
  return [
    vscode.workspace.registerTextDocumentContentProvider(COMPARE_SCHEME, compareDocuments),
    vscode.languages.registerCodeLensProvider({ scheme: COMPARE_SCHEME, pattern: '**/*.md' }, reportLens),
    vscode.workspace.onDidCloseTextDocument((d) => {
      compareDocuments.forget(d.uri);
      reportLens.forget(d.uri);
    }),
  ];
}

/** One side of an entry as a document: the resource, or a line saying the tenant has none. */
function sideDocument(entry: Entry, side: 'a' | 'b', tenant: TenantNode): vscode.Uri {
  const words = kindOf(entry.kind.id).words;
  const item = entry[side];
  const text = item ? renderItem(item, words.singular, vscode.l10n.t, entry.kind.id) : renderMissing(words.singular, entry.kind.keyField, entry.key, tenant.profile.label, vscode.l10n.t);
  // Both sides in one language: a side lacking the resource takes the other's extension.
  const file = `${safeFileName(entry.name, 60) || entry.kind.id}${sideExtension(entry.kind.id, entry.a ?? entry.b)}`;
  return compareDocuments.add(tenant.profile.id, entry.kind.id, file, text);
}

/** Opens VS Code's diff: A's side on the left, B's on the right, titled "<name>: <A> ↔ <B>". */
export async function showEntryDiff(entry: Entry, a: TenantNode, b: TenantNode): Promise<{ left: vscode.Uri; right: vscode.Uri }> {
  const left = sideDocument(entry, 'a', a);
  const right = sideDocument(entry, 'b', b);
  const title = vscode.l10n.t('{0}: {1} ↔ {2}', entry.name, a.profile.label, b.profile.label);
  await vscode.commands.executeCommand('vscode.diff', left, right, title, { preview: false });
  return { left, right };
}
