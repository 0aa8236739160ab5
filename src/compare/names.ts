/**
 * The names of the resources other resources point to by id, read once per tenant and comparison (pure, no
 * `vscode`): actions (a token exchange profile's `action_id`), applications (a connection's enabled clients) and
 * APIs by identifier (a client grant's audience).
 * A token that cannot read them (403) gets no names: the ids are then shown as they are.
 */
import { listActions } from '../kinds/actions/api';
import { iterateApis } from '../kinds/apis/api';
import type { ApiClient } from '../api/client';
import { iterateApplications } from '../kinds/connections/clients';
import { ApiError } from '../api/httpErrors';
import { iteratePages } from '../api/paging';
import type { CallOptions } from '../api/request';
import type { Names, NameSource } from '../kinds/normalise';

async function byId<T>(items: AsyncIterable<T>, id: (t: T) => string, name: (t: T) => string | null | undefined): Promise<Map<string, string> | undefined> {
  const out = new Map<string, string>();
  try {
    for await (const item of items) {
      const n = name(item);
      if (n) out.set(id(item), n);
    }
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) return undefined;
    throw err;
  }
  return out;
}

/** Every action's name by id (offset pages of 50). */
export function actionNames(client: ApiClient, options: CallOptions = {}): Promise<Map<string, string> | undefined> {
  const pages = iteratePages((page) => listActions(client, { page, perPage: 50 }, options), options);
  return byId(pages, (a) => a.id, (a) => a.name);
}

/** Every application's name by client id (offset pages of 100, the most the service gives). */
export function applicationNames(client: ApiClient, options: CallOptions = {}): Promise<Map<string, string> | undefined> {
  return byId(iterateApplications(client, { perPage: 100 }, options), (a) => a.client_id, (a) => a.name);
}

/** Every API's name by identifier (offset pages of 50). */
export function apiNames(client: ApiClient, options: CallOptions = {}): Promise<Map<string, string> | undefined> {
  return byId(iterateApis(client, { perPage: 50 }, options), (a) => String(a.identifier), (a) => a.name ?? a.identifier);
}

const READERS: Record<NameSource, (client: ApiClient, options: CallOptions) => Promise<Map<string, string> | undefined>> = {
  actions: actionNames, applications: applicationNames, apis: apiNames,
};

/** Reads each source at most once, when a kind first needs it. */
export class NameCache {
  private readonly loading = new Map<NameSource, Promise<Map<string, string> | undefined>>();

  constructor(private readonly client: ApiClient, private readonly options: CallOptions = {}) {}

  async names(sources: readonly NameSource[]): Promise<Names> {
    const out: { -readonly [K in NameSource]?: ReadonlyMap<string, string> } = {};
    for (const source of sources) {
      let pending = this.loading.get(source);
      if (!pending) {
        pending = READERS[source](this.client, this.options);
        this.loading.set(source, pending);
      }
      const map = await pending;
      if (map) out[source] = map;
    }
    return out;
  }
}
