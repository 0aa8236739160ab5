import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import { collect } from '../../api/paging';
import { iterateTokenExchangeProfiles } from './api';
import { freeSubjectTokenType, isTokenExchangeAction, profileTemplate, type ActionInfo } from './draft';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { isCancellation } from '../../util/errors';
import { pickTenant } from '../../commands/pickTenant';

/**
 * Create Token Exchange Profile…: opens a JSON draft prefilled with a valid template. The tenant's actions
 * are fetched now (not at activation) to prefill `action_id` and to check and complete it while editing.
 */
export async function createTokenExchangeProfile(services: Services, node?: TreeNode): Promise<vscode.Uri> {
  const tenant = await pickTenant(services, node);
  const { drafts } = services;
  const label = tenant.profile.label;
  // The tenant's subject_token_types, read alongside the actions, so the draft starts with one that is free.
  const taken = tenant.client()
    .then((client) => collect(iterateTokenExchangeProfiles(client, { take: 100 })))
    .then((profiles) => profiles.map((p) => p.subject_token_type), (err: unknown) => {
      services.log.warn(`Could not list the token exchange profiles of ${label}: ${toUserMessage(err)}`);
      return [];
    });
  let actions: readonly ActionInfo[] | undefined;
  let failed: unknown;
  try {
    actions = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Loading the actions of {0}…', label) },
      () => drafts.fetchActions(tenant.profile.id),
    );
  } catch (err) {
    if (isCancellation(err)) throw err;
    failed = err;
    services.log.warn(`Could not list the actions of ${label}: ${toUserMessage(err)}`);
    void services.prompts.current.warn(vscode.l10n.t('Could not list the actions of {0} ({1}). Fill in action_id yourself.', label, toUserMessage(err)));
  }
  const first = actions?.find(isTokenExchangeAction);
  const uri = drafts.uriOf({ kind: 'token-exchange-profiles', tenantId: tenant.profile.id });
  if (actions) drafts.actions.prime(uri.toString(), actions);
  else drafts.actions.fail(uri.toString(), failed);
  drafts.rememberTenant(uri, tenant);
  await drafts.prune();
  await drafts.show(uri, profileTemplate(first?.id, freeSubjectTokenType(await taken)));
  if (actions && !first) {
    void services.prompts.current.warn(vscode.l10n.t('{0} has no deployed action with the custom-token-exchange trigger. Create and deploy one, then fill in action_id.', label));
  }
  return uri;
}
