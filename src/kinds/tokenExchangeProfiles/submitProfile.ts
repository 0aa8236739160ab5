import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { ApiError, toUserMessage } from '../../api/errors';
import {
  createTokenExchangeProfile, createTokenExchangeProfileSchema, iterateTokenExchangeProfiles, type CreateTokenExchangeProfile, type TokenExchangeProfile,
} from './api';
import { draftsOf } from '../../editors/drafts/drafts';
import { isLocalError } from '../../editors/drafts/serverProblems';
import { serverErrorField } from './draft';
import type { Services } from '../../services';
import { createOnce } from '../../commands/createOnce';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import { draftTarget, refuseWithErrors } from '../../editors/drafts/draftTarget';
import { explainDuplicateType } from './duplicateType';
import { refreshGroup } from '../../commands/tree/refresh';
import { tokenExchangeProfiles } from './index';

const inFlight = new Set<string>();

/** The profile the draft describes, found on the tenant (subject_token_type is unique per tenant). */
async function findProfile(client: ApiClient, body: CreateTokenExchangeProfile): Promise<TokenExchangeProfile | undefined> {
  for await (const p of iterateTokenExchangeProfiles(client, { take: 50 })) {
    if (p.subject_token_type === body.subject_token_type && p.name === body.name && p.action_id === body.action_id) return p;
  }
  return undefined;
}

/**
 * Create (CodeLens, editor title): POSTs the draft (on a production tenant after a question naming profile and
 * tenant). Refused while the draft has errors. On success the draft
 * is closed and deleted and the tenant's profiles group reloads; on 400/409 the draft stays as typed and the
 * tenant's message is shown on the field it is about.
 */
export async function submitTokenExchangeProfile(services: Services, arg?: unknown): Promise<TokenExchangeProfile | undefined> {
  const drafts = draftsOf(services);
  const { uri, document, tenant } = await draftTarget(drafts, 'token-exchange-profile', arg);
  const key = uri.toString();
  if (inFlight.has(key)) return undefined;
  const what = vscode.l10n.t('Create token exchange profile');
  if (refuseWithErrors(services, drafts.problems(document).filter(isLocalError), what)) return undefined;
  const body = createTokenExchangeProfileSchema.parse(JSON.parse(document.getText()));
  inFlight.add(key);
  let result: { created: TokenExchangeProfile; recovered: boolean } | undefined;
  try {
    await confirmOnProduction(services, tenant, {
      message: vscode.l10n.t('Create the token exchange profile "{0}" on {1}?', body.name, tenant.profile.label),
      detail: vscode.l10n.t('{0} is a PRODUCTION tenant: from now on, tokens of type {1} are exchanged there by the profile\'s action.', tenant.profile.label, body.subject_token_type),
      button: vscode.l10n.t('Create'),
    });
    const client = await tenant.client();
    result = await createOnce(services, {
      what: vscode.l10n.t('the token exchange profile "{0}"', body.name),
      tenantLabel: tenant.profile.label,
      send: () => Promise.resolve(vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating the token exchange profile {0} on {1}…', body.name, tenant.profile.label) },
        () => createTokenExchangeProfile(client, body),
      )),
      find: () => findProfile(client, body),
    });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 400 || err.status === 409)) {
      const field = serverErrorField(err.status, err.serverMessage);
      const message = err.serverMessage || toUserMessage(err);
      drafts.setServerProblems(uri, field ? [{ path: [field], message: vscode.l10n.t('The tenant refused this value: {0}', message), value: body[field] }] : []);
      services.log.warn(`Create token exchange profile on ${tenant.profile.label}: ${err.status} ${message}`);
      if (err.status !== 409) {
        void services.prompts.current.error(toUserMessage(err));
        return undefined;
      }
    } else {
      throw err;
    }
  } finally {
    inFlight.delete(key);
  }
  if (!result) {
    await explainDuplicateType(services, tenant, uri, body);
    return undefined;
  }
  const { created, recovered } = result;
  services.log.info(`Created token exchange profile ${created.id} on ${tenant.profile.label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
  await drafts.discard(uri);
  void services.prompts.current.info(recovered
    ? vscode.l10n.t('Created the token exchange profile {0} ({1}) on {2}. The tenant\'s answer was lost; the profile was found on the tenant, so it was not sent again.', created.name ?? body.name, created.id, tenant.profile.label)
    : vscode.l10n.t('Created the token exchange profile {0} ({1}) on {2}.', created.name ?? body.name, created.id, tenant.profile.label));
  refreshGroup(services, tenant, tokenExchangeProfiles.id);
  return created;
}

/** Reload actions (CodeLens): fetches the tenant's actions again for this draft and re-checks it. */
export async function reloadDraftActions(services: Services, arg?: unknown): Promise<void> {
  const drafts = draftsOf(services);
  const { uri, ref } = await draftTarget(drafts, 'token-exchange-profile', arg);
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Loading actions…') },
    () => drafts.actions.reload(uri.toString(), ref.tenantId),
  );
}
