import * as vscode from 'vscode';
import { createVaultConnection as create, createVaultConnectionSchema } from '../../api/vaultConnections';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
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
  const created = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating {0}…', name) },
    async () => create(await tenant.client(), body),
  );
  services.log.info(`Created flows vault connection ${created.id} on ${tenant.profile.label}`);
  void prompts.info(vscode.l10n.t('Created the vault connection {0} ({1}).', created.name, created.ready ? vscode.l10n.t('ready') : vscode.l10n.t('not ready')));
  const group = tenant.group('vault-connections') as PagedListNode<unknown> | undefined;
  if (group) {
    group.reset();
    services.tree.refresh(group);
  }
}
