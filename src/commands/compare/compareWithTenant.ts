/**
 * Compare with Tenant…: the clicked resource (or one picked from the palette) against its counterpart on another
 * tenant — same kind, same natural key — in VS Code's diff editor, both sides normalised (src/compare). No
 * counterpart: the right side says so, and a message too; identical: a message says so.
 */
import * as vscode from 'vscode';
import { compareOne } from '../../compare/compare';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { showEntryDiff } from './compareDocuments';
import { compareTarget, pickOtherTenant } from './compareTarget';
import { kindOf } from '../../kinds';
import { sideOf } from './sides';

export async function compareWithTenant(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, kind, id } = await compareTarget(services, node);
  const other = await pickOtherTenant(services, tenant, vscode.l10n.t('Compare with Tenant'));
  const words = kindOf(kind.id).words;
  const entry = await services.prompts.current.progress(
    vscode.l10n.t('Comparing with {0}…', other.profile.label),
    async (report, signal) => {
      report(vscode.l10n.t('Reading the {0} on {1} and {2}…', words.singular, tenant.profile.label, other.profile.label));
      // Cancel aborts the reads; the wrapper ends the command quietly on the abort.
      return compareOne(kind, id, await sideOf(tenant, signal), await sideOf(other, signal), { signal });
    },
  );
  await showEntryDiff(entry, tenant, other);
  services.log.info(`Compared ${words.singular} ${id} of ${tenant.profile.label} with ${other.profile.label}: ${entry.status}`);
  if (entry.status === 'onlyA') {
    void services.prompts.current.info(vscode.l10n.t('{0} has no {1} with the {2} "{3}": the right side is empty.', other.profile.label, words.singular, kind.keyField, entry.key));
  } else if (entry.status === 'same') {
    void services.prompts.current.info(vscode.l10n.t('The {0} "{1}" is the same on {2} and {3} (ids, dates and secrets aside).', words.singular, entry.name, tenant.profile.label, other.profile.label));
  }
}
