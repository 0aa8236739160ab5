/**
 * The names grant rows show (pure, no `vscode`): applications by client id and APIs by identifier, read page after
 * page once, and read again when a grant names one not seen yet (created since). A token that cannot read them
 * (403) gets no names: the client id or identifier is shown instead.
 */
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import { iterateApis } from '../apis/api';
import { iterateAllApplications } from '../applications/api';

export type NameSide = 'applications' | 'apis';

export interface NameBook {
  /** Makes sure every one of `ids` is named, if the tenant has it (one read of the side's list when one is new). */
  ensure(client: ApiClient, side: NameSide, ids: readonly string[], signal?: AbortSignal): Promise<void>;
  /** The name of `id`, else `id` itself. */
  name(side: NameSide, id: string): string;
}

async function readNames(client: ApiClient, side: NameSide, signal?: AbortSignal): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const options = signal ? { signal } : {};
  try {
    if (side === 'applications') for await (const a of iterateAllApplications(client, { take: 100 }, options)) out.set(a.client_id, String(a.name ?? a.client_id));
    else for await (const a of iterateApis(client, { perPage: 100 }, options)) out.set(String(a.identifier), String(a.name ?? a.identifier));
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 403)) throw err;
  }
  return out;
}

export function nameBook(): NameBook {
  const names: Record<NameSide, Map<string, string> | undefined> = { applications: undefined, apis: undefined };
  return {
    async ensure(client, side, ids, signal) {
      const known = names[side];
      if (ids.length === 0 || (known && ids.every((id) => known.has(id)))) return;
      names[side] = await readNames(client, side, signal);
    },
    name: (side, id) => names[side]?.get(id) || id,
  };
}
