/** Actions (read only): the list (offset paging). Which of them a token exchange profile can use is the draft's call. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { getList } from '../../api/listPage';
import { offsetPage, pageNumber, type Page } from '../../api/paging';
import type { CallOptions } from '../../api/request';

export const { actionSchema } = lazySchemas(() => ({ actionSchema: z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  supported_triggers: z.optional(z.array(z.looseObject({ id: z.string(), version: z.optional(z.string()) }))),
  all_changes_deployed: z.optional(z.boolean()),
  status: z.optional(z.string()),
  deployed_version: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
}) }));
export type Action = z.infer<typeof actionSchema>;

export interface ListActionsParams {
  triggerId?: string | undefined;
  deployed?: boolean | undefined;
  /** Zero-based page number, or the cursor of a previous Page. */
  page?: number | string | undefined;
  perPage?: number | undefined;
}

export async function listActions(client: ApiClient, params: ListActionsParams = {}, options: CallOptions = {}): Promise<Page<Action>> {
  const page = pageNumber(params.page);
  const perPage = params.perPage ?? 50;
  const searchParams = { triggerId: params.triggerId, deployed: params.deployed, page, per_page: perPage };
  const data = await getList(client, 'actions/actions', 'actions', actionSchema, { searchParams, ...options });
  return offsetPage(data.items, { page, perPage, total: data.total });
}
