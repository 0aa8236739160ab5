/**
 * Enabled Applications… (a connection's row, or the palette: tenant, then connection): reads the client ids the
 * connection is enabled for and the tenant's applications (both paged), shows a multi-select of the applications by
 * name with the enabled ones picked, and on accept sends only the difference: a modal naming every application that
 * changes (on production the connection's name typed), then requests of at most 50 changes under a progress with
 * Cancel, and one report at the end. Nothing changed: said so, nothing sent.
 */
import * as vscode from 'vscode';
import { setEnabledClients, type EnabledClientChange, type EnabledClientsRun } from './clients';
import { toUserMessage } from '../../api/errors';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { confirmOnTenant } from '../../commands/resources/confirmDelete';
import { connectionTarget, type ConnectionRef, type CreatedConnectionRef } from './enabledApplicationsTarget';
import { applicationChanges, applicationItems, readApplications, requireApplicationsScope } from './enabledApplicationsPick';

/** Names listed in the confirmation before "and N more". */
const LISTED_NAMES = 15;

function namesOf(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  const shown = ids.slice(0, LISTED_NAMES).map((id) => names.get(id) ?? id);
  const more = ids.length - shown.length;
  return more > 0 ? vscode.l10n.t('{0} and {1} more', shown.join(', '), more) : shown.join(', ');
}

function confirmChanges(services: Services, tenant: TenantNode, connection: ConnectionRef, changes: EnabledClientChange[], names: ReadonlyMap<string, string>): Promise<void> {
  const enable = changes.filter((c) => c.status).map((c) => c.client_id);
  const disable = changes.filter((c) => !c.status).map((c) => c.client_id);
  const lines = [
    enable.length ? vscode.l10n.t('Enable: {0}', namesOf(enable, names)) : undefined,
    disable.length ? vscode.l10n.t('Disable: {0}', namesOf(disable, names)) : undefined,
    disable.length ? vscode.l10n.t('Users of the disabled applications can no longer sign in with {0}.', connection.name) : undefined,
  ];
  return confirmOnTenant(services, tenant, {
    message: vscode.l10n.t('Enable {0} and disable {1} application(s) for connection {2} on {3}?', enable.length, disable.length, connection.name, tenant.profile.label),
    detail: lines.filter(Boolean).join('\n'),
    button: vscode.l10n.t('Apply'),
    name: connection.name,
    typePrompt: vscode.l10n.t('Type the connection name "{0}" to change its applications', connection.name),
  });
}

function report(services: Services, tenant: TenantNode, connection: ConnectionRef, run: EnabledClientsRun, total: number): void {
  const prompts = services.prompts.current;
  const enabled = run.applied.filter((c) => c.status).length;
  const disabled = run.applied.length - enabled;
  const where = `connection ${connection.id} on ${tenant.profile.label}`;
  if (run.error === undefined && run.notApplied.length === 0) {
    services.log.info(`Enabled ${enabled} and disabled ${disabled} application(s) for ${where} (${run.requests} request(s))`);
    void prompts.info(vscode.l10n.t('Enabled {0} and disabled {1} application(s) for connection {2} on {3}.', enabled, disabled, connection.name, tenant.profile.label));
    return;
  }
  if (run.error === undefined) {
    services.log.warn(`Stopped changing the applications of ${where}: ${run.applied.length} of ${total} applied`);
    void prompts.warn(vscode.l10n.t('Stopped: {0} of {1} change(s) were applied to connection {2} on {3}; the other {4} were not sent.', run.applied.length, total, connection.name, tenant.profile.label, run.notApplied.length));
    return;
  }
  const reason = toUserMessage(run.error);
  services.log.error(`Changing the applications of ${where} failed after ${run.applied.length} of ${total}: ${reason}`);
  void prompts.error(vscode.l10n.t('{0} of {1} change(s) were applied to connection {2} on {3}; the other {4} were not: {5}', run.applied.length, total, connection.name, tenant.profile.label, run.notApplied.length, reason));
}

export async function connectionApplications(services: Services, node?: TreeNode | CreatedConnectionRef): Promise<void> {
  const { tenant, connection } = await connectionTarget(services, node, vscode.l10n.t('Enabled Applications'), (t) => requireApplicationsScope(services, t));
  const client = await tenant.client();
  const prompts = services.prompts.current;
  const view = await prompts.progress(vscode.l10n.t('Reading the applications of {0}…', tenant.profile.label), (_report, signal) => readApplications(client, connection.id, signal));
  const items = applicationItems(view);
  if (items.length === 0) {
    void prompts.info(vscode.l10n.t('{0} has no applications to enable for connection {1}.', tenant.profile.label, connection.name));
    return;
  }
  const picked = await prompts.pickMany(items, {
    title: vscode.l10n.t('Applications enabled for connection {0} on {1}', connection.name, tenant.profile.label),
    placeHolder: vscode.l10n.t('Pick the applications that may use this connection ({0} enabled now)', view.enabled.length),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  const changes = applicationChanges(view.enabled, picked);
  if (changes.length === 0) {
    void prompts.info(vscode.l10n.t('Nothing changed: connection {0} on {1} keeps its {2} enabled application(s).', connection.name, tenant.profile.label, view.enabled.length));
    return;
  }
  const names = new Map(items.map((i) => [i.value, i.label]));
  await confirmChanges(services, tenant, connection, changes, names);
  const run = await prompts.progress(vscode.l10n.t('Changing the applications of {0}…', connection.name), (step, stop) =>
    setEnabledClients(client, connection.id, changes, { stop, onApplied: (done, total) => step(vscode.l10n.t('{0} of {1} change(s) applied', done, total)) }));
  // Nothing applied: the wrapper's message (and its Reconnect for a missing scope) says it best.
  if (run.error !== undefined && run.applied.length === 0) throw run.error;
  report(services, tenant, connection, run, changes.length);
}
