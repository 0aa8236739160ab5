import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantProfile } from '../../tenants/types';
import { methodAndCredentialSteps, profileOf, secretOf, verifyStep, type SignInDraft } from './credentials';
import { runSteps } from './wizard';

/**
 * Asks for new credentials of a tenant (method first, then its steps, the current client ID kept), checks them
 * with a token request, then saves them and drops the cached token. Returns the new token's scopes.
 */
export async function signInAgain(services: Services, profile: TenantProfile): Promise<ReadonlySet<string>> {
  const draft: SignInDraft = { label: profile.label, origin: profile.domain, method: profile.method, algorithm: profile.algorithm, clientId: profile.clientId };
  await runSteps<SignInDraft>(
    draft,
    (d) => [...methodAndCredentialSteps(services, d), verifyStep()],
    (n, total) => vscode.l10n.t('Sign in to {0} again ({1}/{2})', profile.label, n, total),
    vscode.l10n.t('Sign in to {0} again', profile.label),
  );
  const { id, label, domain, environment, emulator } = profile;
  services.sessions.forget(profile.id);
  await services.registry.save(profileOf(draft, { id, label, domain, environment, ...(emulator ? { emulator } : {}) }), secretOf(draft));
  return draft.scopes ?? new Set();
}
