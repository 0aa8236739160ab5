/**
 * The command of a Compare Tenants report's "Copy to <tenant>" lens (reportLens.ts) and list: one entry's resource
 * copied from the tenant that has it to the other — the same plan, review and one request as Copy to Tenant…
 * (copyResource.ts), without asking for the source or the target again. The plan reads both tenants as they are now,
 * not as the report read them.
 */
import * as vscode from 'vscode';
import type { Entry } from '../../compare/compare';
import { promoteKind } from '../../promote/kinds';
import type { Services } from '../../services';
import { copyResource } from '../promote/copyResource';
import { copyDirections, reportLens, type OpenReport } from './reportLens';

/** Copies `entry` of `report` to its side `to`. */
export async function copyEntry(services: Services, report: OpenReport, entry: Entry, to: 'a' | 'b'): Promise<void> {
  const kind = await promoteKind(entry.kind.id);
  const item = to === 'b' ? entry.a : entry.b;
  if (!item || !copyDirections(entry).includes(to)) {
    throw new Error(vscode.l10n.t('This entry cannot be copied that way: run Compare Tenants… again.'));
  }
  const [tenant, target] = to === 'b' ? [report.a, report.b] : [report.b, report.a];
  await copyResource(services, { tenant, kind, id: kind.compare.idOf(item.raw), target, command: vscode.l10n.t('Copy to Tenant…') });
}

/** The lens's command: (report URI, entry index, 'a' | 'b'); a closed report says how to get it again. */
export async function copyCompareEntry(services: Services, reportUri?: unknown, index?: unknown, to?: unknown): Promise<void> {
  const report = typeof reportUri === 'string' ? reportLens.get(reportUri) : undefined;
  const found = report && typeof index === 'number' ? report.entryLines[index] : undefined;
  if (!report || !found) throw new Error(vscode.l10n.t('This comparison is no longer open: run Compare Tenants… again.'));
  if (to !== 'a' && to !== 'b') throw new Error(vscode.l10n.t('This entry cannot be copied that way: run Compare Tenants… again.'));
  await copyEntry(services, report, found.entry, to);
}
