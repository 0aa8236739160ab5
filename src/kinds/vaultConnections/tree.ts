/** A flows vault connection's row in the tree (pure, no `vscode`): its app and whether it is ready. */
import type { Resource } from '../kind';
import type { ListTreeFacet } from '../facets/tree';
import { VAULT_APPS } from './apps';

/** A vault app's name as people write it ("ActiveCampaign", not ACTIVECAMPAIGN), else its id. */
export function appLabel(appId: unknown): string | undefined {
  if (typeof appId !== 'string' || !appId) return undefined;
  return VAULT_APPS.find((a) => a.id === appId)?.label ?? appId;
}

export const vaultConnectionsTree: ListTreeFacet = {
  empty: 'No vault connections.',
  emptyCreates: true,
  create: 'authTenants.createVaultConnection',
  rowWrites: ['authTenants.renameVaultConnection', 'authTenants.updateVaultCredentials', 'authTenants.deleteVaultConnection'],
  row: (v: Resource) => ({
    label: String(v.name ?? v.id),
    description: [appLabel(v.app_id), v.ready ? undefined : 'not ready'].filter(Boolean).join(' · '),
    icon: v.ready ? { id: 'lock', color: 'charts.green' } : { id: 'unlock', color: 'charts.yellow' },
    tooltip: {
      title: String(v.name ?? v.id),
      rows: [
        ['id', v.id],
        ['app_id', v.app_id],
        ['account_name', v.account_name],
        ['ready', v.ready],
        ['fingerprint', v.fingerprint],
        ['created_at', v.created_at],
      ],
    },
    context: ['vaultConnection', 'viewable'],
    open: { command: 'authTenants.openResource', title: 'Open' },
  }),
};
