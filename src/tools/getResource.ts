/**
 * getResource: one resource as its editor shows it (the kind's document: no hidden field, no secret), with the
 * facts of its header and the fields this token cannot read.
 */
import * as vscode from 'vscode';
import { ApiError } from '../api/errors';
import { toEditable } from '../kinds/document';
import { editorKindById } from '../kinds';
import { SHARED_INPUTS } from './toolInputs';
import { defineTool, json, requireToolScopes, tenantOf, ToolRefusal } from './toolKit';

export const getResourceTool = defineTool({
  name: 'authTenants_getResource',
  input: SHARED_INPUTS.authTenants_getResource,
  async run(services, input, signal) {
    const tenant = tenantOf(services, input.tenant);
    const kind = editorKindById(input.kind)!;
    await requireToolScopes(services, tenant, [kind.scopes.get], signal);
    const client = await tenant.client();
    const scopes = await client.scopes(signal);
    let resource;
    try {
      resource = await kind.get(client, input.id, { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        throw new ToolRefusal(vscode.l10n.t('{0} has no {1} with the id {2}. List them with listResources.', tenant.profile.label, kind.singular, input.id));
      }
      throw err;
    }
    const hidden = kind.hiddenFields(resource, scopes);
    const identity = kind.identity(resource);
    return json({
      tenant: tenant.profile.label,
      kind: kind.id,
      id: identity.id,
      name: identity.name,
      details: identity.details,
      document: toEditable(kind, resource, new Set(hidden)),
      ...(hidden.length ? { hiddenFields: hidden } : {}),
    });
  },
});
