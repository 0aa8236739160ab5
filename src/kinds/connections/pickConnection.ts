import * as vscode from 'vscode';
import { iterateConnections, type Connection } from './api';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import type { PickItem } from '../../ui/prompts';
import { cleanLabel } from '../../util/text';

/** The most connections offered in the picker (pages of 50). */
const MAX_ITEMS = 1000;

async function items(tenant: TenantNode): Promise<PickItem<Connection>[]> {
  const client = await tenant.client();
  const out: PickItem<Connection>[] = [];
  for await (const c of iterateConnections(client, { take: 50 })) {
    out.push({ label: cleanLabel(c.name) || c.id, description: cleanLabel(c.strategy), detail: c.display_name && c.display_name !== c.name ? cleanLabel(c.display_name, 200) : undefined, value: c });
    if (out.length >= MAX_ITEMS) break;
  }
  if (out.length === 0) throw new Error(vscode.l10n.t('{0} has no connections.', tenant.profile.label));
  return out;
}

/** Asks which connection of the tenant to edit, or to act on under `title` (the list loads while the picker is open). */
export function pickConnection(services: Services, tenant: TenantNode, title?: string): Promise<Connection> {
  return services.prompts.current.pick(items(tenant), {
    title: title ?? vscode.l10n.t('Edit a connection of {0}', tenant.profile.label),
    placeHolder: vscode.l10n.t('Connection'),
    matchOnDescription: true,
    matchOnDetail: true,
  });
}
