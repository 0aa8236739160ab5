/**
 * Create (CodeLens, editor title, palette) of a connection draft: refused while the draft has errors; on a
 * production tenant a modal naming the connection and the tenant first. On success the draft is closed and deleted,
 * the tenant's Connections reload and the new connection opens in the editor; a refusal (409 name taken, 422 strategy,
 * 400 a bad value) is shown on the field it is about and leaves the draft as typed.
 */
import * as vscode from 'vscode';
import { createConnection, iterateConnections, type Connection, type CreateConnection } from './api';
import { ApiError, toUserMessage } from '../../api/errors';
import { connectionServerErrorPath } from './draft';
import { draftsOf } from '../../editors/drafts/drafts';
import { isLocalError, valueAt } from '../../editors/drafts/serverProblems';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { connectionsKind } from './editor';
import type { Services } from '../../services';
import { lackedScopes, WRITE_SCOPES } from '../../tenants/writeScopes';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { createOnce } from '../../commands/createOnce';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import { refreshGroup } from '../../commands/tree/refresh';
import { draftTarget, refuseWithErrors } from '../../editors/drafts/draftTarget';
import { connectionNameTaken } from './createConnection';

const inFlight = new Set<string>();

/** Sends the create once, with a progress notification; a lost answer looks the connection up by its name first. */
async function sendConnection(services: Services, tenant: TenantNode, body: CreateConnection): Promise<Connection> {
  const client = await tenant.client();
  const label = tenant.profile.label;
  const { created, recovered } = await createOnce(services, {
    what: vscode.l10n.t('the connection "{0}"', body.name),
    tenantLabel: label,
    send: () => Promise.resolve(vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating the connection {0} on {1}…', body.name, label) },
      () => createConnection(client, body),
    )),
    find: async () => {
      for await (const c of iterateConnections(client, { take: 100 })) if (c.name === body.name) return c;
      return undefined;
    },
  });
  services.log.info(`Created connection ${created.id} on ${label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
  return created;
}

/** The message of a refusal the draft can show on a field. */
function refusalMessage(err: ApiError, tenantLabel: string, body: CreateConnection): string {
  if (err.status === 409) return connectionNameTaken(tenantLabel, body.name);
  if (err.status === 422) return vscode.l10n.t('{0} does not accept the strategy "{1}": {2} Choose another strategy.', tenantLabel, body.strategy, err.serverMessage || toUserMessage(err));
  return vscode.l10n.t('The tenant refused this value: {0}', err.serverMessage || toUserMessage(err));
}

/** Says the connection was created and, when the token may change its applications, offers Enabled Applications… on it. */
function offerApplications(services: Services, tenant: TenantNode, created: Connection): void {
  const message = vscode.l10n.t('Created the connection {0} ({1}) on {2}.', created.name, created.id, tenant.profile.label);
  const scopes = tenant.scopesNow();
  const enable = vscode.l10n.t('Enable Applications…');
  const buttons = scopes && lackedScopes(scopes, WRITE_SCOPES['authTenants.connectionApplications'] ?? []).length === 0 ? [enable] : [];
  void services.prompts.current.info(message, ...buttons).then((choice) => {
    if (choice === enable) void vscode.commands.executeCommand('authTenants.connectionApplications', { tenantId: tenant.profile.id, connectionId: created.id, name: created.name });
  });
}

export async function submitConnectionDraft(services: Services, arg?: unknown): Promise<Connection | undefined> {
  const drafts = draftsOf(services);
  const candidate = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  if (!candidate || drafts.refOf(candidate)?.kind !== 'connection') {
    throw new Error(vscode.l10n.t('Open a connection draft first (Create Connection…).'));
  }
  const { uri, document, tenant } = await draftTarget(drafts, 'connection', candidate);
  const key = uri.toString();
  if (inFlight.has(key)) return undefined;
  if (refuseWithErrors(services, drafts.problems(document).filter(isLocalError), vscode.l10n.t('Create connection'))) return undefined;
  const body = JSON.parse(document.getText()) as CreateConnection;
  const label = tenant.profile.label;
  inFlight.add(key);
  let created: Connection;
  try {
    await confirmOnProduction(services, tenant, {
      message: vscode.l10n.t('Create the connection "{0}" on {1}?', body.name, label),
      detail: vscode.l10n.t('{0} is a PRODUCTION tenant: the {1} connection is created at once and can be enabled for its applications.', label, body.strategy),
      button: vscode.l10n.t('Create'),
    });
    created = await sendConnection(services, tenant, body);
  } catch (err) {
    if (!(err instanceof ApiError) || ![400, 409, 422].includes(err.status)) throw err;
    const path = connectionServerErrorPath(err.status, err.serverMessage);
    const message = refusalMessage(err, label, body);
    drafts.setServerProblems(uri, path ? [{ path, message, value: valueAt(body, path) }] : []);
    services.log.warn(`Create connection on ${label}: ${err.status} ${err.serverMessage}`);
    void services.prompts.current.error(err.status === 400 ? toUserMessage(err) : message);
    return undefined;
  } finally {
    inFlight.delete(key);
  }
  await drafts.discard(uri);
  offerApplications(services, tenant, created);
  refreshGroup(services, tenant, 'connections');
  await openResourceDocument(services, { kind: connectionsKind, tenantId: tenant.profile.id, id: created.id }, created.name);
  return created;
}
