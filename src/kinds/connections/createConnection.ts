/**
 * Create Connection… (palette, and `+` / context menu on a tenant's Connections group): a strategy (the database
 * first), the name (checked as typed: the service's rule, and not already taken on the tenant), then a JSON draft
 * pre-filled with `options` suited to the strategy. The draft's Create lens or editor-title button sends it
 * (src/commands/resources/submitDraft.ts).
 */
import * as vscode from 'vscode';
import { iterateConnections } from './api';
import { CONNECTION_NAME_MAX_LENGTH, CONNECTION_NAME_PATTERN, type ConnectionStrategy } from './strategies';
import { toUserMessage } from '../../api/errors';
import { connectionDraftText } from './draft';
import { connectionNameTaken } from './draftFacet';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { strategyItems } from './createConnectionStrategies';

/** The tenant's connection names, page by page; empty when they cannot be read (the tenant's 409 still guards). */
export function connectionNames(services: Services, tenant: TenantNode): Promise<Set<string>> {
  const read = async () => {
    const names = new Set<string>();
    for await (const c of iterateConnections(await tenant.client(), { take: 100 })) names.add(c.name);
    return names;
  };
  return read().catch((err: unknown) => {
    services.log.warn(`Could not list the connections of ${tenant.profile.label}: ${toUserMessage(err)}`);
    return new Set<string>();
  });
}

/** The service's rule for a new connection's name, then whether the tenant already has it. */
export async function validateConnectionName(value: string, taken: Promise<Set<string>>, tenantLabel: string): Promise<string | undefined> {
  if (value.length === 0) return vscode.l10n.t('Enter a name: 1 to {0} letters, digits and hyphens.', CONNECTION_NAME_MAX_LENGTH);
  if (value.length > CONNECTION_NAME_MAX_LENGTH) return vscode.l10n.t('At most {0} characters ({1} now).', CONNECTION_NAME_MAX_LENGTH, value.length);
  if (!CONNECTION_NAME_PATTERN.test(value)) {
    return vscode.l10n.t('Only letters, digits and single hyphens, starting and ending with a letter or digit (no spaces, dots or underscores).');
  }
  return (await taken).has(value) ? connectionNameTaken(tenantLabel, value) : undefined;
}

/** Opens a new draft (`/<tenant>/connection/new.connection.json`) holding the complete create body. */
async function openDraft(services: Services, tenant: TenantNode, name: string, strategy: ConnectionStrategy): Promise<vscode.Uri> {
  const { drafts } = services;
  const uri = drafts.uriOf({ kind: 'connections', tenantId: tenant.profile.id });
  drafts.rememberTenant(uri, tenant);
  await drafts.prune();
  await drafts.show(uri, connectionDraftText(name, strategy));
  return uri;
}

/** Returns the URI of the draft to review and send. */
export async function createConnection(services: Services, node?: TreeNode): Promise<vscode.Uri> {
  const tenant = await pickTenant(services, node);
  const label = tenant.profile.label;
  const taken = connectionNames(services, tenant);
  const prompts = services.prompts.current;
  const title = vscode.l10n.t('Create Connection on {0}', label);
  const strategy = await prompts.pick(strategyItems(), {
    title, placeHolder: vscode.l10n.t('The kind of connection: a database is the usual start'), matchOnDescription: true, matchOnDetail: true,
  });
  const name = await prompts.input({
    title,
    prompt: vscode.l10n.t('Name of the new {0} connection: unique in the tenant, it cannot be changed later', strategy),
    placeHolder: strategy === 'auth0' ? 'customers-db' : strategy,
    validateInput: (value) => validateConnectionName(value, taken, label),
  });
  return openDraft(services, tenant, name, strategy);
}
