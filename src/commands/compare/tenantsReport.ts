/**
 * The result of Compare Tenants… as a read-only Markdown document: a table of counts per kind, then per kind the
 * names of what differs, what only one tenant has and what is the same (each with a Compare lens: reportLens.ts).
 * Server names are flattened to one line.
 */
import * as vscode from 'vscode';
import type { Entry, EntryStatus } from '../../compare/compare';
import type { CompareKind } from '../../compare/kinds';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { cleanLabel } from '../../util/text';
import { kindOf } from '../../kinds';

/** One kind's outcome: its entries, or why it could not be compared. */
export interface KindResult {
  kind: CompareKind;
  entries: Entry[];
  problem?: string;
}

/** "differs", "only in Staging", "only in Production", "same". */
export function statusLabel(status: EntryStatus, a: TenantNode, b: TenantNode): string {
  switch (status) {
    case 'differs': return vscode.l10n.t('differs');
    case 'onlyA': return vscode.l10n.t('only in {0}', a.profile.label);
    case 'onlyB': return vscode.l10n.t('only in {0}', b.profile.label);
    case 'same': return vscode.l10n.t('same');
  }
}

const md = (text: string) => cleanLabel(text, 300).replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`);
const count = (r: KindResult, s: EntryStatus) => r.entries.filter((e) => e.status === s).length;

export interface TenantsReport {
  text: string;
  /** The line (0-based) of each entry's name in `text`. */
  entryLines: { line: number; entry: Entry }[];
}

export function renderTenantsReport(results: readonly KindResult[], a: TenantNode, b: TenantNode): TenantsReport {
  const A = md(a.profile.label);
  const B = md(b.profile.label);
  const lines = [
    `# ${vscode.l10n.t('Compare Tenants: {0} ↔ {1}', A, B)}`, '',
    vscode.l10n.t('Normalised as in Compare with Tenant: ids, dates and secrets left out, other resources by name. Run Compare Tenants… again for a new reading.'), '',
    `| ${vscode.l10n.t('Kind')} | ${vscode.l10n.t('Differs')} | ${vscode.l10n.t('Only in {0}', A)} | ${vscode.l10n.t('Only in {0}', B)} | ${vscode.l10n.t('Same')} |`,
    '|---|---|---|---|---|',
    ...results.map((r) => r.problem
      ? `| ${kindOf(r.kind.id).words.plural} | ${vscode.l10n.t('not compared')} | | | |`
      : `| ${kindOf(r.kind.id).words.plural} | ${count(r, 'differs')} | ${count(r, 'onlyA')} | ${count(r, 'onlyB')} | ${count(r, 'same')} |`),
  ];
  const entryLines: TenantsReport['entryLines'] = [];
  for (const r of results) {
    lines.push('', `## ${kindOf(r.kind.id).words.plural}`);
    if (r.problem) {
      lines.push('', vscode.l10n.t('Not compared: {0}', md(r.problem)));
      continue;
    }
    for (const status of ['differs', 'onlyA', 'onlyB', 'same'] as const) {
      const entries = r.entries.filter((e) => e.status === status);
      if (!entries.length) continue;
      lines.push('', `### ${md(statusLabel(status, a, b))} (${entries.length})`, '');
      for (const entry of entries) {
        entryLines.push({ line: lines.length, entry });
        lines.push(`- ${md(entry.name)}`);
      }
    }
  }
  return { text: `${lines.join('\n')}\n`, entryLines };
}
