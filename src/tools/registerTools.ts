/**
 * The one table of agent tools (package.json `contributes.languageModelTools` declares each name with its input
 * schema), registered with `vscode.lm.registerTool` only when this VS Code has the language model tool API.
 */
import type * as vscode from 'vscode';
import type { Services } from '../services';
import { createTokenExchangeProfileTool } from './createTokenExchangeProfile';
import { deleteEventStreamTool } from './deleteEventStream';
import { getResourceTool } from './getResource';
import { listFailedDeliveriesTool } from './listFailedDeliveries';
import { listResourcesTool } from './listResources';
import { listTenantsTool } from './listTenants';
import { lmRegisterTool } from './lmApi';
import { redeliverTool } from './redeliver';
import { setEventStreamStatusTool } from './setEventStreamStatus';
import { setPhoneFactorsTool } from './setPhoneFactors';
import { toLmTool, type ToolSpec } from './toolKit';
import { updateConnectionTool } from './updateConnection';

export const TOOLS: readonly ToolSpec[] = [
  listTenantsTool,
  listResourcesTool,
  getResourceTool,
  listFailedDeliveriesTool,
  createTokenExchangeProfileTool,
  updateConnectionTool,
  setPhoneFactorsTool,
  redeliverTool,
  setEventStreamStatusTool,
  deleteEventStreamTool,
];

/** Registers every tool; nothing (and no error) on a VS Code without `vscode.lm.registerTool`. */
export function registerTools(services: Services): vscode.Disposable[] {
  const register = lmRegisterTool();
  if (!register) {
    services.log.info('Agent tools not registered: this VS Code has no language model tool API (vscode.lm.registerTool).');
    return [];
  }
  return TOOLS.map((spec) => register(spec.name, toLmTool(services, spec)));
}
