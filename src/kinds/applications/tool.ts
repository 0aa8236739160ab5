/**
 * updateApplicationUrls: entries added to and removed from an application's URL lists (urlEdits.ts), then checked
 * and planned as the application editor saves them (src/tools/documentEdit.ts): the user confirms the exact
 * change list naming the application and the tenant (production marked). The answer never holds a secret.
 */
import * as vscode from 'vscode';
import { defineDocumentTool, findResource } from '../../tools/documentEdit';
import { ToolRefusal } from '../../tools/toolKit';
import { iterateAllApplications } from './api';
import { applicationsKind as kind } from './editor';
import { UPDATE_APPLICATION_URLS_INPUT } from './toolFacet';
import { editUrlLists } from './urlEdits';

export const updateApplicationUrlsTool = defineDocumentTool({
  name: 'authTenants_updateApplicationUrls',
  input: UPDATE_APPLICATION_URLS_INPUT,
  kind,
  find: (client, input, tenant, signal) => findResource(iterateAllApplications(client, { take: 100 }, { signal }), input.application, ['client_id', 'name'],
    vscode.l10n.t('{0} has no application "{1}". List them with listResources (kind applications) and pass a client id or exact name.', tenant, input.application)),
  fields(app, input) {
    const { lists, refusals } = editUrlLists(app, input.add, input.remove);
    const name = String(app.name ?? app.client_id);
    if (Object.keys(lists).length === 0) throw new ToolRefusal(vscode.l10n.t('Nothing to change on the application {0}: name entries to add or remove. Nothing was sent.', name));
    if (refusals.length) throw new ToolRefusal(vscode.l10n.t('Updating the URLs of the application {0} refused, nothing was sent: {1}', name, refusals.join('; ')));
    return lists;
  },
});
