/**
 * The one table of agent tools (package.json `contributes.languageModelTools` declares each name with its input
 * schema), registered with `vscode.lm.registerTool` only when this VS Code has the language model tool API.
 */
import type * as vscode from 'vscode';
import type { Services } from '../services';
import { compareResourceTool } from './compareResource';
import { createTokenExchangeProfileTool } from '../kinds/tokenExchangeProfiles/tool';
import { deleteEventStreamTool } from '../kinds/eventStreams/toolDeleteEventStream';
import { getResourceTool } from './getResource';
import { listFailedDeliveriesTool } from '../kinds/eventStreams/toolListFailedDeliveries';
import { listResourcesTool } from './listResources';
import { listTenantsTool } from './listTenants';
import { lmRegisterTool, type LmTool } from './lmApi';
import { redeliverTool } from '../kinds/eventStreams/toolRedeliver';
import { setEventStreamStatusTool } from '../kinds/eventStreams/toolSetEventStreamStatus';
import { setPhoneFactorsTool } from '../kinds/phoneFactors/tool';
import { toLmTool, type ToolSpec } from './toolKit';
import { updateConnectionTool } from '../kinds/connections/tool';

export const TOOLS: readonly ToolSpec[] = [
  listTenantsTool,
  listResourcesTool,
  getResourceTool,
  compareResourceTool,
  listFailedDeliveriesTool,
  createTokenExchangeProfileTool,
  updateConnectionTool,
  setPhoneFactorsTool,
  redeliverTool,
  setEventStreamStatusTool,
  deleteEventStreamTool,
];

export interface RegisteredTools {
  disposables: vscode.Disposable[];
  /** The tool objects given to VS Code, by name (empty when the API is missing). */
  tools: ReadonlyMap<string, LmTool<unknown>>;
}

/** Registers every tool; nothing (and no error) on a VS Code without `vscode.lm.registerTool`. */
export function registerTools(services: Services): RegisteredTools {
  const register = lmRegisterTool();
  if (!register) {
    services.log.info('Agent tools not registered: this VS Code has no language model tool API (vscode.lm.registerTool).');
    return { disposables: [], tools: new Map() };
  }
  const tools = new Map(TOOLS.map((spec) => [spec.name, toLmTool(services, spec)] as const));
  return { disposables: [...tools].map(([name, tool]) => register(name, tool)), tools };
}
