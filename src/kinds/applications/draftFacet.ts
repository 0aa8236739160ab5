/**
 * An application's create (pure, no `vscode`): the body Create Application… sends through the one create flow
 * (src/commands/resources/submitDraft.ts: the production question, a lost answer, the messages), and its draft.
 * Names are not unique in a tenant: a lost answer is found only when exactly one application has the name.
 */
import { jsonText } from '../../util/jsonText';
import type { KindDraft } from '../facets/draft';
import { createApplication, iterateAllApplications, type Application } from './api';
import { createApplicationSchema, type CreateApplication } from './schemas';
import { appTypeWords } from './types';

const nameOf = (body: Record<string, unknown>) => (body as CreateApplication).name;

/** The create body of a new application of `type` (the web types with their callback, its origin allowed). */
export function applicationBody(name: string, type: string, callback?: string): CreateApplication {
  const body: CreateApplication = { name, app_type: type as CreateApplication['app_type'] };
  if (callback) {
    const origin = URL.canParse(callback) ? new URL(callback).origin : undefined;
    body.callbacks = [callback];
    if (origin && origin !== 'null') {
      body.allowed_logout_urls = [`${origin}/`];
      body.web_origins = [origin];
    }
  }
  return body;
}

export const applicationDraft: KindDraft = {
  segment: 'application',
  schema: createApplicationSchema,
  missing: 'Open an application draft first.',
  jsonSchema: { name: 'application-draft' },
  example: (name) => JSON.parse(jsonText(applicationBody(name, 'regular_web', 'https://app.example.com/callback'))) as Record<string, unknown>,
  submit: {
    command: 'authTenants.submitApplicationDraft',
    create: (client, body) => createApplication(client, body as CreateApplication),
    find: async (client, body) => {
      const named: Application[] = [];
      for await (const app of iterateAllApplications(client, { take: 100 })) if (app.name === nameOf(body)) named.push(app);
      return named.length === 1 ? named[0] : undefined;
    },
    name: nameOf,
    productionDetail: (label) => `${label} is a PRODUCTION tenant: the application can be used to sign in at once.`,
    errorPath: (status, message) => (status === 400 ? /on property ([\w.]+?)\.?(?:\s|$)/.exec(message)?.[1]?.split('.') : undefined),
    created: (created, body, label) =>
      `Created the application ${String(created.name)} (${String(created.client_id)}) on ${label}: a ${appTypeWords(created.app_type ?? body.app_type).title.toLowerCase()}. Its secret, if it has one, is shown by Rotate Secret….`,
    open: true,
    duplicates: true,
  },
};
