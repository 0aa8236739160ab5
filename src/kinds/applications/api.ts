/**
 * Applications (clients): list (offset pages), get, create, update, delete and rotate-secret. A client secret never
 * leaves this module but as the one value Rotate Secret… shows once: reads ask the service to leave client_secret
 * out (`fields=client_secret&include_fields=false`), and every answer is stripped of it before it is returned.
 * Bad input throws InvalidInputError and nothing is sent.
 */
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import { getList } from '../../api/listPage';
import { iteratePages, offsetPage, pageNumber, type Page } from '../../api/paging';
import { call, send, seg, validateInput, type CallOptions } from '../../api/request';
import { applicationSchema, createApplicationSchema, updateApplicationSchema, type Application, type CreateApplication, type UpdateApplication } from './schemas';

export type { Application } from './schemas';

/** The scope each verb needs (the service answers 403 insufficient_scope naming it). */
export const APPLICATION_SCOPES = {
  read: 'read:clients',
  create: 'create:clients',
  update: 'update:clients',
  delete: 'delete:clients',
  rotate: 'update:client_keys',
} as const;

const PATH = 'clients';
const clientPath = (id: string) => `${PATH}/${seg(id, 'client id')}`;
/** Every read leaves the secret out at the source. */
const WITHOUT_SECRET = { fields: 'client_secret', include_fields: false } as const;

/** The application without its secret (whatever the answer held). */
export function withoutSecret<T extends Record<string, unknown>>(app: T): T {
  const { client_secret: _secret, ...rest } = app;
  return rest as T;
}

/** One offset page of the tenant's applications (`from`: the page number the page before returned). */
export async function listApplicationsPage(client: ApiClient, params: { from?: string | undefined; take?: number | undefined } = {}, options: CallOptions = {}): Promise<Page<Application>> {
  const page = pageNumber(params.from);
  const perPage = params.take ?? 50;
  const searchParams = { page, per_page: perPage, include_totals: true, ...WITHOUT_SECRET };
  const data = await getList(client, PATH, 'clients', applicationSchema, { searchParams, ...options });
  return offsetPage(data.items.map(withoutSecret), { page, perPage, total: data.total, start: data.start });
}

/** Every application of the tenant, page after page, each once. */
export function iterateAllApplications(client: ApiClient, params: { take?: number } = {}, options: CallOptions = {}) {
  return iteratePages((from) => listApplicationsPage(client, { ...params, from }, options), { ...options, idOf: (a) => a.client_id });
}

export async function getApplication(client: ApiClient, id: string, options: CallOptions = {}): Promise<Application> {
  return withoutSecret(await call(client, 'GET', clientPath(id), applicationSchema, { searchParams: WITHOUT_SECRET, ...options }));
}

/** POST (201). The answer's secret is dropped: Rotate Secret… is where a secret is shown. */
export async function createApplication(client: ApiClient, body: CreateApplication, options: CallOptions = {}): Promise<Application> {
  const json = validateInput(createApplicationSchema, body, 'application');
  return withoutSecret(await call(client, 'POST', PATH, applicationSchema, { json, ...options }));
}

/** PATCH (200): the fields sent replace the application's. Nothing to change sends no PATCH. */
export async function updateApplication(client: ApiClient, id: string, body: UpdateApplication, options: CallOptions = {}): Promise<Application> {
  const json = validateInput(updateApplicationSchema, body, 'application changes');
  if (Object.keys(json).length === 0) return getApplication(client, id, options);
  return withoutSecret(await call(client, 'PATCH', clientPath(id), applicationSchema, { json, ...options }));
}

/** DELETE (204). Succeeds also when the application is already gone (204 again, or 404). */
export async function deleteApplication(client: ApiClient, id: string, options: CallOptions = {}): Promise<void> {
  try {
    await send(client, 'DELETE', clientPath(id), options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

/**
 * POST /clients/{id}/rotate-secret (update:client_keys): the application (without its secret) and the new secret,
 * apart, so the caller shows the secret once and keeps nothing of it.
 */
export async function rotateApplicationSecret(client: ApiClient, id: string, options: CallOptions = {}): Promise<{ application: Application; secret: string }> {
  const answer = await call(client, 'POST', `${clientPath(id)}/rotate-secret`, applicationSchema, options);
  const secret = typeof answer.client_secret === 'string' ? answer.client_secret : '';
  if (!secret) throw new Error('The tenant rotated the secret but did not answer the new one: rotate it again to see it.');
  return { application: withoutSecret(answer), secret };
}
