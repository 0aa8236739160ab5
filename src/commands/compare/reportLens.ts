/**
 * The entries of an open Compare Tenants report, by report URI, and a "Compare" lens on each entry's line that opens
 * its diff (`authTenants.openCompareEntry`, openCompareEntry.ts): the report stays usable after the entry list is dismissed, for as long
 * as it is open. Nothing is read again except what an entry of one side needs when opened (its completion). An entry
 * of a kind a copy knows also gets "Copy to <B>" (differs, only in A) and "Copy to <A>" (differs, only in B) lenses
 * (`authTenants.copyCompareEntry`, copyCompareEntry.ts).
 */
import * as vscode from 'vscode';
import type { Entry, Side } from '../../compare/compare';
import type { TenantNode } from '../../tree/nodes/tenantNode';

export interface OpenReport {
  a: TenantNode;
  b: TenantNode;
  sides: [Side, Side];
  entryLines: { line: number; entry: Entry }[];
}

export const OPEN_ENTRY_COMMAND = 'authTenants.openCompareEntry';
export const COPY_ENTRY_COMMAND = 'authTenants.copyCompareEntry';

/** Where an entry can be copied: to B when A has it and it differs or B lacks it, to A the other way round. */
export function copyDirections(entry: Entry): ('a' | 'b')[] {
  switch (entry.status) {
    case 'differs': return ['b', 'a'];
    case 'onlyA': return ['b'];
    case 'onlyB': return ['a'];
    case 'same': return [];
  }
}

class ReportLens implements vscode.CodeLensProvider {
  private readonly reports = new Map<string, OpenReport>();

  add(uri: vscode.Uri, report: OpenReport): void {
    this.reports.set(uri.toString(), report);
  }

  get(uri: string): OpenReport | undefined {
    return this.reports.get(uri);
  }

  forget(uri: vscode.Uri): void {
    this.reports.delete(uri.toString());
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const uri = document.uri.toString();
    const report = this.reports.get(uri);
    if (!report) return [];
    return report.entryLines.flatMap(({ line, entry }, index) => {
      const range = new vscode.Range(line, 0, line, 0);
      const compare = new vscode.CodeLens(range, {
        title: vscode.l10n.t('Compare'), tooltip: vscode.l10n.t('Open the diff of this resource between {0} and {1}', report.a.profile.label, report.b.profile.label),
        command: OPEN_ENTRY_COMMAND, arguments: [uri, index],
      });
      return [compare, ...copyDirections(entry).map((to) => {
        const [source, target] = to === 'b' ? [report.a, report.b] : [report.b, report.a];
        return new vscode.CodeLens(range, {
          title: vscode.l10n.t('Copy to {0}', target.profile.label),
          tooltip: vscode.l10n.t('Copy this resource from {0} to {1}: a plan to review first', source.profile.label, target.profile.label),
          command: COPY_ENTRY_COMMAND, arguments: [uri, index, to],
        });
      })];
    });
  }
}

export const reportLens = new ReportLens();
