/**
 * What Enabled Applications… shows and what the user's choice changes: the connection's enabled client ids and the
 * tenant's applications, both read page after page; the multi-select items (by name, app type as description,
 * client id as detail; the enabled ones first and picked; an enabled id that no listed application has shown as
 * "(unknown application <id>)"); and the difference between the picked and the enabled ids.
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { CLIENT_READ_SCOPES, iterateApplications, iterateEnabledClientIds, type Application, type EnabledClientChange } from './clients';
import { collect } from '../../api/paging';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import type { PickItem } from '../../ui/prompts';
import { MissingScopeError } from '../../commands/tenants/requireScopes';
import { cleanLabel } from '../../util/text';

export interface ApplicationsView {
  /** Client ids the connection is enabled for, in the tenant's order. */
  enabled: string[];
  applications: Application[];
}

/** Reading the applications needs read:clients (or another client-read scope): say so before anything is sent. */
export async function requireApplicationsScope(services: Services, tenant: TenantNode): Promise<void> {
  const scopes = await services.sessions.scopes(tenant.profile.id);
  if (!CLIENT_READ_SCOPES.some((s) => scopes.has(s))) throw new MissingScopeError(tenant, tenant.profile.label, ['read:clients']);
}

/** The enabled ids and every application, read at once (pages of 50 each). */
export async function readApplications(client: ApiClient, connectionId: string, signal?: AbortSignal): Promise<ApplicationsView> {
  const options = signal ? { signal } : {};
  const [enabled, applications] = await Promise.all([
    collect(iterateEnabledClientIds(client, connectionId, { take: 50 }, options)),
    collect(iterateApplications(client, { perPage: 50 }, options)),
  ]);
  return { enabled, applications };
}

/** An application's name as the user reads it (its client id when it has none). */
export function applicationLabel(app: Application): string {
  return cleanLabel(app.name) || cleanLabel(app.client_id);
}

export function unknownApplicationLabel(clientId: string): string {
  return vscode.l10n.t('(unknown application {0})', cleanLabel(clientId));
}

/**
 * The multi-select items: the enabled applications first (by name, A–Z, picked), then enabled ids no application
 * has, then the other applications by name.
 */
export function applicationItems(view: ApplicationsView): PickItem<string>[] {
  const enabled = new Set(view.enabled);
  const known = new Set(view.applications.map((a) => a.client_id));
  const byName = [...view.applications].sort((a, b) => applicationLabel(a).localeCompare(applicationLabel(b), undefined, { sensitivity: 'base' }));
  const item = (a: Application): PickItem<string> => ({
    label: applicationLabel(a),
    description: cleanLabel(a.app_type),
    detail: cleanLabel(a.client_id),
    picked: enabled.has(a.client_id),
    value: a.client_id,
  });
  return [
    ...byName.filter((a) => enabled.has(a.client_id)).map(item),
    ...view.enabled.filter((id) => !known.has(id)).map((id) => ({ label: unknownApplicationLabel(id), detail: cleanLabel(id), picked: true, value: id })),
    ...byName.filter((a) => !enabled.has(a.client_id)).map(item),
  ];
}

/** The changes that turn `enabled` into `picked`: enable what is newly picked, disable what was left out. */
export function applicationChanges(enabled: readonly string[], picked: readonly string[]): EnabledClientChange[] {
  const before = new Set(enabled);
  const after = new Set(picked);
  return [
    ...[...after].filter((id) => !before.has(id)).map((client_id) => ({ client_id, status: true })),
    ...[...before].filter((id) => !after.has(id)).map((client_id) => ({ client_id, status: false })),
  ];
}
