/** Action versions: list (offset paging), get one, deploy one (roll back: deploys that version's code as a new version). */
import type { ApiClient } from '../../api/client';
import { getList } from '../../api/listPage';
import { offsetPage, pageNumber, type Page } from '../../api/paging';
import { call, seg, validateInput, type CallOptions } from '../../api/request';
import { actionIdSchema, actionVersionSchema, type ActionVersion } from './apiSchemas';

function versionsPath(actionId: string): string {
  return `actions/actions/${encodeURIComponent(validateInput(actionIdSchema, actionId, 'action id'))}/versions`;
}

/** GET /actions/actions/{actionId}/versions: one page, the newest first. */
export async function listActionVersions(
  client: ApiClient, actionId: string, params: { page?: number | string | undefined; perPage?: number | undefined } = {}, options: CallOptions = {},
): Promise<Page<ActionVersion>> {
  const page = pageNumber(params.page);
  const perPage = params.perPage ?? 50;
  const data = await getList(client, versionsPath(actionId), 'versions', actionVersionSchema, { searchParams: { page, per_page: perPage }, ...options });
  return offsetPage(data.items, { page, perPage, total: data.total });
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
