/**
 * Create (CodeLens, editor title, palette) of a create draft, for every kind with a draft facet that has `submit`:
 * refused while the draft has errors; on a production tenant a question naming the resource and the tenant first
 * (when the kind words one). The create is sent once (createOnce). On success the draft is closed and deleted, the
 * tenant's group reloads and (when the kind says so) the new resource opens in its editor; a refusal (409, 400, or a
 * status the kind words) is shown on the field it is about and leaves the draft as typed.
 */
import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import { draftTarget, refuseWithErrors } from '../../editors/drafts/draftTarget';
import { isLocalError, valueAt } from '../../editors/drafts/serverProblems';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { KINDS, kindOf, type Kind, type KindId } from '../../kinds';
import type { DraftCreate, DraftHooks } from '../../kinds/facets/draft';
import type { Resource } from '../../kinds/kind';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { createOnce, type CreateOnceResult } from '../createOnce';
import { refreshGroup } from '../../tree/refresh';
import { confirmOnProduction } from './confirmDelete';
import type { CommandHandler } from '../registerCommand';

type Body = Record<string, unknown>;
const inFlight = new Set<string>();

function submitOf(kind: Kind): DraftCreate {
  const submit = kind.draft?.submit;
  if (!submit) throw new Error(`${kind.id} has no create draft.`);
  return submit;
}

/**
 * Sends a create of `kind` once (a draft and a guided flow alike): on a production tenant after the kind's question,
 * with a progress notification; a lost answer looks the resource up before anything is sent again. A refusal
 * (400, 409, …) is thrown as it came.
 */
export async function createResource(services: Services, tenant: TenantNode, kind: Kind, body: Body): Promise<CreateOnceResult<Resource>> {
  const submit = submitOf(kind);
  const label = tenant.profile.label;
  const name = submit.name(body);
  const { singular } = kind.words;
  if (submit.productionDetail) {
    await confirmOnProduction(services, tenant, {
      message: vscode.l10n.t('Create the {0} "{1}" on {2}?', singular, name ?? '', label),
      detail: submit.productionDetail(label, body),
      button: vscode.l10n.t('Create'),
    });
  }
  const client = await tenant.client();
  const result = await createOnce(services, {
    what: name ? vscode.l10n.t('the {0} "{1}"', singular, name) : vscode.l10n.t('the {0}', singular),
    tenantLabel: label,
    send: () => Promise.resolve(vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating the {0} {1} on {2}…', singular, name ?? '', label) },
      () => submit.create(client, body),
    )),
    find: () => submit.find(client, body),
  });
  services.log.info(`Created ${singular} ${String(result.created.id)} on ${label}${result.recovered ? ' (answer lost, found on the tenant)' : ''}`);
  return result;
}

/** After a create: says so, reloads the tenant's group and (when the kind says so) opens the new resource. */
export async function afterCreate(services: Services, tenant: TenantNode, kind: Kind, created: Resource, message: string, hooks: DraftHooks = {}): Promise<void> {
  if (hooks.announce) hooks.announce(services, tenant, created, message);
  else void services.prompts.current.info(message);
  refreshGroup(services, tenant, kind.id);
  const editor = kind.editors?.[0];
  if (submitOf(kind).open && editor && kind.list) {
    await openResourceDocument(services, { kind: editor, tenantId: tenant.profile.id, id: kind.list.id(created) }, kind.list.name(created));
  }
}

/** Sends the create draft of `kind` (its URI argument or the active editor's); the created resource, or undefined when refused. */
export async function submitDraft(services: Services, kindId: KindId, arg?: unknown): Promise<Resource | undefined> {
  const kind = kindOf(kindId);
  const submit = submitOf(kind);
  const { drafts } = services;
  const { uri, document, tenant } = await draftTarget(drafts, kind.id, arg);
  const key = uri.toString();
  if (inFlight.has(key)) return undefined;
  if (refuseWithErrors(services, drafts.problems(document).filter(isLocalError), vscode.l10n.t('Create {0}', kind.words.singular))) return undefined;
  const value: unknown = JSON.parse(document.getText());
  const label = tenant.profile.label;
  inFlight.add(key);
  let hooks: DraftHooks = {};
  let body: Body | undefined;
  let result: CreateOnceResult<Resource> | undefined;
  let refusal: { err: ApiError; shown: string } | undefined;
  try {
    hooks = (await kind.draft?.hooks?.()) ?? {};
    const secret = await hooks.secret?.(services, value, label);
    body = submit.body ? submit.body(value, secret) : (value as Body);
    result = await createResource(services, tenant, kind, body);
  } catch (err) {
    const worded = err instanceof ApiError ? submit.refusals?.[err.status] : undefined;
    if (!body || !(err instanceof ApiError) || (err.status !== 400 && err.status !== 409 && !worded)) throw err;
    const path = submit.errorPath(err.status, err.serverMessage);
    const reason = err.serverMessage || toUserMessage(err);
    const message = worded ? worded(label, body, reason) : vscode.l10n.t('The tenant refused this value: {0}', reason);
    drafts.setServerProblems(uri, path ? [{ path, message, value: valueAt(value, path) }] : []);
    services.log.warn(`Create ${kind.words.singular} on ${label}: ${err.status} ${err.serverMessage}`);
    refusal = { err, shown: worded ? message : toUserMessage(err) };
  } finally {
    inFlight.delete(key);
  }
  if (!result || !body) {
    // The kind may explain a refusal its own way (e.g. which resource already has the value); else its message.
    if (refusal && !(await hooks.refused?.(services, tenant, uri, body ?? {}, refusal.err))) void services.prompts.current.error(refusal.shown);
    return undefined;
  }
  await drafts.discard(uri);
  await afterCreate(services, tenant, kind, result.created, submit.created(result.created, body, label, result.recovered), hooks);
  return result.created;
}

/** The Create command of every kind with a create draft (its id in the kind's draft facet). */
export const submitDraftCommands = (): [string, CommandHandler][] => KINDS.flatMap((kind) => {
  const command = kind.draft?.submit?.command;
  return command ? [[command, (services: Services, arg?: unknown) => submitDraft(services, kind.id, arg)] as [string, CommandHandler]] : [];
});
