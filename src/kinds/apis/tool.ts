/**
 * updateApiScopes: scopes added to and removed from an API (scopeEdits.ts), then checked and planned as the API
 * editor saves them (src/tools/documentEdit.ts): the user confirms the exact change list naming the API and the
 * tenant (production marked). The answer never holds the signing secret.
 */
import * as vscode from 'vscode';
import { defineDocumentTool, findResource } from '../../tools/documentEdit';
import { ToolRefusal } from '../../tools/toolKit';
import { iterateApis } from './api';
import { apisKind as kind } from './editor';
import { editScopes } from './scopeEdits';
import { UPDATE_API_SCOPES_INPUT } from './toolFacet';

export const updateApiScopesTool = defineDocumentTool({
  name: 'authTenants_updateApiScopes',
  input: UPDATE_API_SCOPES_INPUT,
  kind,
  find: (client, input, tenant, signal) => findResource(iterateApis(client, { perPage: 100 }, { signal }), input.api, ['id', 'identifier', 'name'],
    vscode.l10n.t('{0} has no API "{1}". List them with listResources (kind apis) and pass an id, identifier or exact name.', tenant, input.api)),
  fields(api, input) {
    const name = String(api.name ?? api.identifier);
    if (!input.add?.length && !input.remove?.length) throw new ToolRefusal(vscode.l10n.t('Nothing to change on the API {0}: name scopes to add or remove. Nothing was sent.', name));
    const { scopes, refusals } = editScopes(api, input.add, input.remove);
    if (refusals.length) throw new ToolRefusal(vscode.l10n.t('Updating the scopes of the API {0} refused, nothing was sent: {1}', name, refusals.join('; ')));
    return { scopes };
  },
});
