/** Action versions: list (offset paging), get one, deploy one (roll back: deploys that version's code as a new version). */
import type * as z from 'zod/mini';
import type { ApiClient } from '../../api/client';
import { getList } from '../../api/listPage';
import { offsetPage, pageNumber, type Page } from '../../api/paging';
import { call, seg, validateInput, type CallOptions } from '../../api/request';
import { actionIdSchema, actionVersionSchema, type ActionVersion } from './apiSchemas';

export interface OffsetParams {
  /** Zero-based page number, or the cursor of a previous Page. */
  page?: number | string | undefined;
  perPage?: number | undefined;
}

/** One page of an offset-paged actions list (`page`, `per_page`, 50 by default) at `path`, items under `key`. */
export async function offsetList<S extends z.ZodMiniType>(
  client: ApiClient, path: string, key: string, item: S, params: OffsetParams & Record<string, unknown>, options: CallOptions,
): Promise<Page<z.output<S>>> {
  const { page: cursor, perPage: size, ...filters } = params;
  const page = pageNumber(cursor);
  const perPage = size ?? 50;
  const searchParams = { ...(filters as Record<string, string | number | boolean | undefined>), page, per_page: perPage };
  const data = await getList(client, path, key, item, { searchParams, ...options });
  return offsetPage(data.items, { page, perPage, total: data.total });
}

function versionsPath(actionId: string): string {
  return `actions/actions/${encodeURIComponent(validateInput(actionIdSchema, actionId, 'action id'))}/versions`;
}

/** GET /actions/actions/{actionId}/versions: one page, the newest first. */
export async function listActionVersions(client: ApiClient, actionId: string, params: OffsetParams = {}, options: CallOptions = {}): Promise<Page<ActionVersion>> {
  return offsetList(client, versionsPath(actionId), 'versions', actionVersionSchema, { ...params }, options);
}

export async function getActionVersion(client: ApiClient, actionId: string, versionId: string, options: CallOptions = {}): Promise<ActionVersion> {
  return call(client, 'GET', `${versionsPath(actionId)}/${seg(versionId, 'version id')}`, actionVersionSchema, options);
}

/**
 * POST /actions/actions/{actionId}/versions/{id}/deploy (202): rolls back to that version — its code is deployed as
 * a new version. `updateDraft` also makes it the draft (otherwise the draft is kept as it is).
 */
export async function deployActionVersion(
  client: ApiClient, actionId: string, versionId: string, params: { updateDraft?: boolean } = {}, options: CallOptions = {},
): Promise<ActionVersion> {
  const path = `${versionsPath(actionId)}/${seg(versionId, 'version id')}/deploy`;
  const json = params.updateDraft !== undefined ? { update_draft: params.updateDraft } : {};
  return call(client, 'POST', path, actionVersionSchema, { json, ...options });
}
