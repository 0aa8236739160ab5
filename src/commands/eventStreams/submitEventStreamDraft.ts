import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import { createEventStream, listEventStreams, type EventStream } from '../../api/eventStreams';
import { draftsOf } from '../../editors/drafts/drafts';
import { draftBody, draftWebhook, serverErrorPath } from '../../editors/drafts/eventStreamDraft';
import { isLocalError, valueAt } from '../../editors/drafts/serverProblems';
import type { Services } from '../../services';
import { createOnce } from '../createOnce';
import { draftTarget, refuseWithErrors } from '../tokenExchangeProfiles/draftTarget';
import { refreshStreams, streamName } from './streamTarget';
import { validateSecret } from './webhookAuthorization';

const inFlight = new Set<string>();

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
  const webhook = draftWebhook(value);
  const label = tenant.profile.label;
  const name = String((value as { name?: unknown }).name);
  let secret: string | undefined;
  if (webhook) {
    const what = webhook.method === 'basic' ? vscode.l10n.t('Password of {0}', webhook.identity ?? '')
      : webhook.method === 'custom_header' ? vscode.l10n.t('Value of the header {0}', webhook.identity ?? '') : vscode.l10n.t('Bearer token');
    secret = await services.prompts.current.input({
      title: vscode.l10n.t('Create Event Stream {0} on {1}', name, label), password: true,
      prompt: vscode.l10n.t('{0} the tenant sends with every event — write-only: the tenant never shows it again, and it is stored nowhere else', what),
      validateInput: validateSecret,
    });
  }
  const body = draftBody(value, secret);
  inFlight.add(key);
  let created: EventStream;
  let recovered: boolean;
  try {
    const client = await tenant.client();
    ({ created, recovered } = await createOnce(services, {
      what: vscode.l10n.t('the event stream "{0}"', body.name),
      tenantLabel: label,
      send: () => Promise.resolve(vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating the event stream {0} on {1}…', body.name, label) },
        () => createEventStream(client, body),
      )),
      find: async () => (await listEventStreams(client, { take: 100 })).items.find((s) => s.name === body.name),
    }));
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 409)) throw err;
    const path = serverErrorPath(err.status, err.serverMessage);
    const message = err.status === 409
      ? vscode.l10n.t('{0} already has an event stream named "{1}". Choose another name in the draft.', label, body.name)
      : vscode.l10n.t('The tenant refused this value: {0}', err.serverMessage || toUserMessage(err));
    drafts.setServerProblems(uri, path ? [{ path, message, value: valueAt(value, path) }] : []);
    services.log.warn(`Create event stream on ${label}: ${err.status} ${err.serverMessage}`);
    void services.prompts.current.error(err.status === 409 ? message : toUserMessage(err));
    return undefined;
  } finally {
    inFlight.delete(key);
  }
  services.log.info(`Created event stream ${created.id} on ${label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
  await drafts.discard(uri);
  void services.prompts.current.info(vscode.l10n.t('Created the event stream {0} ({1}) on {2}.', streamName(created), created.id, label));
  refreshStreams(services, tenant);
  return created;
}
