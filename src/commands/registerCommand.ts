import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../api/errors';
import type { CommandHandler } from '../kinds/facets/commands';
import type { Services } from '../services';
import { WRITE_SCOPES } from '../tenants/writeScopes';
import type { TreeNode } from '../tree/node';
import { isCancellation } from '../util/errors';
import { redact } from '../util/redact';
import { tenantNodeOf } from './pickTenant';
import { MissingScopeError, requireScopes } from './tenants/requireScopes';

export type { CommandHandler } from '../kinds/facets/commands';

import { RECONNECT_COMMAND } from '../constants';

const isTreeNode = (v: unknown): v is TreeNode => typeof v === 'object' && v !== null && typeof (v as TreeNode).getTreeItem === 'function';

/** The tenant a failure concerns, when the command knows it: the one checked for a scope, or the clicked node's. */
function tenantOfFailure(err: unknown, args: unknown[]): TreeNode | undefined {
  if (err instanceof MissingScopeError) return err.tenant;
  return isTreeNode(args[0]) ? tenantNodeOf(args[0]) : undefined;
}

/**
 * Registers a command behind the one wrapper that owns cross-cutting concerns: a write command checks the
 * tenant's scopes before anything is sent (the clicked node's tenant here; a picked one in pickTenant, which reads
 * `scopesNeeded` of the services the handler is given), a user cancel ends quietly, any other failure becomes one clear
 * message plus one log line (never a secret); a missing scope offers "Reconnect Tenant…".
 */
export function registerCommand(services: Services, id: string, handler: CommandHandler): vscode.Disposable {
  const needed = WRITE_SCOPES[id];
  return vscode.commands.registerCommand(id, async (...args: unknown[]) => {
    try {
      const clicked = isTreeNode(args[0]) ? tenantNodeOf(args[0]) : undefined;
      if (needed && clicked) await requireScopes(services, clicked, needed);
      return await handler(needed ? { ...services, scopesNeeded: needed } : services, ...args);
    } catch (err) {
      if (isCancellation(err)) return undefined;
      const message = err instanceof MissingScopeError ? err.message : toUserMessage(err);
      services.log.error(redact(`${id}: ${message}`));
      const scope = err instanceof MissingScopeError || (err instanceof ApiError && err.status === 403 && !!err.missingScopes?.length);
      if (!scope) {
        void services.prompts.current.error(message);
        return undefined;
      }
      const reconnect = vscode.l10n.t('Reconnect Tenant…');
      void services.prompts.current.error(message, reconnect).then((choice) => {
        if (choice === reconnect) void vscode.commands.executeCommand(RECONNECT_COMMAND, tenantOfFailure(err, args));
      });
      return undefined;
    }
  });
}
