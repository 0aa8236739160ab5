import * as vscode from 'vscode';
import type { Prompts } from '../../ui/prompts';
import type { Steps } from '../../ui/steps';
import { FORMAT_CHECKS, MIN_KEY_LENGTH, type SetupField, type SetupKind, type VaultApp } from '../../api/vaultApps';

function checkFormat(field: SetupField, value: string): string | undefined {
  if (!field.format || FORMAT_CHECKS[field.format](value)) return undefined;
  if (field.format === 'https-url') return URL.canParse(value) ? vscode.l10n.t('Use an https:// URL.') : vscode.l10n.t('Enter a full URL, e.g. https://youraccount.api-us1.com');
  if (field.format === 'hostname') return vscode.l10n.t('Enter a host name only, e.g. acme.eu.auth0.com (no https:// and no path).');
  return vscode.l10n.t('Enter an email address.');
}

/** The message under the input box for a field's value, or undefined when the tenant would accept it. */
export function checkField(field: SetupField, raw: string): string | undefined {
  const value = raw.trim();
  const label = vscode.l10n.t(field.label);
  if (!value) return field.optional ? undefined : vscode.l10n.t('Enter the {0}.', label);
  if (field.apiKey && value.length < MIN_KEY_LENGTH) {
    return vscode.l10n.t('The {0} is too short: the tenant accepts at least {1} characters (this one has {2}).', label, MIN_KEY_LENGTH, value.length);
  }
  return checkFormat(field, value);
}

/**
 * Asks for the app's setup kind (when it has more than one) and each of its fields, checked as typed. `asked`:
 * the steps before these (create asks the name and the app first).
 */
export async function askSetup(prompts: Prompts, app: VaultApp, steps: Steps, asked = 2): Promise<{ setup: SetupKind; values: Record<string, string> }> {
  const longest = Math.max(...app.setups.map((s) => s.fields.length));
  steps.total = asked + (app.setups.length > 1 ? 1 : 0) + longest;
  const setup = app.setups.length === 1 ? app.setups[0]! : await prompts.pick(
    app.setups.map((s) => ({ label: vscode.l10n.t(s.label), description: s.type, value: s })),
    { title: steps.next(), placeHolder: vscode.l10n.t('How {0} signs in', app.label) },
  );
  steps.total = asked + (app.setups.length > 1 ? 1 : 0) + setup.fields.length;
  const values: Record<string, string> = {};
  for (const field of setup.fields) {
    const label = vscode.l10n.t(field.label);
    if (field.choices) {
      values[field.key] = await prompts.pick(field.choices.map((c) => ({ label: c, value: c })), { title: steps.next(), placeHolder: label });
      continue;
    }
    values[field.key] = (await prompts.input({
      title: steps.next(),
      prompt: field.secret
        ? vscode.l10n.t('{0} (sent once to the tenant; not stored by the extension){1}', label, field.optional ? vscode.l10n.t(', optional') : '')
        : field.optional ? vscode.l10n.t('{0} (optional: leave empty to skip)', label) : label,
      password: !!field.secret,
      validateInput: (v) => checkField(field, v),
    })).trim();
  }
  return { setup, values };
}
