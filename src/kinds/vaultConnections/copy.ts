/**
 * Copying a Flows Vault connection (pure, no `vscode`). Its counterpart has the same name, trimmed and whatever the
 * case. The service never answers a connection's setup (its credentials are write-only), only its app, so:
 * - missing on the target: created for the same app; the fields of the app's setup are typed by the user (the
 *   secret ones in password boxes; all of them, because none can be read). An app with several setup kinds, or a
 *   field picked from a list, cannot be known or typed this way: Create Flows Vault Connection… on the target.
 * - present: only the name's spelling can change (PATCH name); the credentials are never copied (Update
 *   Credentials… on the target); another app blocks the copy (an app cannot change).
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import { VAULT_APPS } from './apps';
import {
  createAppVaultConnection, updateVaultConnection, VAULT_CONNECTION_SCOPES, type NewVaultConnection, type UpdateVaultConnection,
} from './api';
import type { CopyFacet, NotCopied, Plan, PlanSide, PlanTarget, Raw, SecretToType } from '../facets/copy';
import { blockedPlan, str, createPlan } from '../copyPlan';

const CREDENTIALS: NotCopied = {
  field: 'setup',
  reason: 'The credentials are write-only: they are never copied and the target keeps its own. Use Update Credentials… on the target\'s connection to change them.',
};

export function planVaultConnection(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.id);
  const appId = str(s.app_id);
  const blocked = (field: string, reason: string): Plan => blockedPlan(name, field, reason);
  const t = target.resource;
  if (t) {
    if (str(t.app_id) !== appId) {
      return blocked('app_id', `The target's connection "${str(t.name)}" is for the app ${str(t.app_id)}, this one for ${appId}; an app cannot be changed. Rename one of them, or delete the target's and copy again.`);
    }
    if (str(t.name) === name) return { name, action: { kind: 'none' }, notCopied: [CREDENTIALS] };
    return {
      name,
      action: { kind: 'update', id: str(t.id), body: { name }, changes: [{ path: ['name'], kind: 'changed', before: t.name, after: name }] },
      notCopied: [CREDENTIALS],
      scope: VAULT_CONNECTION_SCOPES.update,
    };
  }
  const app = VAULT_APPS.find((a) => a.id === appId);
  if (!app) return blocked('app_id', `The app ${appId} is not one this extension can create a connection for: create it on the target in the dashboard.`);
  const setup = app.setups[0]!;
  if (app.setups.length > 1) {
    return blocked('setup', `The tenant never tells which of the ${app.label} setups (${app.setups.map((k) => k.label).join(', ')}) this connection uses: create it on the target with Create Flows Vault Connection….`);
  }
  const picked = setup.fields.filter((f) => f.choices);
  if (picked.length > 0) {
    return blocked('setup', `The ${app.label} setup's ${picked.map((f) => f.label).join(', ')} cannot be read and is picked from a list: create the connection on the target with Create Flows Vault Connection….`);
  }
  const notCopied: NotCopied[] = [];
  const secrets: SecretToType[] = [];
  for (const field of setup.fields) {
    if (field.optional) {
      notCopied.push({ field: `setup.${field.key}`, reason: `Optional and write-only: if this connection uses a ${field.label}, set it with Update Credentials… on the target after the create.` });
      continue;
    }
    secrets.push({ path: ['setup', field.key], label: `${app.label} ${field.label}`, setupField: field, ...(field.secret ? {} : { plain: true }) });
  }
  const body = { name: s.name, app_id: appId, setup: { type: setup.type } };
  const plan = createPlan('vault-connections', name, body, VAULT_CONNECTION_SCOPES.create, notCopied);
  return plan.action.kind === 'create' ? { ...plan, action: { ...plan.action, secrets } } : plan;
}

export const createVault = (client: ApiClient, body: Raw, options: CallOptions): Promise<Raw> =>
  createAppVaultConnection(client, body as NewVaultConnection, options);

/** A name's new spelling (the only change a copy makes to an existing connection; no setup, so no app check). */
export const renameVault = (client: ApiClient, id: string, body: Raw, options: CallOptions): Promise<Raw> =>
  updateVaultConnection(client, { id }, body as UpdateVaultConnection, options);

/** Created for the same app with its setup typed (each field checked as Create Flows Vault Connection… checks it), or renamed. */
export const vaultCopy: CopyFacet = {
  order: 5,
  plan: planVaultConnection,
  create: createVault,
  update: renameVault,
  typedSecrets: () => import('./copyTyped').then((m) => m.typedSetupFields),
};
