/** Actions (read only): the list, and the deployed custom-token-exchange actions a token exchange profile can use. */
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { collect, iterateOffset, offsetPage, pageNumber, type Page } from './paging';
import { built, call, type CallOptions } from './request';

export const TOKEN_EXCHANGE_TRIGGER = 'custom-token-exchange';

export const actionSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  supported_triggers: z.optional(z.array(z.looseObject({ id: z.string(), version: z.optional(z.string()) }))),
  all_changes_deployed: z.optional(z.boolean()),
  status: z.optional(z.string()),
  deployed_version: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
}));
export type Action = z.infer<typeof actionSchema>;

const listSchema = z.lazy(() => z.union([
  z.array(built(actionSchema)),
  z.looseObject({
    actions: z.array(built(actionSchema)),
    total: z.optional(z.number()),
    page: z.optional(z.number()),
    per_page: z.optional(z.number()),
  }),
]));

export interface ListActionsParams {
  triggerId?: string | undefined;
  deployed?: boolean | undefined;
  /** Zero-based page number, or the cursor of a previous Page. */
  page?: number | string | undefined;
  perPage?: number | undefined;
}

/** A Page of actions that also carries the API's own envelope fields. */
export type ActionsPage = Page<Action> & { actions: Action[]; total?: number; page?: number; per_page?: number };

export async function listActions(client: ApiClient, params: ListActionsParams = {}, options: CallOptions = {}): Promise<ActionsPage> {
  const page = pageNumber(params.page);
  const perPage = params.perPage ?? 50;
  const searchParams = { triggerId: params.triggerId, deployed: params.deployed, page, per_page: perPage };
  const data = await call(client, 'GET', 'actions/actions', listSchema, { searchParams, ...options });
  const actions = Array.isArray(data) ? data : data.actions;
  const total = Array.isArray(data) ? undefined : data.total;
  const result: ActionsPage = { ...offsetPage(actions, { page, perPage, ...(total !== undefined ? { total } : {}) }), actions, page, per_page: perPage };
  if (total !== undefined) result.total = total;
  return result;
}

export function supportsTokenExchange(action: Action): boolean {
  return (action.supported_triggers ?? []).some((t) => t.id === TOKEN_EXCHANGE_TRIGGER);
}

/** Every deployed action with the custom-token-exchange trigger (all pages). */
export async function listTokenExchangeActions(client: ApiClient, options: CallOptions = {}): Promise<Action[]> {
  const all = iterateOffset((page) => listActions(client, { triggerId: TOKEN_EXCHANGE_TRIGGER, deployed: true, page }, options), options);
  return (await collect(all)).filter(supportsTokenExchange);
}
