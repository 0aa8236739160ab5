// The production twin's actions, differing from staging's: add-roles-to-id-token runs other code (deployed as
// version 5), the undeployed m2m-token-claims draft is not there, a geo-block-logins post-login action exists only
// here, and post-login runs its actions in another order (roles first, then suspended users, then geo-blocking).
import type { Action, ActionBindingRecord } from '../state/types';
import { seedAction } from './actions';
import { bindingId } from './actionVersions';
import { DEMO_ACTION_IDS as A, PRODUCTION_ONLY_ACTION_ID } from './ids';

export function productionActions(actions: Action[]): Action[] {
  const roles = actions.find((a) => a.id === A.postLoginDeployed);
  if (roles) {
    roles.code = "exports.onExecutePostLogin = async (event, api) => {\n  const roles = event.authorization?.roles ?? [];\n  api.idToken.setCustomClaim('https://example.com/roles', roles);\n  api.accessToken.setCustomClaim('https://example.com/roles', roles);\n};\n";
    roles.deployed_version = { ...roles.deployed_version!, id: roles.deployed_version!.id.replace(/0007$/, '0005'), number: 5 };
  }
  const geo = seedAction(PRODUCTION_ONLY_ACTION_ID, 'geo-block-logins', { id: 'post-login', version: 'v3' }, 1, true,
    "exports.onExecutePostLogin = async (event, api) => {\n  const blocked = (event.secrets.BLOCKED_COUNTRIES ?? '').split(',');\n  if (blocked.includes(event.request.geoip?.countryCode)) {\n    api.access.deny('Logins from your country are not allowed.');\n  }\n};\n");
  geo.dependencies = [];
  geo.secrets = [{ name: 'BLOCKED_COUNTRIES', updated_at: '2025-09-01T10:00:00.000Z' }];
  return [...actions.filter((a) => a.id !== A.credentialsExchangeDraft), geo];
}

/** Production's bindings: post-login in another order and with geo-block-logins last. */
export function productionBindings(bindings: ActionBindingRecord[], actions: readonly Action[]): ActionBindingRecord[] {
  const postLogin = bindings.filter((b) => b.trigger_id === 'post-login').reverse();
  const geo = actions.find((a) => a.id === PRODUCTION_ONLY_ACTION_ID);
  const at = '2025-10-22T09:00:00.000Z';
  if (geo) postLogin.push({ id: bindingId(0xf9), trigger_id: 'post-login', action_id: geo.id, display_name: geo.name, created_at: at, updated_at: at });
  return [...postLogin, ...bindings.filter((b) => b.trigger_id !== 'post-login')];
}
