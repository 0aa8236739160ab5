/**
 * Entries added to and removed from an application's URL lists (pure, no `vscode`): what the agent tool
 * updateApplicationUrls does before the editor's own checks. Each list is the application's as it is, with the
 * removed entries taken out and the added ones appended; an added entry is checked as the editor checks it
 * (urls.ts), and one already listed, or a removed one the list does not hold, is refused with its list named.
 */
import { urlProblem, type UrlListKind } from './urls';

export const URL_LISTS = ['callbacks', 'allowed_logout_urls', 'web_origins', 'allowed_origins'] as const;
export type UrlList = (typeof URL_LISTS)[number];
export type UrlListEdit = Partial<Record<UrlList, string[]>>;

const KIND_OF: Record<UrlList, UrlListKind> = { callbacks: 'callback', allowed_logout_urls: 'logout', web_origins: 'origin', allowed_origins: 'origin' };

export interface UrlListsResult {
  /** The new lists, only those the edit touches. */
  lists: Partial<Record<UrlList, string[]>>;
  /** Why the edit cannot be made, one line per entry (empty: it can). */
  refusals: string[];
}

const listOf = (app: Record<string, unknown>, list: UrlList): string[] =>
  Array.isArray(app[list]) ? (app[list] as unknown[]).filter((v): v is string => typeof v === 'string') : [];

/** The lists after removing `remove` and adding `add`, or the refusals. */
export function editUrlLists(app: Record<string, unknown>, add: UrlListEdit = {}, remove: UrlListEdit = {}): UrlListsResult {
  const lists: UrlListsResult['lists'] = {};
  const refusals: string[] = [];
  for (const list of URL_LISTS) {
    const adding = add[list] ?? [];
    const removing = remove[list] ?? [];
    if (adding.length === 0 && removing.length === 0) continue;
    const current = listOf(app, list);
    for (const entry of removing) if (!current.includes(entry)) refusals.push(`${list}: "${entry}" is not listed, so it cannot be removed`);
    const kept = current.filter((e) => !removing.includes(e));
    adding.forEach((entry, i) => {
      const problem = urlProblem(entry, KIND_OF[list]);
      if (problem) refusals.push(`${list}: "${entry}" ${problem}`);
      else if (kept.includes(entry)) refusals.push(`${list}: "${entry}" is already listed`);
      else if (adding.indexOf(entry) !== i) refusals.push(`${list}: "${entry}" is added twice`);
    });
    lists[list] = [...kept, ...adding];
  }
  return { lists, refusals };
}
