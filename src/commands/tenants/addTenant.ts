import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import { normalizeDomain } from '../../api';
import type { Services } from '../../services';
import { probeTenant } from '../../tenants/reachability';
import { ENVIRONMENTS, type Environment, type TenantProfile } from '../../tenants/types';
import { methodAndCredentialSteps, profileOf, secretOf, verifyStep, type SignInDraft } from './credentials';
import { runSteps, withProblem, type Step } from './wizard';

export async function pickEnvironment(services: Services, title: string, current?: Environment, back = false): Promise<Environment> {
  return services.prompts.current.pick(
    ENVIRONMENTS.map((env) => ({ label: env, picked: env === current, description: env === 'production' ? vscode.l10n.t('destructive actions ask for the resource name') : undefined, value: env })),
    { title, placeHolder: vscode.l10n.t('Environment of this tenant'), back },
  );
}

export function validateDomain(value: string): string | undefined {
  try {
    normalizeDomain(value);
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

interface TenantDraft extends SignInDraft {
  domainText?: string;
  /** An origin that answered, but not like a Management API, which the user chose to keep (Enter again). */
  acceptedAnyway?: string;
  environment?: Environment;
  /** The host the label was defaulted from, so a changed domain changes a label the user did not edit. */
  previousHost?: string;
}

function domainStep(services: Services): Step<TenantDraft> {
  return {
    id: 'domain',
    async run(d, ctx) {
      const text = await services.prompts.current.input({
        title: ctx.title, back: ctx.back, value: d.domainText,
        prompt: vscode.l10n.t('Tenant domain, e.g. my-tenant.eu.auth.example.com or https://login.example.com'),
        validateInput: withProblem(validateDomain, d.domainText, ctx.problem),
      });
      const origin = normalizeDomain(text).origin;
      // The same origin typed again after "answers, but not like a Management API" means: use it anyway.
      d.acceptedAnyway = ctx.problem && d.domainText === text && d.origin === origin ? origin : undefined;
      d.domainText = text;
      d.origin = origin;
      if (d.label === '' || d.label === d.previousHost) d.label = new URL(origin).hostname;
      d.previousHost = new URL(origin).hostname;
    },
  };
}

/** One unauthenticated GET before any secret is asked for: a wrong domain is caught on its own step. */
function reachableStep(): Step<TenantDraft> {
  return {
    id: 'reachable',
    check: true,
    async run(d) {
      if (d.acceptedAnyway === d.origin) return undefined;
      const result = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Checking that {0} answers…', d.origin) },
        () => probeTenant(d.origin),
      );
      return result.kind === 'ok' ? undefined : { back: 'domain', problem: result.message };
    },
  };
}

function labelStep(services: Services): Step<TenantDraft> {
  return {
    id: 'label',
    async run(d, ctx) {
      d.label = (await services.prompts.current.input({
        title: ctx.title, back: ctx.back, prompt: vscode.l10n.t('Label shown in the sidebar'), value: d.label,
        validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('Enter a label.')),
      })).trim();
    },
  };
}

function environmentStep(services: Services): Step<TenantDraft> {
  return {
    id: 'environment',
    async run(d, ctx) {
      d.environment = await pickEnvironment(services, ctx.title, d.environment, ctx.back);
    },
  };
}

/**
 * Add Tenant…: sign-in method, domain (checked as typed, then for an answer), credentials (checked with a token
 * request before the label is asked), label, environment. Back keeps every answer; a failed check returns to its step.
 */
export async function addTenant(services: Services): Promise<TenantProfile> {
  const draft: TenantDraft = { label: '', origin: '' };
  await runSteps<TenantDraft>(
    draft,
    (d) => {
      const [method, ...credentials] = methodAndCredentialSteps(services, d);
      return [method!, domainStep(services), reachableStep(), ...credentials, verifyStep('domain'), labelStep(services), environmentStep(services)];
    },
    (n, total) => vscode.l10n.t('Add Tenant ({0}/{1})', n, total),
    vscode.l10n.t('Add Tenant'),
  );
  const profile = profileOf(draft, { id: randomUUID(), label: draft.label, domain: draft.origin, environment: draft.environment ?? 'development' });
  await services.registry.save(profile, secretOf(draft));
  const scopes = draft.scopes?.size ?? 0;
  services.log.info(`Added tenant ${profile.label} (${profile.domain}) with ${scopes} scopes`);
  void services.prompts.current.info(vscode.l10n.t('Added {0}. The token grants {1} scopes.', profile.label, scopes));
  return profile;
}
