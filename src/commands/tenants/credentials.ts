import * as vscode from 'vscode';
import { normalizeDomain } from '../../api/domain';
import type { Services } from '../../services';
import type { Steps } from '../../ui/steps';
import { createProvider } from '../../tenants/sessions';
import type { AuthMethod, TenantProfile, TenantSecret } from '../../tenants/types';

/** Steps each sign-in method asks for after the method itself. */
const DETAIL_STEPS: Record<AuthMethod, number> = { 'access-token': 1, 'client-secret': 2, 'private-key': 3 };
export const MAX_DETAIL_STEPS = 3;

export function validateDomain(value: string): string | undefined {
  try {
    normalizeDomain(value);
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Asks for the sign-in method and its credentials. Secrets are typed into password boxes, never saved elsewhere. */
export async function askCredentials(services: Services, steps: Steps, current?: TenantProfile):
  Promise<{ method: AuthMethod; clientId?: string; algorithm?: 'RS256' | 'PS256'; secret: TenantSecret }> {
  const prompts = services.prompts.current;
  const method = await prompts.pick<AuthMethod>([
    { label: vscode.l10n.t('Client secret'), description: vscode.l10n.t('machine-to-machine client id and secret'), value: 'client-secret' },
    { label: vscode.l10n.t('Private key'), description: vscode.l10n.t('private key JWT (RS256 or PS256)'), value: 'private-key' },
    { label: vscode.l10n.t('Access token'), description: vscode.l10n.t('paste a Management API token; it is not renewed'), value: 'access-token' },
  ], { title: steps.next(), placeHolder: vscode.l10n.t('How should the extension sign in?') });
  steps.total += DETAIL_STEPS[method] - MAX_DETAIL_STEPS;

  if (method === 'access-token') {
    const accessToken = await prompts.input({
      title: steps.next(), prompt: vscode.l10n.t('Management API access token'), password: true,
      validateInput: (v) => (/^[\w-]+\.[\w-]+\.[\w-]*$/.test(v.trim()) ? undefined : vscode.l10n.t('Paste the whole token (three dot-separated parts).')),
    });
    return { method, secret: { accessToken: accessToken.trim() } };
  }
  const clientId = (await prompts.input({
    title: steps.next(), prompt: vscode.l10n.t('Client ID of the machine-to-machine application'), value: current?.clientId,
    validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('Enter the client ID.')),
  })).trim();
  if (method === 'client-secret') {
    const clientSecret = await prompts.input({
      title: steps.next(), prompt: vscode.l10n.t('Client secret (stored in the OS keychain through VS Code SecretStorage)'), password: true,
      validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('Enter the client secret.')),
    });
    return { method, clientId, secret: { clientSecret: clientSecret.trim() } };
  }
  const file = await prompts.openFile({ title: `${steps.next()} ${vscode.l10n.t('Private key (PEM) of the client')}`, filters: { 'PEM key': ['pem', 'key'] } });
  const privateKeyPem = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKeyPem)) throw new Error(vscode.l10n.t('That file is not a PEM private key.'));
  const algorithm = await prompts.pick<'RS256' | 'PS256'>(
    [{ label: 'RS256', value: 'RS256' }, { label: 'PS256', value: 'PS256' }],
    { title: steps.next(), placeHolder: vscode.l10n.t('Signing algorithm registered for the client') },
  );
  return { method, clientId, algorithm, secret: { privateKeyPem } };
}

/** Requests a token with the new credentials before anything is saved. */
export async function verifyCredentials(profile: TenantProfile, secret: TenantSecret): Promise<ReadonlySet<string>> {
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Checking the credentials for {0}…', profile.label), cancellable: true },
    async (_progress, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      const provider = createProvider(profile, secret);
      try {
        return (await provider.getToken({ signal: abort.signal })).scopes;
      } finally {
        provider.clear();
      }
    },
  );
}
