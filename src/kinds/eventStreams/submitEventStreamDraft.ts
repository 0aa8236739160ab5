import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import type { CreateEventStream, EventStream } from './api';
import { draftsOf } from '../../editors/drafts/drafts';
import { draftBody, draftWebhook, serverErrorPath } from './draft';
import { isLocalError, valueAt } from '../../editors/drafts/serverProblems';
import type { Services } from '../../services';
import type { CreateOnceResult } from '../../commands/createOnce';
import { draftTarget, refuseWithErrors } from '../../editors/drafts/draftTarget';
import { createConflict, sendCreate } from './createEventStreamSend';
import { refreshGroup } from '../../commands/tree/refresh';
import { eventStreams } from './index';
import { streamName } from './streamRow';
import { validateSecret } from './webhookAuthorization';

const inFlight = new Set<string>();

/** For a webhook draft: its secret, in a password box (it goes only into the request); undefined otherwise. */
async function askSecret(services: Services, value: unknown, tenantLabel: string): Promise<string | undefined> {
  const webhook = draftWebhook(value);
  if (!webhook) return undefined;
  const what = webhook.method === 'basic' ? vscode.l10n.t('Password of {0}', webhook.identity ?? '')
    : webhook.method === 'custom_header' ? vscode.l10n.t('Value of the header {0}', webhook.identity ?? '') : vscode.l10n.t('Bearer token');
  return services.prompts.current.input({
    title: vscode.l10n.t('Create Event Stream {0} on {1}', String((value as { name?: unknown }).name), tenantLabel), password: true,
    prompt: vscode.l10n.t('{0} the tenant sends with every event — write-only: the tenant never shows it again, and it is stored nowhere else', what),
    validateInput: validateSecret,
  });
}

/**
 * Create (CodeLens, editor title) of an event stream draft: refused while the draft has errors; for a webhook
 * the secret is asked for in a password box (it goes only into the request). On success the draft is closed
 * and deleted and the tenant's streams reload; a refusal (409 name taken, 400) is shown on the field it is
 * about and leaves the draft as typed.
 */
export async function submitEventStreamDraft(services: Services, arg?: unknown): Promise<EventStream | undefined> {
  const drafts = draftsOf(services);
  const { uri, document, tenant } = await draftTarget(drafts, 'event-stream', arg);
  const key = uri.toString();
  if (inFlight.has(key)) return undefined;
  if (refuseWithErrors(services, drafts.problems(document).filter(isLocalError), vscode.l10n.t('Create event stream'))) return undefined;
  const value: unknown = JSON.parse(document.getText());
  const label = tenant.profile.label;
  inFlight.add(key);
  let body: CreateEventStream | undefined;
  let result: CreateOnceResult<EventStream>;
  try {
    body = draftBody(value, await askSecret(services, value, label));
    result = await sendCreate(services, tenant, body);
  } catch (err) {
    if (!body || !(err instanceof ApiError) || (err.status !== 400 && err.status !== 409)) throw err;
    const path = serverErrorPath(err.status, err.serverMessage);
    const message = err.status === 409 ? createConflict(label, body.name) : vscode.l10n.t('The tenant refused this value: {0}', err.serverMessage || toUserMessage(err));
    drafts.setServerProblems(uri, path ? [{ path, message, value: valueAt(value, path) }] : []);
    services.log.warn(`Create event stream on ${label}: ${err.status} ${err.serverMessage}`);
    void services.prompts.current.error(err.status === 409 ? message : toUserMessage(err));
    return undefined;
  } finally {
    inFlight.delete(key);
  }
  const { created, recovered } = result;
  services.log.info(`Created event stream ${created.id} on ${label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
  await drafts.discard(uri);
  void services.prompts.current.info(vscode.l10n.t('Created the event stream {0} ({1}) on {2}.', streamName(created), created.id, label));
  refreshGroup(services, tenant, eventStreams.id);
  return created;
}
