/**
 * The header line of a resource document (its first CodeLens's title and hover; pure, no `vscode`). The title says
 * what and where — name and tenant, the kind being the lens's icon and the file's suffix — short enough that the
 * whole line (with the kind's actions and "Save to apply") fits a 1280 px window beside the default side bar; the
 * kind, details (strategy, destination, claims, dates), id and the fields never sent are in the hover.
 */
import type { Identity } from '../../kinds/kind';

/** `vscode.l10n.t`, or a stand-in in the tests. */
export type Translate = (message: string, ...args: string[]) => string;

export function headerLine(kind: { title: string; headerNote: string; readOnlyNote: string }, identity: Identity, tenant: string, notEditable: readonly string[], t: Translate): { title: string; hover: string } {
  return {
    title: `${identity.name} · ${tenant}`,
    hover: [
      [kind.title, ...identity.details, identity.id].join(' · '),
      t(kind.headerNote),
      ...(notEditable.length === 0 ? [] : [t('Read-only, never sent: {0}', notEditable.join(', ')), t(kind.readOnlyNote)]),
    ].join('\n'),
  };
}
