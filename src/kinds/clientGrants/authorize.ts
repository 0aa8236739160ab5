/**
 * Authorize Application…: allows a machine-to-machine application to call an API (a client grant) with the API's
 * scopes the user picks. From an API: its applications are offered by name, those already authorized listed as such
 * (picking one says to use Change Scopes…; nothing is sent); from an application: the APIs, the same way. The 409
 * of a grant that exists meanwhile is explained, never a duplicate. A production tenant asks first.
 */
import * as vscode from 'vscode';
import { ApiError } from '../../api/httpErrors';
import { collect } from '../../api/paging';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import type { Services } from '../../services';
import { refreshGroup } from '../../tree/refresh';
import type { PickItem } from '../../ui/prompts';
import { cleanLabel } from '../../util/text';
import { iterateApis } from '../apis/api';
import { iterateAllApplications } from '../applications/api';
import { allGrants, createGrant } from './api';
import { startOf, type Start } from './grantTarget';
import { pickScopes, scopesOfApi } from './scopePick';

const TITLE = 'Authorize Application';

interface Pair {
  clientId: string;
  application: string;
  audience: string;
  api: string;
}

/** An item per candidate; those already authorized say so (and say what to use instead). */
function items<T>(candidates: { label: string; detail: string; value: T; authorized: boolean }[]): PickItem<{ value: T; authorized: boolean }>[] {
  const sorted = [...candidates].sort((a, b) => Number(a.authorized) - Number(b.authorized) || a.label.localeCompare(b.label));
  return sorted.map((c) => ({
    label: cleanLabel(c.label),
    description: c.authorized ? vscode.l10n.t('already authorized — use Change Scopes…') : undefined,
    detail: cleanLabel(c.detail),
    value: { value: c.value, authorized: c.authorized },
  }));
}

async function pickPair(services: Services, start: Start): Promise<Pair> {
  const { client, tenant } = start;
  const where = tenant.profile.label;
  if (start.side === 'api') {
    const audience = String(start.api.identifier);
    const api = String(start.api.name ?? audience);
    const [apps, grants] = await Promise.all([collect(iterateAllApplications(client, { take: 100 })), allGrants(client, { audience })]);
    const granted = new Set(grants.map((g) => g.client_id));
    const m2m = apps.filter((a) => a.app_type === 'non_interactive');
    if (m2m.length === 0) throw new Error(vscode.l10n.t('{0} has no machine-to-machine application: create one with Create Application… (type Machine to machine) first.', where));
    const picked = await services.prompts.current.pick(items(m2m.map((a) => ({ label: a.name ?? a.client_id, detail: a.client_id, value: a, authorized: granted.has(a.client_id) }))), {
      title: TITLE, placeHolder: vscode.l10n.t('Machine-to-machine application that may call {0}', api),
    });
    const application = picked.value.name ?? picked.value.client_id;
    if (picked.authorized) throw new Error(vscode.l10n.t('{0} is already authorized to call {1} on {2}: use Change Scopes… to change what it may ask for. Nothing was sent.', application, api, where));
    return { clientId: picked.value.client_id, application, audience, api };
  }
  const clientId = String(start.app.client_id);
  const application = String(start.app.name ?? clientId);
  const [list, grants] = await Promise.all([collect(iterateApis(client, { perPage: 100 })), allGrants(client, { clientId })]);
  const granted = new Set(grants.map((g) => g.audience));
  const picked = await services.prompts.current.pick(items(list.map((a) => ({ label: a.name ?? String(a.identifier), detail: String(a.identifier), value: a, authorized: granted.has(String(a.identifier)) }))), {
    title: TITLE, placeHolder: vscode.l10n.t('API {0} may call', application),
  });
  const api = picked.value.name ?? String(picked.value.identifier);
  if (picked.authorized) throw new Error(vscode.l10n.t('{0} is already authorized to call {1} on {2}: use Change Scopes… to change what it may ask for. Nothing was sent.', application, api, where));
  return { clientId, application, audience: String(picked.value.identifier), api };
}

export async function authorizeApplication(services: Services, arg?: unknown): Promise<void> {
  const start = await startOf(services, arg, TITLE);
  const { tenant, client } = start;
  const where = tenant.profile.label;
  const pair = await pickPair(services, start);
  const { scopes } = await scopesOfApi(client, pair.audience);
  const scope = scopes.length === 0 ? [] : await pickScopes(services, TITLE, pair.api, scopes, []);
  await confirmOnProduction(services, tenant, {
    message: vscode.l10n.t('Authorize {0} to call {1} on {2}?', pair.application, pair.api, where),
    detail: vscode.l10n.t('It can then get tokens for {0} with the scopes {1}.', pair.audience, scope.join(', ') || vscode.l10n.t('(none)')),
    button: vscode.l10n.t('Authorize'),
  });
  try {
    await createGrant(client, { client_id: pair.clientId, audience: pair.audience, scope });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      throw new Error(vscode.l10n.t('{0} is already authorized to call {1} on {2}: use Change Scopes… to change what it may ask for. Nothing was created.', pair.application, pair.api, where));
    }
    throw err;
  }
  services.log.info(`Authorized ${pair.clientId} to call ${pair.audience} on ${where} (${scope.length} scopes)`);
  void services.prompts.current.info(vscode.l10n.t('Authorized {0} to call {1} on {2} with {3} scopes.', pair.application, pair.api, where, scope.length));
  refreshGroup(services, tenant, 'apis');
  refreshGroup(services, tenant, 'applications');
}
