/** The command of a Compare Tenants report's lens: the diff of one of its entries (reportLens.ts). */
import * as vscode from 'vscode';
import { completeEntry } from '../../compare/compare';
import type { Services } from '../../services';
import { showEntryDiff } from './compareDocuments';
import { reportLens } from './reportLens';

/** Opens the diff of one entry of an open report (the lens's command); a closed report says how to get it again. */
export async function openCompareEntry(_services: Services, reportUri?: unknown, index?: unknown): Promise<void> {
  const report = typeof reportUri === 'string' ? reportLens.get(reportUri) : undefined;
  const found = report && typeof index === 'number' ? report.entryLines[index] : undefined;
  if (!report || !found) throw new Error(vscode.l10n.t('This comparison is no longer open: run Compare Tenants… again.'));
  const entry = await completeEntry(found.entry, ...report.sides);
  found.entry = entry;
  await showEntryDiff(entry, report.a, report.b);
}
