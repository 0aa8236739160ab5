import * as vscode from 'vscode';
import { NetworkError, TimeoutError, TokenRequestError, toUserMessage } from '../../api';
import type { Services } from '../../services';
import { createProvider } from '../../tenants/sessions';
import type { AuthMethod, TenantProfile, TenantSecret } from '../../tenants/types';
import { withProblem, type Step } from './wizard';

type Algorithm = 'RS256' | 'PS256';

/** The answers of the sign-in steps, kept while the user goes back and forth. Secrets live only here, in memory. */
export interface SignInDraft {
  label: string;
  origin: string;
  method?: AuthMethod;
  algorithm?: Algorithm;
  clientId?: string;
  clientSecret?: string;
  keyFile?: vscode.Uri;
  privateKeyPem?: string;
  accessToken?: string;
  /** The scopes of the token the verification got. */
  scopes?: ReadonlySet<string>;
}

const required = (message: string) => (v: string) => (v.trim() ? undefined : message);
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/** The choice that decides the steps: private-key sign-in includes its algorithm, so every method has fixed steps. */
function methodStep(services: Services): Step<SignInDraft> {
  return {
    id: 'method',
    uncounted: true,
    async run(d, ctx) {
      const is = (m: AuthMethod, a?: Algorithm) => d.method === m && (a === undefined || (d.algorithm ?? 'RS256') === a);
      const choice = await services.prompts.current.pick<{ method: AuthMethod; algorithm?: Algorithm }>([
        { label: vscode.l10n.t('Client secret'), description: vscode.l10n.t('machine-to-machine client id and secret'), picked: is('client-secret'), value: { method: 'client-secret' } },
        { label: vscode.l10n.t('Private key (RS256)'), description: vscode.l10n.t('private key JWT signed with RS256'), picked: is('private-key', 'RS256'), value: { method: 'private-key', algorithm: 'RS256' } },
        { label: vscode.l10n.t('Private key (PS256)'), description: vscode.l10n.t('private key JWT signed with PS256'), picked: is('private-key', 'PS256'), value: { method: 'private-key', algorithm: 'PS256' } },
        { label: vscode.l10n.t('Access token'), description: vscode.l10n.t('paste a Management API token; it is not renewed'), picked: is('access-token'), value: { method: 'access-token' } },
      ], { title: ctx.title, placeHolder: vscode.l10n.t('How should the extension sign in?'), back: ctx.back });
      d.method = choice.method;
      d.algorithm = choice.algorithm;
    },
  };
}

function inputStep(services: Services, id: string, field: 'clientId' | 'clientSecret' | 'accessToken', prompt: string, validate: (v: string) => string | undefined, password: boolean): Step<SignInDraft> {
  return {
    id,
    async run(d, ctx) {
      const value = await services.prompts.current.input({
        title: ctx.title, prompt, password, back: ctx.back, value: d[field],
        validateInput: withProblem(validate, d[field], ctx.problem),
      });
      d[field] = value.trim();
    },
  };
}

function keyStep(services: Services): Step<SignInDraft> {
  return {
    id: 'key',
    async run(d, ctx) {
      const what = ctx.problem ?? vscode.l10n.t('Private key (PEM) of the client');
      const file = await services.prompts.current.openFile({ title: `${ctx.title} ${what}`, filters: { 'PEM key': ['pem', 'key'] }, defaultUri: d.keyFile, back: ctx.back });
      d.keyFile = file;
      const pem = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
      if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(pem)) return { back: 'key', problem: vscode.l10n.t('That file is not a PEM private key: choose another.') };
      d.privateKeyPem = pem;
    },
  };
}

/** The steps each sign-in method asks for after the method itself. */
export function credentialSteps(services: Services, d: SignInDraft): Step<SignInDraft>[] {
  const clientId = inputStep(services, 'clientId', 'clientId', vscode.l10n.t('Client ID of the machine-to-machine application'), required(vscode.l10n.t('Enter the client ID.')), false);
  switch (d.method ?? 'client-secret') {
    case 'client-secret':
      return [clientId, inputStep(services, 'secret', 'clientSecret', vscode.l10n.t('Client secret (stored in the OS keychain through VS Code SecretStorage)'), required(vscode.l10n.t('Enter the client secret.')), true)];
    case 'private-key':
      return [clientId, keyStep(services)];
    case 'access-token':
      return [inputStep(services, 'token', 'accessToken', vscode.l10n.t('Management API access token'),
        (v) => (TOKEN_SHAPE.test(v.trim()) ? undefined : vscode.l10n.t('Paste the whole token (three dot-separated parts).')), true)];
  }
}

export function methodAndCredentialSteps(services: Services, d: SignInDraft): Step<SignInDraft>[] {
  return [methodStep(services), ...credentialSteps(services, d)];
}

export function profileOf(d: SignInDraft, base: Omit<TenantProfile, 'method' | 'clientId' | 'algorithm'>): TenantProfile {
  const method = d.method ?? 'client-secret';
  return { ...base, method, ...(method !== 'access-token' ? { clientId: d.clientId } : {}), ...(method === 'private-key' ? { algorithm: d.algorithm ?? 'RS256' } : {}) };
}

export function secretOf(d: SignInDraft): TenantSecret {
  if (d.method === 'access-token') return { accessToken: d.accessToken };
  if (d.method === 'private-key') return { privateKeyPem: d.privateKeyPem };
  return { clientSecret: d.clientSecret };
}

/** The step a failed token request points at, so the wizard returns there with the value kept. */
function stepAtFault(err: unknown, method: AuthMethod, domainStep: string | undefined): string | undefined {
  if (err instanceof NetworkError || err instanceof TimeoutError) return domainStep;
  if (method === 'access-token') return 'token';
  if (err instanceof TokenRequestError) {
    if (err.status === 403 || method === 'private-key') return 'clientId';
    return 'secret';
  }
  return undefined;
}

/** Requests a token with the answers so far (nothing is saved); on refusal, goes back to the step at fault. */
export function verifyStep(domainStep?: string): Step<SignInDraft> {
  return {
    id: 'verify',
    check: true,
    async run(draft) {
      const profile = profileOf(draft, { id: 'new', label: draft.label, domain: draft.origin, environment: 'development' });
      try {
        draft.scopes = await verifyCredentials(profile, secretOf(draft));
      } catch (err) {
        const back = stepAtFault(err, profile.method, domainStep);
        if (!back) throw err;
        return { back, problem: toUserMessage(err) };
      }
      return undefined;
    },
  };
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
