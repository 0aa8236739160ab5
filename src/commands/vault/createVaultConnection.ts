import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { createVaultConnection as create, createVaultConnectionSchema, iterateVaultConnections, type VaultConnection } from '../../api/vaultConnections';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import { createOnce } from '../createOnce';
import { pickTenant } from '../pickTenant';

const APPS = [{ id: 'ACTIVECAMPAIGN', label: 'ActiveCampaign', detail: 'API key and account URL' }] as const;

function checkUrl(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? undefined : vscode.l10n.t('Use an https:// URL.');
  } catch {
    return vscode.l10n.t('Enter a full URL, e.g. https://youraccount.api-us1.com');
  }
}

/** The vault connections of the tenant with this name and app (names are not unique). */
async function sameName(client: ApiClient, name: string, appId: string): Promise<VaultConnection[]> {
  const out: VaultConnection[] = [];
  for await (const c of iterateVaultConnections(client, { perPage: 50 })) if (c.name === name && (c.app_id ?? appId) === appId) out.push(c);
  return out;
}

/** Create Flows Vault Connection…: guided input; the API key is typed in a password box and written nowhere. */
export async function createVaultConnection(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const prompts = services.prompts.current;
  const title = (n: number) => vscode.l10n.t('Create Flows Vault Connection ({0}/4)', n);
  const name = (await prompts.input({
    title: title(1), prompt: vscode.l10n.t('Name of the connection (1–150 characters)'),
    validateInput: (v) => (v.trim().length < 1 || v.trim().length > 150 ? vscode.l10n.t('Use 1 to 150 characters (now {0}).', v.trim().length) : undefined),
  })).trim();
  const appId = await prompts.pick(APPS.map((a) => ({ label: a.label, description: a.id, detail: a.detail, value: a.id })), { title: title(2), placeHolder: vscode.l10n.t('Application') });
  const baseUrl = (await prompts.input({ title: title(3), prompt: vscode.l10n.t('Account API URL (https)'), validateInput: checkUrl })).trim();
  const apiKey = (await prompts.input({
    title: title(4), prompt: vscode.l10n.t('API key (sent once to the tenant; not stored by the extension)'), password: true,
    validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('Enter the API key.')),
  })).trim();
  const body = createVaultConnectionSchema.parse({ name, app_id: appId, setup: { type: 'API_KEY', api_key: apiKey, base_url: baseUrl } });
  const client = await tenant.client();
  // Names are not unique: the connections that already have this name, so a lost answer can be told apart.
  const before = new Set((await sameName(client, name, appId)).map((c) => c.id));
  const { created, recovered } = await createOnce(services, {
    what: vscode.l10n.t('the vault connection "{0}"', name),
    tenantLabel: tenant.profile.label,
    send: () => Promise.resolve(vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating {0}…', name) },
      () => create(client, body),
    )),
    find: async () => (await sameName(client, name, appId)).find((c) => !before.has(c.id)),
  });
  services.log.info(`Created flows vault connection ${created.id} on ${tenant.profile.label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
  const state = created.ready ? vscode.l10n.t('ready') : vscode.l10n.t('not ready');
  void prompts.info(recovered
    ? vscode.l10n.t('Created the vault connection {0} ({1}). The tenant\'s answer was lost; the connection was found on the tenant, so it was not sent again.', created.name, state)
    : vscode.l10n.t('Created the vault connection {0} ({1}).', created.name, state));
  const group = tenant.group('vault-connections') as PagedListNode<unknown> | undefined;
  if (group) {
    group.reset();
    services.tree.refresh(group);
  }
}
