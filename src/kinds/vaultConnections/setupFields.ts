import * as vscode from 'vscode';
import type { Prompts } from '../../ui/prompts';
import type { Steps } from '../../ui/steps';
import { hasCredentials } from '../../api/urls';
import { FORMAT_CHECKS, type SetupField, type SetupKind, type VaultApp } from './apps';

function checkFormat(field: SetupField, value: string): string | undefined {
  if (!field.format || FORMAT_CHECKS[field.format](value)) return undefined;
  if (field.format === 'https-url' && hasCredentials(value)) return vscode.l10n.t('Remove the user name and password from the URL: a URL is not a place for credentials.');
  if (field.format === 'https-url') return URL.canParse(value) ? vscode.l10n.t('Use an https:// URL.') : vscode.l10n.t('Enter a full URL, e.g. https://youraccount.api-us1.com');
  if (field.format === 'hostname') return vscode.l10n.t('Enter a host name only, e.g. acme.eu.auth0.com (no https:// and no path).');
  return vscode.l10n.t('Enter an email address.');
}

/** The message under the input box for a field's value, or undefined when the tenant would accept it. */
export function checkField(field: SetupField, raw: string): string | undefined {
  const value = raw.trim();
  const label = vscode.l10n.t(field.label);
  if (!value) return field.optional ? undefined : vscode.l10n.t('Enter the {0}.', label);
  if (field.max !== undefined && value.length > field.max) {
    return vscode.l10n.t('The {0} is too long: the tenant accepts at most {1} characters (this one has {2}).', label, field.max, value.length);
  }
  return checkFormat(field, value);
}

/**
 * The app's setup kind: its only one, or a pick. Unnumbered, like Add Tenant's sign-in method: it decides how
 * many steps follow, so those are numbered i/N with N fixed from their first step.
 */
export async function pickSetup(prompts: Prompts, app: VaultApp, title: string): Promise<SetupKind> {
  if (app.setups.length === 1) return app.setups[0]!;
  return prompts.pick(
    app.setups.map((s) => ({ label: vscode.l10n.t(s.label), description: s.type, value: s })),
    { title, placeHolder: vscode.l10n.t('How {0} signs in', app.label) },
  );
}

/** Each field of the setup, checked as typed, numbered on `steps` (whose total the caller set to include them). */
export async function askFields(prompts: Prompts, setup: SetupKind, steps: Steps): Promise<Record<string, string>> {
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
  return values;
}
