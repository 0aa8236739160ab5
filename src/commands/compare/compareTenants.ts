/**
 * Compare Tenants…: two tenants and the kinds to compare (all by default); every list of both is read page by
 * page, each tenant's requests paced by its own rate limit, under a progress notification with Cancel. The result
 * is a Markdown report (tenantsReport.ts; a Compare lens on each entry, and Copy lenses, reportLens.ts) with its
 * rendered preview beside it, and a list of its entries — differences first — where picking one opens its diff (as
 * Compare with Tenant… does), until the list is dismissed, or copies it.
 */
import * as vscode from 'vscode';
import { compareKindBetween, completeEntry, STATUS_ORDER, type Entry, type Side } from '../../compare/compare';
import { COMPARE_KINDS } from '../../compare/kinds';
import { toUserMessage } from '../../api/errors';
import type { Services } from '../../services';
import type { PickItem } from '../../ui/prompts';
import type { TreeNode } from '../../tree/node';
import { isCancellation } from '../../util/errors';
import { cleanLabel } from '../../util/text';
import { pickTenant } from '../pickTenant';
import { compareDocuments, showEntryDiff } from './compareDocuments';
import { pickOtherTenant } from './compareTarget';
import { copyEntry } from './copyCompareEntry';
import { copyDirections, reportLens, type OpenReport } from './reportLens';
import { kindOf } from '../../kinds';
import { sideOf } from './sides';
import { renderTenantsReport, statusLabel, type KindResult } from './tenantsReport';

export async function compareTenants(services: Services, node?: TreeNode): Promise<void> {
  const title = vscode.l10n.t('Compare Tenants');
  const a = await pickTenant(services, node);
  const b = await pickOtherTenant(services, a, title);
  const kinds = await services.prompts.current.pickMany(
    COMPARE_KINDS.map((k) => ({ label: kindOf(k.id).words.plural, value: k, picked: true })),
    { title, placeHolder: vscode.l10n.t('Kinds to compare between {0} and {1}', a.profile.label, b.profile.label), atLeastOne: vscode.l10n.t('Pick at least one kind.') },
  );
  let sides: [Side, Side] | undefined;
  const results = await services.prompts.current.progress(vscode.l10n.t('Comparing {0} with {1}', a.profile.label, b.profile.label), async (report, signal) => {
    sides = [await sideOf(a, signal), await sideOf(b, signal)];
    const out: KindResult[] = [];
    for (const kind of kinds) {
      const plural = kindOf(kind.id).words.plural;
      report(vscode.l10n.t('{0}…', plural));
      try {
        const entries = await compareKindBetween(kind, sides[0], sides[1], {
          signal, onCompleted: (done, total) => report(vscode.l10n.t('{0}: {1} of {2} read on both tenants', plural, done, total)),
        });
        out.push({ kind, entries });
      } catch (err) {
        if (signal.aborted || isCancellation(err)) return undefined;
        out.push({ kind, entries: [], problem: toUserMessage(err) });
      }
    }
    return out;
  });
  if (!results || !sides) {
    void services.prompts.current.info(vscode.l10n.t('Compare Tenants stopped: nothing was compared.'));
    return;
  }
  const report = renderTenantsReport(results, a, b);
  const reportUri = compareDocuments.add(a.profile.id, 'tenants', `${a.profile.id}-vs-${b.profile.id}.md`.replace(/[^\w.-]+/g, '-'), report.text);
  const open: OpenReport = { a, b, sides, entryLines: report.entryLines };
  reportLens.add(reportUri, open);
  await showReport(services, reportUri);
  const differences = results.flatMap((r) => r.entries).filter((e) => e.status !== 'same').length;
  services.log.info(`Compared ${a.profile.label} with ${b.profile.label}: ${differences} differences in ${results.length} kinds`);
  await browseEntries(services, results, open);
}

/**
 * The report's source (its lenses: Compare, Copy to …) with VS Code's Markdown preview of it beside; the source keeps
 * the focus, so the diffs opened from the list or a lens open next to it.
 * Decision: the actions stay lenses on the source. The built-in preview does not run `command:` links (disabled for
 * security, microsoft/vscode#215939), so the rendered report cannot carry them.
 */
async function showReport(services: Services, uri: vscode.Uri): Promise<void> {
  const editor = await vscode.window.showTextDocument(uri, { preview: false });
  try {
    await vscode.commands.executeCommand('markdown.showPreviewToSide', uri);
  } catch (err) {
    services.log.warn(`Could not open the Markdown preview of the Compare Tenants report: ${toUserMessage(err)}`);
    return;
  }
  await vscode.window.showTextDocument(editor.document, { viewColumn: editor.viewColumn, preview: false });
}

/** A pick of the list: an entry to open, or one to copy to side `to`. */
interface Choice {
  entry: Entry;
  to?: 'a' | 'b';
}

/**
 * The entries as a list, differences first, then "Copy … to …" for each that can be copied (as the report's lenses),
 * then the same ones; picking an entry opens its diff and the list comes back until dismissed; picking a copy runs
 * it (the list ends: the report's reading is then out of date).
 */
async function browseEntries(services: Services, results: KindResult[], report: OpenReport): Promise<void> {
  const { a, b, sides: [sideA, sideB] } = report;
  const entries = results.flatMap((r) => r.entries).sort((x, y) => STATUS_ORDER.indexOf(x.status) - STATUS_ORDER.indexOf(y.status));
  if (entries.length === 0) return;
  const describe = (e: Entry) => `${statusLabel(e.status, a, b)} · ${kindOf(e.kind.id).words.plural}`;
  const items: PickItem<Choice>[] = entries.map((e) => ({ label: cleanLabel(e.name), description: describe(e), value: { entry: e } }));
  const copies = entries.flatMap((e) => copyDirections(e).map((to) => ({
    label: vscode.l10n.t('Copy {0} to {1}', cleanLabel(e.name), (to === 'b' ? b : a).profile.label), description: describe(e), value: { entry: e, to },
  })));
  items.splice(entries.filter((e) => e.status !== 'same').length, 0, ...copies);
  for (;;) {
    let picked: Choice;
    try {
      picked = await services.prompts.current.pick(items, {
        title: vscode.l10n.t('Compare Tenants: {0} ↔ {1}', a.profile.label, b.profile.label),
        placeHolder: vscode.l10n.t('Pick a resource to open its diff, or a copy to run (Escape to close)'), matchOnDescription: true, ignoreFocusOut: false,
      });
    } catch (err) {
      if (isCancellation(err)) return;
      throw err;
    }
    if (picked.to) return copyEntry(services, report, picked.entry, picked.to);
    const full = await completeEntry(picked.entry, sideA, sideB);
    await showEntryDiff(full, a, b);
  }
}
