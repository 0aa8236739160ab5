/**
 * Flows Vault connections as compare, promote and export read them (pure, no `vscode`): named by their name as the
 * user reads it (trimmed, whatever the case); no credential is ever read.
 */
import type { CompareKind, Raw } from '../facets/compare';
import { str } from '../facets/compare';
import { clean } from '../normalise';
import { getVaultConnection, iterateVaultConnections } from './api';

// `environment` is set by the service (no create or update body takes it) and only a connection read whole has it.
export const VAULT_SERVER_ONLY = ['id', 'created_at', 'updated_at', 'refreshed_at', 'fingerprint', 'ready', 'account_name', 'environment'] as const;
/** Vault connection names compare as the user reads them: trimmed, whatever the case. */
const vaultKey = (v: Raw) => str(v.name).trim().toLowerCase();

export const vaultConnectionsCompare: CompareKind = {
  id: 'vault-connections',
  order: 4,
  keyField: 'name',
  needs: [],
  items: (client, options) => iterateVaultConnections(client, { perPage: 100 }, options),
  read: (client, id, options) => getVaultConnection(client, id, options),
  key: vaultKey,
  name: (v) => str(v.name ?? v.id),
  idOf: (v) => str(v.id),
  normalise: (v) => ({ key: vaultKey(v), name: str(v.name ?? v.id), value: clean('vault-connections', v, VAULT_SERVER_ONLY), references: [] }),
};
