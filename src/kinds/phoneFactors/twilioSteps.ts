/**
 * The input steps of the Twilio settings: the sender (a phone number or a messaging service, the one Twilio sends
 * from), its value, the account SID and the auth token in a password box. Current non-secret values are pre-filled;
 * Back keeps what was typed. The token lives only in memory and in the body returned to the caller.
 */
import * as vscode from 'vscode';
import type { TwilioSettings, TwilioSettingsInput } from './phoneApi';
import { isGoBack, type Prompts } from '../../ui/prompts';
import { isAccountSid, isE164, isMessagingServiceSid } from './twilioRules';

type Sender = 'from' | 'messaging_service_sid';

/** The spec's lengths: `from` at most 64 characters, the SIDs and the token 1 to 1000. */
function checkLength(value: string, max: number, what: string): string | undefined {
  if (!value.trim()) return vscode.l10n.t('Enter the {0}.', what);
  return value.trim().length > max ? vscode.l10n.t('The {0} is too long: at most {1} characters.', what, max) : undefined;
}

/** The sender as typed: a phone number in E.164, or a messaging service SID. */
function checkSender(value: string, isFrom: boolean): string | undefined {
  const v = value.trim();
  if (isFrom) return checkLength(value, 64, vscode.l10n.t('phone number to send from')) ?? (isE164(v) ? undefined : vscode.l10n.t('Not an E.164 number: + then the country code and number, digits only (e.g. +15551234567).'));
  return checkLength(value, 1000, vscode.l10n.t('messaging service SID')) ?? (isMessagingServiceSid(v) ? undefined : vscode.l10n.t('Not a messaging service SID: MG followed by 32 hexadecimal digits.'));
}

function checkAccountSid(value: string): string | undefined {
  return checkLength(value, 1000, vscode.l10n.t('account SID')) ?? (isAccountSid(value.trim()) ? undefined : vscode.l10n.t('Not an account SID: AC followed by 32 hexadecimal digits.'));
}

export interface TwilioAnswers {
  body: TwilioSettingsInput;
  /** Lines for a confirmation: the new values, and whether the token is replaced (never the token). */
  summary: string[];
}

/**
 * Asks the four steps. `tokenRequired`: the tenant has no Twilio account yet, so an empty token is refused
 * (otherwise an empty token keeps the one the tenant has).
 */
export async function askTwilioSettings(prompts: Prompts, tenantLabel: string, current: TwilioSettings, tokenRequired: boolean): Promise<TwilioAnswers> {
  let sender: Sender = current.messaging_service_sid && !current.from ? 'messaging_service_sid' : 'from';
  const values = { from: current.from ?? '', messaging_service_sid: current.messaging_service_sid ?? '', sid: current.sid ?? '', token: '' };
  const title = (n: number) => vscode.l10n.t('Twilio Settings of {0} ({1}/4)', tenantLabel, n);
  const steps: (() => Promise<void>)[] = [
    async () => {
      sender = await prompts.pick<Sender>([
        { label: vscode.l10n.t('A phone number'), description: 'from', detail: vscode.l10n.t('Twilio sends the codes from this number.'), picked: sender === 'from', value: 'from' },
        { label: vscode.l10n.t('A messaging service'), description: 'messaging_service_sid', detail: vscode.l10n.t('Twilio picks the sender from the service\'s pool (its SID starts with MG).'), picked: sender === 'messaging_service_sid', value: 'messaging_service_sid' },
      ], { title: title(1), placeHolder: vscode.l10n.t('What Twilio sends the messages from'), back: false });
    },
    async () => {
      const isFrom = sender === 'from';
      values[sender] = (await prompts.input({
        title: title(2), back: true, value: values[sender],
        prompt: isFrom ? vscode.l10n.t('The phone number to send from, in E.164 (+ and digits), e.g. +15551234567') : vscode.l10n.t('The messaging service SID: MG and 32 hexadecimal digits'),
        validateInput: (v) => checkSender(v, isFrom),
      })).trim();
    },
    async () => {
      values.sid = (await prompts.input({
        title: title(3), prompt: vscode.l10n.t('The Twilio account SID: AC and 32 hexadecimal digits'), value: values.sid, back: true,
        validateInput: checkAccountSid,
      })).trim();
    },
    async () => {
      values.token = await prompts.input({
        title: title(4), password: true, value: values.token, back: true,
        prompt: tokenRequired
          ? vscode.l10n.t('The Twilio auth token (sent once to the tenant; never shown, never stored by the extension)')
          : vscode.l10n.t('The Twilio auth token (sent once to the tenant; never shown, never stored). Leave empty to keep the current one.'),
        validateInput: (v) => (!v && !tokenRequired ? undefined : checkLength(v, 1000, vscode.l10n.t('auth token'))),
      });
    },
  ];
  for (let i = 0; i < steps.length;) {
    try {
      await steps[i]!();
      i++;
    } catch (err) {
      if (!isGoBack(err) || i === 0) throw err;
      i--;
    }
  }
  const other: Sender = sender === 'from' ? 'messaging_service_sid' : 'from';
  const body: TwilioSettingsInput = { [sender]: values[sender], [other]: null, sid: values.sid, ...(values.token ? { auth_token: values.token } : {}) };
  const summary = [
    sender === 'from' ? vscode.l10n.t('Send from: {0}', values.from) : vscode.l10n.t('Messaging service: {0}', values.messaging_service_sid),
    vscode.l10n.t('Account SID: {0}', values.sid),
    values.token ? vscode.l10n.t('Auth token: replaced (not shown)') : vscode.l10n.t('Auth token: kept'),
  ];
  values.token = '';
  return { body, summary };
}
