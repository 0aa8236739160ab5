/**
 * Copying a token exchange profile (pure, no `vscode`). Its counterpart has the same subject_token_type. Its
 * action is copied by name: the target's action with the source action's name (ids differ between tenants); none
 * there blocks a create. An existing profile's action_id and type cannot change (the service fixes them at
 * creation): a difference there is listed as not copied, and only the name is updated.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import { createTokenExchangeProfile, type CreateTokenExchangeProfile } from './api';
import { tokenExchangeProfilesKind } from './editor';
import type { CopyFacet, NotCopied, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { blockedPlan, str, createPlan, updatePlan } from '../copyPlan';
import { sourceActionName, targetActionId } from '../actionByName';

/** The source action's name, or why it cannot be named. */
const sourceAction = (source: PlanSide) => sourceActionName(source.names, str(source.resource.action_id), 'this profile');

export function planProfile(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.id);
  const action = sourceAction(source);
  if (target.resource) {
    const t = target.resource;
    const notCopied: NotCopied[] = [];
    const theirs = target.names.actions?.get(str(t.action_id)) ?? str(t.action_id);
    if ('reason' in action) notCopied.push({ field: 'action_id', reason: action.reason });
    else if (action.name !== theirs) {
      notCopied.push({ field: 'action_id', reason: `action_id cannot be changed on an existing profile: the target's runs the action "${theirs}", this one "${action.name}". To change it, delete the profile on the target and copy it again.` });
    }
    if (str(s.type) !== str(t.type)) notCopied.push({ field: 'type', reason: `type cannot be changed on an existing profile (the target's is ${str(t.type)}).` });
    const values = { name: s.name, subject_token_type: s.subject_token_type };
    return updatePlan(tokenExchangeProfilesKind, name, t, values, target.scopes, notCopied, 'update:token_exchange_profiles');
  }
  if ('reason' in action) return blockedPlan(name, 'action_id', action.reason);
  const theirs = targetActionId(target.names, action.name, 'custom-token-exchange');
  if ('reason' in theirs) return blockedPlan(name, 'action_id', theirs.reason);
  const body = { name: s.name, subject_token_type: s.subject_token_type, action_id: theirs.id, type: s.type };
  return createPlan('token-exchange-profiles', name, body, 'create:token_exchange_profiles', [], { name: s.name, subject_token_type: s.subject_token_type, action: action.name, type: s.type });
}

export const createProfile = (client: ApiClient, body: Raw, options: CallOptions): Promise<Raw> =>
  createTokenExchangeProfile(client, body as CreateTokenExchangeProfile, options);

/** Created, or updated as the profile editor's save would. */
export const profileCopy: CopyFacet = {
  order: 1,
  plan: planProfile,
  create: createProfile,
  update: tokenExchangeProfilesKind.update,
};
