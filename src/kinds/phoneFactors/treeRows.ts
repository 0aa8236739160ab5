/**
 * The rows of the MFA Phone Factors group besides SMS and Voice: the provider, the Twilio settings (only when the
 * provider is twilio) and the message templates. Requests stay minimal: one GET of the selected provider with the
 * group, one GET of the Twilio settings only when twilio is selected; the templates row needs none (clicking it
 * opens the templates document, which reads them then).
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { toUserMessage } from '../../api/errors';
import { getPhoneProvider, getTwilioSettings, twilioConfigured, type TwilioSettings } from './phoneApi';
import type { TreeNode } from '../../tree/node';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';

/** What the group knows about the provider: the selected one, the Twilio settings when it is twilio, or why not. */
export interface PhoneProviderState {
  provider?: string;
  twilio?: TwilioSettings;
  /** The provider or the Twilio settings could not be read: shown on the row, the factors rows stay. */
  problem?: string;
}

/** One GET of the selected provider, then one of the Twilio settings if twilio is selected. Never throws. */
export async function loadProviderState(client: ApiClient): Promise<PhoneProviderState> {
  let provider: string | undefined;
  try {
    provider = (await getPhoneProvider(client)).provider ?? 'auth0';
    return provider === 'twilio' ? { provider, twilio: await getTwilioSettings(client) } : { provider };
  } catch (err) {
    return { ...(provider ? { provider } : {}), problem: toUserMessage(err) };
  }
}

/** "from +1555… · account AC12…", "messaging service MG… · account AC…", or "not set up". */
export function twilioSummary(s: TwilioSettings): string {
  if (!twilioConfigured(s)) return vscode.l10n.t('not set up');
  const sender = s.from ? vscode.l10n.t('from {0}', s.from) : vscode.l10n.t('messaging service {0}', s.messaging_service_sid ?? '');
  return `${sender} · ${vscode.l10n.t('account {0}', s.sid ?? '')}`;
}

/** `writes`: the group's `missing:<scope>` tokens, so the rows' menus hide what the token cannot do. */
export function phoneProviderRows(parent: TreeNode, state: PhoneProviderState, writes: readonly string[]): TreeNode[] {
  const name = state.provider ?? '?';
  const rows: TreeNode[] = [new ResourceNode(parent, {
    key: 'provider',
    label: vscode.l10n.t('Provider: {0}', name),
    ...(state.problem ? { description: vscode.l10n.t('could not be read: {0}', state.problem) } : {}),
    icon: themeIcon(state.problem ? 'warning' : 'radio-tower', state.problem ? 'problemsWarningIcon.foreground' : undefined),
    tooltip: () => tooltip(vscode.l10n.t('MFA phone provider'), [['provider', state.provider], ['problem', state.problem], ['change', vscode.l10n.t('Set Phone Provider…')]]),
    context: ['phoneProvider', state.provider === 'twilio' && 'twilioSelected', ...writes],
    command: { command: 'authTenants.setPhoneProvider', title: vscode.l10n.t('Set Phone Provider…') },
  }, state.provider)];
  if (state.twilio) {
    const configured = twilioConfigured(state.twilio);
    rows.push(new ResourceNode(parent, {
      key: 'twilio',
      label: 'Twilio',
      description: twilioSummary(state.twilio),
      icon: themeIcon(configured ? 'gear' : 'warning', configured ? undefined : 'problemsWarningIcon.foreground'),
      tooltip: () => tooltip(vscode.l10n.t('Twilio settings'), [
        ['from', state.twilio?.from], ['messaging_service_sid', state.twilio?.messaging_service_sid], ['sid', state.twilio?.sid],
        ['auth_token', vscode.l10n.t('write-only: never shown')],
      ]),
      context: ['phoneTwilio', configured ? 'configured' : 'unconfigured', ...writes],
      command: { command: 'authTenants.twilioSettings', title: vscode.l10n.t('Twilio Settings…') },
    }, state.twilio));
  }
  rows.push(new ResourceNode(parent, {
    key: 'templates',
    label: vscode.l10n.t('Message Templates'),
    description: vscode.l10n.t('enrollment · verification'),
    icon: themeIcon('comment'),
    tooltip: () => tooltip(vscode.l10n.t('MFA phone message templates'), [['open', vscode.l10n.t('Edit Phone Message Templates')]]),
    context: ['phoneTemplates', ...writes],
    command: { command: 'authTenants.editPhoneTemplates', title: vscode.l10n.t('Edit Phone Message Templates') },
  }, undefined));
  return rows;
}
