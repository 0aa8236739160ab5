/**
 * updateConnection: a partial document of a connection's editable fields, checked and planned exactly as the
 * connection editor saves it (documentProblems: schema, options unreadable / not updatable without the options
 * scopes; planPatch: the change list and the body that never wipes options), then PATCH.
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { getConnection, iterateConnections, type Connection } from './api';
import { ApiError } from '../../api/errors';
import { refreshGroup } from '../../tree/refresh';
import { formatPath } from '../../diagnostics/validate';
import { documentProblems } from '../checks';
import { connectionsKind as kind } from './editor';
import { renderDocument, toEditable } from '../document';
import { planPatch } from '../plan';
import { UPDATE_CONNECTION_INPUT } from './toolFacet';
import { ToolRefusal } from '../../tools/toolKit';
import { defineWriteTool, onTenant, refuseProblems } from '../../tools/writeTool';

async function findConnection(client: ApiClient, ref: string, tenantLabel: string, signal: AbortSignal): Promise<Connection> {
  if (/^con_[A-Za-z0-9]{16}$/.test(ref)) {
    try {
      return await getConnection(client, ref, { signal });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  } else {
    for await (const c of iterateConnections(client, { take: 100 }, { signal })) if (c.name === ref) return c;
  }
  throw new ToolRefusal(vscode.l10n.t('{0} has no connection "{1}". List them with listResources (kind connections) and pass an id or exact name.', tenantLabel, ref));
}

export const updateConnectionTool = defineWriteTool({
  name: 'authTenants_updateConnection',
  input: UPDATE_CONNECTION_INPUT,
  scopes: [kind.scopes.update],
  async plan(services, tenant, input, signal) {
    const unknown = Object.keys(input.changes).filter((k) => !kind.fields.includes(k));
    if (unknown.length) {
      throw new ToolRefusal(vscode.l10n.t('These fields cannot be changed here: {0}. The editable fields of a connection are: {1}. Nothing was sent.', unknown.join(', '), kind.fields.join(', ')));
    }
    const client = await tenant.client();
    const scopes = await client.scopes(signal);
    const connection = await findConnection(client, input.connection, tenant.profile.label, signal);
    const ctx = { scopes, hidden: new Set(kind.hiddenFields(connection, scopes)), identity: kind.identity(connection) };
    const base = toEditable(kind, connection, ctx.hidden);
    const edited = { ...base, ...input.changes };
    const what = vscode.l10n.t('Updating the connection {0}', ctx.identity.name);
    refuseProblems(documentProblems(kind, renderDocument(kind, edited), { base, ctx }), what);
    const plan = planPatch(kind, base, edited, ctx);
    if (!plan.ok) throw new ToolRefusal(vscode.l10n.t('{0} refused, nothing was sent: {1}', what, plan.message));
    if (plan.changes.length === 0) {
      throw new ToolRefusal(vscode.l10n.t('No changes to apply to connection {0}: these values are already set. Nothing was sent.', ctx.identity.name));
    }
    return {
      title: vscode.l10n.t('Update the connection "{0}" {1}', ctx.identity.name, onTenant(tenant)),
      lines: [vscode.l10n.t('Connection: {0} ({1}, {2})', ctx.identity.name, ctx.identity.id, ctx.identity.details.join(', ')), vscode.l10n.t('Changes:')],
      changes: plan.changes,
      async send() {
        await kind.update(client, ctx.identity.id, plan.body, {});
        services.log.info(`Agent tool: updated connection ${ctx.identity.id} on ${tenant.profile.label} (${plan.changes.length} changes)`);
        refreshGroup(services, tenant, 'connections');
        return vscode.l10n.t('Updated the connection {0} on {1}: {2}.', ctx.identity.name, tenant.profile.label, plan.changes.map((c) => formatPath(c.path)).join(', '));
      },
    };
  },
});
