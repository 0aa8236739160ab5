/** listResources: one page of a kind's resources on a tenant, short rows, with a cursor for the next page. */
import * as vscode from 'vscode';
import { decodeCursor, encodeCursor, RESOURCE_LISTS } from './resourceLists';
import { SHARED_INPUTS } from './toolInputs';
import { defineTool, json, requireToolScopes, tenantOf, ToolRefusal } from './toolKit';

export const DEFAULT_LIMIT = 25;

export const listResourcesTool = defineTool({
  name: 'authTenants_listResources',
  input: SHARED_INPUTS.authTenants_listResources,
  async run(services, input, signal) {
    const tenant = tenantOf(services, input.tenant);
    const list = RESOURCE_LISTS[input.kind]!;
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.kind, input.cursor);
    if (input.cursor !== undefined && cursor === undefined) {
      throw new ToolRefusal(vscode.l10n.t('The cursor is not one this tool returned for {0}: pass back nextCursor unchanged, or leave it out to start from the first page.', input.kind));
    }
    await requireToolScopes(services, tenant, [list.scope], signal);
    const page = await list.list(await tenant.client(), cursor, input.limit ?? DEFAULT_LIMIT);
    return json({
      tenant: tenant.profile.label,
      kind: input.kind,
      items: page.items.map((item) => list.row(item)),
      ...(page.cursor ? { nextCursor: encodeCursor(input.kind, page.cursor) } : {}),
    });
  },
});
