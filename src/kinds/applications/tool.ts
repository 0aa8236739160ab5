/**
 * updateApplicationUrls: entries added to and removed from an application's URL lists (urlEdits.ts), then checked
 * and planned as the application editor saves them (src/tools/documentEdit.ts): the user confirms the exact
 * change list naming the application and the tenant (production marked). The answer never holds a secret.
 */
import * as vscode from 'vscode';
import { findResource, planDocumentEdit } from '../../tools/documentEdit';
import { ToolRefusal } from '../../tools/toolKit';
import { defineWriteTool } from '../../tools/writeTool';
import { iterateAllApplications } from './api';
import { applicationsKind as kind } from './editor';
import { UPDATE_APPLICATION_URLS_INPUT } from './toolFacet';
import { editUrlLists } from './urlEdits';

export const updateApplicationUrlsTool = defineWriteTool({
  name: 'authTenants_updateApplicationUrls',
  input: UPDATE_APPLICATION_URLS_INPUT,
  scopes: [kind.scopes.update],
  async plan(services, tenant, input, signal) {
    const client = await tenant.client();
    const refuse = vscode.l10n.t('{0} has no application "{1}". List them with listResources (kind applications) and pass a client id or exact name.', tenant.profile.label, input.application);
    const app = await findResource(iterateAllApplications(client, { take: 100 }, { signal }), input.application, ['client_id', 'name'], refuse);
    const { lists, refusals } = editUrlLists(app, input.add, input.remove);
    const name = String(app.name ?? app.client_id);
    if (Object.keys(lists).length === 0) throw new ToolRefusal(vscode.l10n.t('Nothing to change on the application {0}: name entries to add or remove. Nothing was sent.', name));
    if (refusals.length) throw new ToolRefusal(vscode.l10n.t('Updating the URLs of the application {0} refused, nothing was sent: {1}', name, refusals.join('; ')));
    return planDocumentEdit(services, tenant, { kind, client, resource: app, edit: (base) => ({ ...base, ...lists }) }, signal);
  },
});
