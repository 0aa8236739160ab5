import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import { normalizeDomain } from '../../api/domain';
import type { Services } from '../../services';
import { ENVIRONMENTS, type Environment, type TenantProfile } from '../../tenants/types';
import { Steps } from '../../ui/steps';
import { askCredentials, MAX_DETAIL_STEPS, validateDomain, verifyCredentials } from './credentials';

export async function pickEnvironment(services: Services, title: string, current?: Environment): Promise<Environment> {
  return services.prompts.current.pick(
    ENVIRONMENTS.map((env) => ({ label: env, picked: env === current, description: env === 'production' ? vscode.l10n.t('destructive actions ask for the resource name') : undefined, value: env })),
    { title, placeHolder: vscode.l10n.t('Environment of this tenant') },
  );
}

/** Add Tenant…: domain, sign-in method and credentials, label, environment; checked with a token request first. */
export async function addTenant(services: Services): Promise<TenantProfile> {
  const prompts = services.prompts.current;
  // domain, method, the method's details, label, environment
  const steps = new Steps((n, total) => vscode.l10n.t('Add Tenant ({0}/{1})', n, total), 4 + MAX_DETAIL_STEPS);
  const domainInput = await prompts.input({
    title: steps.next(),
    prompt: vscode.l10n.t('Tenant domain, e.g. my-tenant.eu.auth.example.com or https://login.example.com'),
    validateInput: validateDomain,
  });
  const { origin } = normalizeDomain(domainInput);
  const creds = await askCredentials(services, steps);
  const label = (await prompts.input({
    title: steps.next(), prompt: vscode.l10n.t('Label shown in the sidebar'),
    value: new URL(origin).hostname,
    validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('Enter a label.')),
  })).trim();
  const environment = await pickEnvironment(services, steps.next());
  const profile: TenantProfile = { id: randomUUID(), label, domain: origin, environment, method: creds.method, clientId: creds.clientId, algorithm: creds.algorithm };
  const scopes = await verifyCredentials(profile, creds.secret);
  await services.registry.save(profile, creds.secret);
  services.log.info(`Added tenant ${label} (${origin}) with ${scopes.size} scopes`);
  void prompts.info(vscode.l10n.t('Added {0}. The token grants {1} scopes.', label, scopes.size));
  return profile;
}
