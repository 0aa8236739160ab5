/**
 * The `when` clauses of the tree's context menu (package.json `view/item/context`) as the tests evaluate them: every
 * entry has the form `view == authTenants.tenants && viewItem =~ /…/`, so a row shows the entry when its
 * contextValue matches that regular expression.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MenuEntry {
  command: string;
  when: string;
  group?: string;
}

/** The tree's context menu entries, read from package.json. */
export function treeMenuEntries(): MenuEntry[] {
  const pkg = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
  return pkg.contributes.menus['view/item/context'] as MenuEntry[];
}

/** The regular expression a row's contextValue must match for `when` to show the entry. */
export function viewItemRegex(when: string): RegExp {
  return new RegExp(/viewItem =~ \/(.+)\/$/.exec(when)![1]!);
}

/** Whether the entry shows on a row of the tenants view with this contextValue (throws on a clause of another form). */
export function showsOn(entry: MenuEntry, contextValue: string): boolean {
  if (!/^view == authTenants\.tenants && viewItem =~ \/.+\/$/.test(entry.when)) {
    throw new Error(`${entry.command}: a when clause these tests cannot evaluate: ${entry.when}`);
  }
  return viewItemRegex(entry.when).test(contextValue);
}
