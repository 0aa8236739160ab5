// Reading the Auth Tenants tree the way the stories check it: rows as "label — description", a row's description
// awaited, the resource groups of a tenant.
import { until, type Workbench } from '../workbench';

/** A tenant's resource groups, in tree order. */
export const GROUPS = ['Applications', 'APIs', 'Actions', 'Token Exchange Profiles', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates'];

/** The rendered rows under `label` as "label — description". */
export async function rowTexts(wb: Workbench, label: string): Promise<string[]> {
  return (await wb.tree.childrenOf(label)).map((r) => (r.description ? `${r.label} — ${r.description}` : r.label));
}

/** Waits until a tree row shows this description; returns the row. */
export function waitForDescription(wb: Workbench, label: string, expected: string | RegExp) {
  return until(`"${label}" to show "${String(expected)}"`, async () => {
    let row = (await wb.tree.rows({ sticky: true })).find((r) => r.label === label);
    if (!row) {
      await wb.tree.reveal(label);
      row = (await wb.tree.rows()).find((r) => r.label === label);
    }
    return row && (typeof expected === 'string' ? row.description === expected : expected.test(row.description)) && row;
  }, { state: () => wb.tree.summary() });
}

/** Folds every group of the expanded tenant but `keep` (so that group's rows fit on the screen). */
export async function collapseGroupsBut(wb: Workbench, keep: string): Promise<void> {
  for (const g of GROUPS) if (g !== keep) await wb.tree.collapse(g);
}

/**
 * Expands the tenant and loads each of its groups once, then folds them again: the collapsed groups show their
 * counts, as in the README pictures (a group shows its count once it was loaded).
 */
export async function loadEveryGroup(wb: Workbench, tenant: string): Promise<void> {
  await wb.tree.expand(tenant, 1);
  for (const g of GROUPS) {
    await wb.tree.expand(g, 2);
    await wb.tree.collapse(g, 2);
  }
}
