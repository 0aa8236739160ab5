import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import { requestedClaims, type CreateVerificationTemplate, type VerificationTemplate } from './api';
import { draftsOf } from '../../editors/drafts/drafts';
import { isLocalError, valueAt } from '../../editors/drafts/serverProblems';
import { templateServerErrorPath } from './draft';
import type { Services } from '../../services';
import { draftTarget, refuseWithErrors } from '../../editors/drafts/draftTarget';
import { afterCreate, sendTemplate, templateNameTaken } from './sendTemplate';

const inFlight = new Set<string>();

/**
 * Create (CodeLens, editor title) of a verification template draft: refused while the draft has errors. On success
 * the draft is closed and deleted, the tenant's templates reload and the new template opens in the editor; a
 * refusal (409 name taken, 400) is shown on the field it is about and leaves the draft as typed.
 */
export async function submitVerificationTemplateDraft(services: Services, arg?: unknown): Promise<VerificationTemplate | undefined> {
  const drafts = draftsOf(services);
  const candidate = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  if (!candidate || drafts.refOf(candidate)?.kind !== 'verification-template') {
    throw new Error(vscode.l10n.t('Open a verification template draft first (Create Verification Template… → Review as JSON first).'));
  }
  const { uri, document, tenant } = await draftTarget(drafts, 'verification-template', candidate);
  const key = uri.toString();
  if (inFlight.has(key)) return undefined;
  if (refuseWithErrors(services, drafts.problems(document).filter(isLocalError), vscode.l10n.t('Create verification template'))) return undefined;
  const body = JSON.parse(document.getText()) as CreateVerificationTemplate;
  const label = tenant.profile.label;
  inFlight.add(key);
  let created: VerificationTemplate;
  try {
    created = await sendTemplate(services, tenant, body);
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 409)) throw err;
    const path = templateServerErrorPath(err.status, err.serverMessage);
    const message = err.status === 409 ? templateNameTaken(label, body.name) : vscode.l10n.t('The tenant refused this value: {0}', err.serverMessage || toUserMessage(err));
    drafts.setServerProblems(uri, path ? [{ path, message, value: valueAt(body, path) }] : []);
    services.log.warn(`Create verification template on ${label}: ${err.status} ${err.serverMessage}`);
    void services.prompts.current.error(err.status === 409 ? message : toUserMessage(err));
    return undefined;
  } finally {
    inFlight.delete(key);
  }
  await drafts.discard(uri);
  await afterCreate(services, tenant, created, requestedClaims(body).length);
  return created;
}
