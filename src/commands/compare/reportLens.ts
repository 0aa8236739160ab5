/**
 * The entries of an open Compare Tenants report, by report URI, and a "Compare" lens on each entry's line that opens
 * its diff (`authTenants.openCompareEntry`, openCompareEntry.ts): the report stays usable after the entry list is dismissed, for as long
 * as it is open. Nothing is read again except what an entry of one side needs when opened (its completion).
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
    const report = this.reports.get(document.uri.toString());
    if (!report) return [];
    return report.entryLines.map(({ line }, index) => new vscode.CodeLens(new vscode.Range(line, 0, line, 0), {
      title: vscode.l10n.t('Compare'), tooltip: vscode.l10n.t('Open the diff of this resource between {0} and {1}', report.a.profile.label, report.b.profile.label),
      command: OPEN_ENTRY_COMMAND, arguments: [document.uri.toString(), index],
    }));
  }
}

export const reportLens = new ReportLens();
