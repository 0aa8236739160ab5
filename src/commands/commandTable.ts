/**
 * Every command's handler by id (titles, menus and `when` clauses live in package.json): the kind-free commands
 * here (tenants, tree, resources, compare, copy, workspace), each kind's from its description (`kind.commands`,
 * src/kinds/<kind>/commands.ts). This module and the command modules it imports load on the first command run
 * (registerCommands.ts): esbuild.mjs splits it into a chunk of its own, so activation loads only what the tree,
 * the editors and the agent tools need.
 */
import { KINDS } from '../kinds';
import type { CommandHandler } from '../kinds/facets/commands';
import { compareTenants } from './compare/compareTenants';
import { compareWithTenant } from './compare/compareWithTenant';
import { copyCompareEntry } from './compare/copyCompareEntry';
import { openCompareEntry } from './compare/openCompareEntry';
import { OPEN_ENTRY_COMMAND } from './compare/reportLens';
import { copyToTenant } from './promote/copyToTenant';
import { openResource } from './resources/openResource';
import { reloadFromTenant } from './resources/reloadFromTenant';
import { saveDocument } from './resources/saveDocument';
import { submitDraftCommands } from './resources/submitDraft';
import { addTenant } from './tenants/addTenant';
import { editTenant } from './tenants/editTenant';
import { reconnectTenant } from './tenants/reconnectTenant';
import { removeTenant } from './tenants/removeTenant';
import { showScopes } from './tenants/showScopes';
import { signOut } from './tenants/signOut';
import { useEmulator } from './tenants/useEmulator';
import { loadMore, refreshAll, refreshNode } from '../tree/refresh';
import { applyFileToTenant } from './workspace/applyFileToTenant';
import { compareFileWithTenant } from './workspace/compareFileWithTenant';
import { exportToWorkspace } from './workspace/exportToWorkspace';

/** The commands that belong to no kind. */
export const KIND_FREE_COMMANDS: Readonly<Record<string, CommandHandler>> = {
  'authTenants.addTenant': addTenant,
  'authTenants.useEmulator': useEmulator,
  'authTenants.editTenant': editTenant,
  'authTenants.removeTenant': removeTenant,
  'authTenants.signOut': signOut,
  'authTenants.reconnectTenant': reconnectTenant,
  'authTenants.showScopes': showScopes,
  'authTenants.showLog': (s) => s.log.show(),
  'authTenants.refresh': refreshAll,
  'authTenants.refreshNode': refreshNode,
  'authTenants.loadMore': loadMore,
  'authTenants.openResource': (s, node) => openResource(s.views, node, s),
  'authTenants.compareWithTenant': compareWithTenant,
  'authTenants.compareTenants': compareTenants,
  'authTenants.copyToTenant': copyToTenant,
  [OPEN_ENTRY_COMMAND]: openCompareEntry,
  'authTenants.exportToWorkspace': exportToWorkspace,
  'authTenants.compareFileWithTenant': compareFileWithTenant,
  'authTenants.applyFileToTenant': applyFileToTenant,
  'authTenants.copyCompareEntry': copyCompareEntry,
  'authTenants.saveDocument': saveDocument,
  'authTenants.reloadFromTenant': reloadFromTenant,
};

/** Every command's handler: the kind-free ones and each kind's (`kind.commands.handlers()`). */
export async function commandTable(): Promise<Record<string, CommandHandler>> {
  const ofKinds = await Promise.all(KINDS.map(async (k) => (k.commands ? (await k.commands.handlers()).handlers : {})));
  return Object.assign({}, KIND_FREE_COMMANDS, Object.fromEntries(submitDraftCommands()), ...ofKinds);
}
