/**
 * Create Application… (palette, and the + of a tenant's Applications group): the type first (SPA, regular web,
 * native, machine to machine), then the name, then — for the web types — the callback URL (checked as typed, as
 * the document's diagnostics check it). The create goes through the one create flow (production question, lost
 * answers, messages); the new application then opens in the editor. Its secret is never shown here.
 */
import * as vscode from 'vscode';
import { afterCreate, createResource } from '../../commands/resources/submitDraft';
import { pickTenant } from '../../commands/pickTenant';
import { runSteps, type Step } from '../../commands/tenants/wizard';
import type { Resource } from '../kind';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { UserCancelledError } from '../../util/errors';
import { applicationBody, applicationDraft } from './draftFacet';
import { applications } from './index';
import { APP_TYPES, type AppType } from './schemas';
import { APP_TYPE_WORDS } from './types';
import { urlProblem } from './urls';

interface NewApplication {
  type?: AppType;
  name?: string;
  callback?: string;
  created?: Resource;
}

export function validateApplicationName(value: string): string | undefined {
  if (value.trim().length === 0) return vscode.l10n.t('Enter a name.');
  if (/[<>]/.test(value)) return vscode.l10n.t('A name cannot contain < or >.');
  return undefined;
}

export function validateCallback(value: string): string | undefined {
  const problem = urlProblem(value, 'callback');
  return problem ? vscode.l10n.t('This callback {0}.', problem) : undefined;
}

function steps(services: Services, d: NewApplication): Step<NewApplication>[] {
  const prompts = () => services.prompts.current;
  const type: Step<NewApplication> = {
    id: 'type',
    decides: true,
    async run(s, ctx) {
      s.type = await prompts().pick(APP_TYPES.map((t) => ({ label: `$(${APP_TYPE_WORDS[t].icon.id}) ${APP_TYPE_WORDS[t].title}`, detail: APP_TYPE_WORDS[t].detail, value: t })), {
        title: ctx.title, back: ctx.back, placeHolder: vscode.l10n.t('What kind of application?'),
      });
    },
  };
  const name: Step<NewApplication> = {
    id: 'name',
    async run(s, ctx) {
      s.name = await prompts().input({
        title: ctx.title, back: ctx.back, value: s.name, prompt: vscode.l10n.t('Name of the application (shown on the login page)'),
        placeHolder: vscode.l10n.t('My App'), validateInput: validateApplicationName,
      });
    },
  };
  const callback: Step<NewApplication> = {
    id: 'callback',
    async run(s, ctx) {
      s.callback = await prompts().input({
        title: ctx.title, back: ctx.back, value: s.callback ?? 'https://localhost:3000/callback',
        prompt: vscode.l10n.t('Callback URL: where the tenant sends users back after they sign in (more can be added in its JSON)'),
        validateInput: validateCallback,
      });
    },
  };
  return d.type && !APP_TYPE_WORDS[d.type].web ? [type, name] : [type, name, callback];
}

/** Returns the created application (its document is then open in the editor). */
export async function createApplication(services: Services, node?: TreeNode): Promise<Resource> {
  const tenant = await pickTenant(services, node);
  const label = tenant.profile.label;
  const d: NewApplication = {};
  await runSteps<NewApplication>(
    d, () => steps(services, d),
    (n, total) => vscode.l10n.t('Create Application on {0} ({1}/{2})', label, n, total),
    vscode.l10n.t('Create Application on {0}', label),
  );
  if (!d.type || !d.name) throw new UserCancelledError();
  const body = applicationBody(d.name, d.type, APP_TYPE_WORDS[d.type].web ? d.callback : undefined);
  const { created, recovered } = await createResource(services, tenant, applications, body as Record<string, unknown>);
  const message = applicationDraft.submit?.created(created, body as Record<string, unknown>, label, recovered) ?? '';
  await afterCreate(services, tenant, applications, created, message);
  return created;
}
