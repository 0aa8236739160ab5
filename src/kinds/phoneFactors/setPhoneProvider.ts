/**
 * Set Phone Provider… (the provider row, the phone factors group, or the palette with a tenant pick): a pick of the
 * three providers with the current one marked, a modal confirmation naming the tenant (a switch is not destructive:
 * no typed name on production), then one PUT. Switching to twilio while the tenant has no Twilio settings offers to
 * set them first, or after the switch.
 */
import * as vscode from 'vscode';
import {
  getPhoneProvider, getTwilioSettings, PHONE_PROVIDERS, setPhoneProvider as putPhoneProvider, twilioConfigured, type PhoneProvider, type TwilioSettings,
} from './phoneApi';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../../commands/pickTenant';
import { phoneGroupOf, showProvider } from './phoneTree';
import { applyTwilioSettings } from './twilioSettings';

const DETAILS: Record<PhoneProvider, string> = {
  auth0: 'The platform\'s built-in provider: SMS only (no voice), a limited number of messages.',
  twilio: 'Your Twilio account sends SMS and voice messages (Twilio Settings…).',
  'phone-message-hook': 'Your own code (a Send Phone Message action) sends the messages.',
};

export async function setPhoneProvider(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const label = tenant.profile.label;
  const prompts = services.prompts.current;
  const client = await tenant.client();
  const current = phoneGroupOf(tenant)?.provider?.provider ?? (await getPhoneProvider(client)).provider ?? 'auth0';
  const chosen = await prompts.pick<PhoneProvider>(PHONE_PROVIDERS.map((p) => ({
    label: p,
    ...(p === current ? { description: vscode.l10n.t('current') } : {}),
    detail: vscode.l10n.t(DETAILS[p]),
    picked: p === current,
    value: p,
  })), { title: vscode.l10n.t('MFA Phone Provider of {0}', label), placeHolder: vscode.l10n.t('Who sends the MFA codes by SMS and voice') });
  if (chosen === current) {
    void prompts.info(vscode.l10n.t('{0} already sends MFA phone messages through {1}.', label, chosen));
    return;
  }
  let twilio: TwilioSettings | undefined = chosen === 'twilio' ? await getTwilioSettings(client) : undefined;
  const missing = !!twilio && !twilioConfigured(twilio);
  const switchNow = vscode.l10n.t('Switch');
  const setFirst = vscode.l10n.t('Set Twilio Settings, Then Switch');
  const answer = await prompts.confirm(vscode.l10n.t('Switch the MFA phone provider of {0} from {1} to {2}?', label, current, chosen), {
    modal: true,
    detail: [
      vscode.l10n.t('From now on, MFA codes by SMS and voice on {0} are sent through {1}.', label, chosen),
      ...(missing ? [vscode.l10n.t('{0} has no Twilio settings yet: until they are set, Twilio cannot send the codes. Set them first, or switch now and set them after.', label)] : []),
    ].join('\n'),
  }, ...(missing ? [setFirst, switchNow] : [switchNow]));
  if (answer === setFirst && twilio) twilio = await applyTwilioSettings(services, tenant, twilio, { confirm: false });
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Switching the MFA phone provider of {0}…', label) },
    () => putPhoneProvider(client, chosen),
  );
  const now = result.provider ?? chosen;
  services.log.info(`MFA phone provider of ${label} set to ${now} (was ${current})`);
  showProvider(services, tenant, now, twilio);
  if (now === 'twilio' && twilio && !twilioConfigured(twilio)) {
    const open = vscode.l10n.t('Twilio Settings…');
    void prompts.warn(vscode.l10n.t('{0} now sends MFA phone messages through Twilio, which has no settings yet. Set them now.', label), open).then((choice) => {
      if (choice === open) void vscode.commands.executeCommand('authTenants.twilioSettings', tenant);
    });
    return;
  }
  void prompts.info(vscode.l10n.t('{0} now sends MFA phone messages through {1}.', label, now));
}
