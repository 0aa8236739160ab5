/**
 * Connections… (an application's row, its document's header, or the palette: tenant, then application): which
 * connections this application can use — the reverse of a connection's Enabled Applications…. A multi-select of the
 * tenant's connections by name with the ones enabling the application picked; on accept a modal naming every
 * connection it is enabled on and disabled on (on a production tenant, when it is disabled anywhere, the
 * application's name typed), then one PATCH /connections/{id}/clients per connection under a progress with Cancel,
 * and one report at the end. Nothing changed: said so, nothing sent.
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import { typeNameOnProduction } from '../../commands/resources/confirmDelete';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { MissingScopeError } from '../../commands/tenants/requireScopes';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { cleanLabel } from '../../util/text';
import { applyConnectionChanges, connectionChanges, READ_CONNECTIONS, readConnectionUse, type ConnectionChange, type ConnectionChangeRun } from './connectionUse';
import { applications } from './index';

const names = (changes: readonly ConnectionChange[]) => changes.map((c) => cleanLabel(c.connection.name)).join(', ');

async function confirmChanges(services: Services, tenant: TenantNode, app: string, changes: readonly ConnectionChange[]): Promise<void> {
  const enable = changes.filter((c) => c.status);
  const disable = changes.filter((c) => !c.status);
  const where = tenant.profile.label;
  const lines = [
    enable.length ? vscode.l10n.t('Enabled on: {0}', names(enable)) : undefined,
    disable.length ? vscode.l10n.t('Disabled on: {0}', names(disable)) : undefined,
    disable.length ? vscode.l10n.t('Users of {0} can no longer sign in with the connections it is disabled on.', app) : undefined,
  ];
  await services.prompts.current.confirm(
    vscode.l10n.t('Enable the application {0} on {1} connection(s) and disable it on {2} on {3}?', app, enable.length, disable.length, where),
    { modal: true, detail: lines.filter(Boolean).join('\n') },
    vscode.l10n.t('Apply'),
  );
  if (disable.length) await typeNameOnProduction(services, tenant, { name: app, typePrompt: vscode.l10n.t('Type the application name "{0}" to disable it on {1}', app, names(disable)) });
}

function report(services: Services, tenant: TenantNode, app: { id: string; name: string }, run: ConnectionChangeRun): void {
  const prompts = services.prompts.current;
  const where = tenant.profile.label;
  const on = run.applied.filter((c) => c.status);
  const off = run.applied.filter((c) => !c.status);
  const done = vscode.l10n.t('Application {0} on {1}: enabled on {2}; disabled on {3}.', app.name, where, names(on) || vscode.l10n.t('none'), names(off) || vscode.l10n.t('none'));
  if (run.error === undefined && run.notApplied.length === 0) {
    services.log.info(`Changed the connections of application ${app.id} on ${where}: ${on.length} enabled, ${off.length} disabled`);
    void prompts.info(done);
    return;
  }
  const notSent = names(run.notApplied);
  if (run.error === undefined) {
    services.log.warn(`Stopped changing the connections of application ${app.id} on ${where}: ${run.applied.length} of ${run.applied.length + run.notApplied.length} applied`);
    void prompts.warn(vscode.l10n.t('Stopped. {0} Not changed: {1}.', done, notSent));
    return;
  }
  const reason = toUserMessage(run.error);
  services.log.error(`Changing the connections of application ${app.id} on ${where} failed after ${run.applied.length}: ${reason}`);
  void prompts.error(vscode.l10n.t('{0} Not changed: {1}: {2}', done, notSent, reason));
}

export async function applicationConnections(services: Services, node?: TreeNode | IdsArg): Promise<void> {
  const { tenant, id, name } = await resourceTarget(services, applications, node, vscode.l10n.t('Connections of an application'));
  const scopes = await services.sessions.scopes(tenant.profile.id);
  if (!scopes.has(READ_CONNECTIONS)) throw new MissingScopeError(tenant, tenant.profile.label, [READ_CONNECTIONS]);
  const app = { id, name: cleanLabel(name) };
  const prompts = services.prompts.current;
  const client = await tenant.client();
  const uses = await prompts.progress(vscode.l10n.t('Reading the connections of {0}…', tenant.profile.label), (_step, signal) => readConnectionUse(client, id, signal));
  if (uses.length === 0) {
    void prompts.info(vscode.l10n.t('{0} has no connections to enable the application {1} on.', tenant.profile.label, app.name));
    return;
  }
  const enabled = uses.filter((u) => u.enabled).length;
  const picked = await prompts.pickMany(uses.map((u) => ({ label: cleanLabel(u.name), description: cleanLabel(u.strategy), detail: u.id, picked: u.enabled, value: u.id })), {
    title: vscode.l10n.t('Connections the application {0} can use on {1}', app.name, tenant.profile.label),
    placeHolder: vscode.l10n.t('Pick the connections its users sign in with ({0} enabled now)', enabled),
    matchOnDescription: true,
  });
  const changes = connectionChanges(uses, picked);
  if (changes.length === 0) {
    void prompts.info(vscode.l10n.t('Nothing changed: the application {0} on {1} keeps its {2} connection(s).', app.name, tenant.profile.label, enabled));
    return;
  }
  await confirmChanges(services, tenant, app.name, changes);
  const run = await prompts.progress(vscode.l10n.t('Changing the connections of {0}…', app.name), (step, stop) =>
    applyConnectionChanges(client, id, changes, { stop, onApplied: (done, total) => step(vscode.l10n.t('{0} of {1} connection(s) changed', done, total)) }));
  // Nothing applied: the wrapper's message (and its Reconnect for a missing scope) says it best.
  if (run.error !== undefined && run.applied.length === 0) throw run.error;
  report(services, tenant, app, run);
}
