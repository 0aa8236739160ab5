// Adding and removing a tenant through the UI, the opening and the closing of most stories (the first-run story
// checks each step of Add Tenant… itself).
import { env } from '../env';
import { until, type Workbench } from '../workbench';

export interface TenantSpec {
  /** The emulator's origin, typed as the tenant domain. */
  url: string;
  /** The label typed at step 4/5 (the tree row's name). */
  label: string;
  /** The environment picked at step 5/5. */
  environment: 'development' | 'staging' | 'production';
}

/** The demo emulator as the stories name it. */
export const DEMO: TenantSpec = { url: env.emulatorUrl, label: 'Demo tenant', environment: 'development' };
/** The demo's production twin (seed demo-production), the second tenant of the compare and copy story. */
export const PRODUCTION: TenantSpec = { url: env.productionUrl, label: 'Demo production', environment: 'production' };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Adds a tenant with Add Tenant… from the command palette (client secret), and waits for its notification. */
export async function addTenant(wb: Workbench, tenant: TenantSpec): Promise<string> {
  const q = wb.quick;
  await wb.runCommand('Auth Tenants: Add Tenant…');
  await q.waitForTitle('Add Tenant');
  await q.pick('Client secret');
  const typed = [tenant.url, 'emulator-admin', 'emulator-admin-secret', tenant.label];
  for (const [i, value] of typed.entries()) {
    await q.waitForTitle(`Add Tenant (${i + 1}/5)`);
    await q.submit(value);
  }
  await q.waitForTitle('Add Tenant (5/5)');
  await q.pick(tenant.environment);
  return wb.toast(new RegExp(`^Added ${escapeRegExp(tenant.label)}\\. The token grants \\d+ scopes\\.$`));
}

/** Removes a tenant with Remove Tenant from its row's context menu, and waits for its row to go. */
export async function removeTenant(wb: Workbench, label: string): Promise<void> {
  await wb.tree.collapse(label, 1).catch(() => {});
  await wb.tree.contextMenu(label, 'Remove Tenant');
  await wb.dialogButton('Remove');
  await until(`"${label}" to be removed`, async () => !(await wb.tree.rows()).some((r) => r.label === label), { state: () => wb.tree.summary() });
}
