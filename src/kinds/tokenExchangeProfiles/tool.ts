/**
 * createTokenExchangeProfile: the draft's checks (schema, subject_token_type namespace, the action deployed with
 * the custom-token-exchange trigger), the subject_token_type free on the tenant, then POST.
 */
import * as vscode from 'vscode';
import {
  createTokenExchangeProfile, createTokenExchangeProfileSchema, profileWithSubjectTokenType,
} from './api';
import { refreshGroup } from '../../tree/refresh';
import { tokenExchangeProfiles } from './index';
import { tenantActions } from '../../editors/drafts/tenantActions';
import { tokenExchangeProfileChecks, type ActionInfo } from './draft';
import { jsonText } from '../../util/jsonText';
import { validate } from '../../diagnostics/validate';
import { CREATE_PROFILE_INPUT } from './toolFacet';
import { ToolRefusal } from '../../tools/toolKit';
import { defineWriteTool, onTenant, refuseProblems } from '../../tools/writeTool';

export const createTokenExchangeProfileTool = defineWriteTool({
  name: 'authTenants_createTokenExchangeProfile',
  input: CREATE_PROFILE_INPUT,
  scopes: ['create:token_exchange_profiles'],
  async plan(services, tenant, input, signal) {
    const body = { name: input.name, subject_token_type: input.subject_token_type, action_id: input.action_id, type: input.type ?? 'custom_authentication' };
    const what = vscode.l10n.t('Creating the token exchange profile');
    const check = (actions?: readonly ActionInfo[]) =>
      refuseProblems(validate(jsonText(body), createTokenExchangeProfileSchema, { extraChecks: tokenExchangeProfileChecks(actions) }), what);
    check(); // the draft's checks that need no request: nothing is read for input that fails them
    const scopes = await services.sessions.scopes(tenant.profile.id, signal);
    // Without read:actions the action check is skipped, as in the draft; the tenant then answers 400 for a bad action.
    const actions = scopes.has('read:actions') ? await tenantActions(services, tenant.profile.id) : undefined;
    if (actions) check(actions);
    const client = await tenant.client();
    const holder = await profileWithSubjectTokenType(client, body.subject_token_type, undefined, { signal });
    if (holder) {
      throw new ToolRefusal(vscode.l10n.t('The profile "{0}" on {1} already uses the subject_token_type {2}, and each profile of a tenant needs its own. Choose another subject_token_type; nothing was sent.', String(holder.name ?? holder.id), tenant.profile.label, body.subject_token_type));
    }
    const action = actions?.find((a) => a.id === body.action_id);
    return {
      title: vscode.l10n.t('Create the token exchange profile "{0}" {1}', body.name, onTenant(tenant)),
      written: body,
      lines: [
        vscode.l10n.t('name: {0}', body.name),
        vscode.l10n.t('subject_token_type: {0}', body.subject_token_type),
        vscode.l10n.t('action_id: {0}{1}', body.action_id, action ? ` (${action.name})` : ''),
        vscode.l10n.t('type: {0}', body.type),
      ],
      async send() {
        const created = await createTokenExchangeProfile(client, createTokenExchangeProfileSchema.parse(body));
        services.log.info(`Agent tool: created token exchange profile ${created.id} on ${tenant.profile.label}`);
        refreshGroup(services, tenant, tokenExchangeProfiles.id);
        return vscode.l10n.t('Created the token exchange profile {0} ({1}) on {2}.', created.name ?? body.name, created.id, tenant.profile.label);
      },
    };
  },
});
