/**
 * Twilio Settings… (the Twilio row, the phone factors group, or the palette with a tenant pick): the input steps
 * (twilioSteps.ts), a modal confirmation naming the tenant and listing the values (never the token), then one PUT.
 * The auth token is never shown, logged, or written to settings or files.
 */
import * as vscode from 'vscode';
import { getTwilioSettings, setTwilioSettings, twilioConfigured, type TwilioSettings } from './phoneApi';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { phoneGroupOf, showTwilio } from './phoneTree';
import { askTwilioSettings } from './twilioSteps';

export async function twilioSettings(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const known = phoneGroupOf(tenant)?.provider?.twilio;
  const current = known ?? await getTwilioSettings(await tenant.client());
  await applyTwilioSettings(services, tenant, current, { confirm: true });
}

/**
 * Asks the settings (pre-filled with `current`), confirms when `confirm` is set (a caller that has just asked the
 * user in a modal naming the tenant passes false), PUTs them, and shows the answer in the tree.
 */
export async function applyTwilioSettings(services: Services, tenant: TenantNode, current: TwilioSettings, how: { confirm: boolean }): Promise<TwilioSettings> {
  const label = tenant.profile.label;
  const prompts = services.prompts.current;
  const { body, summary } = await askTwilioSettings(prompts, label, current, !twilioConfigured(current));
  try {
    if (how.confirm) {
      await prompts.confirm(vscode.l10n.t('Update the Twilio settings of {0}?', label), {
        modal: true,
        detail: [...summary, '', vscode.l10n.t('MFA codes sent through Twilio use these settings from now on.')].join('\n'),
      }, vscode.l10n.t('Update'));
    }
    const client = await tenant.client();
    const updated = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Updating the Twilio settings of {0}…', label) },
      () => setTwilioSettings(client, body),
    );
    const token = body.auth_token ? 'replaced' : 'kept';
    services.log.info(`Updated the Twilio settings of ${label}: ${body.from ? 'phone number' : 'messaging service'} sender, account ${updated.sid ?? '?'}, auth token ${token}`);
    void prompts.info(vscode.l10n.t('Updated the Twilio settings of {0}.', label));
    showTwilio(services, tenant, updated);
    return updated;
  } finally {
    delete body.auth_token;
  }
}
