/** Flows vault connections in the agent tools (pure, no `vscode`): the short row of listResources (never a credential). */
import type { ToolFacet } from '../facets/tool';

export const vaultConnectionsTool: ToolFacet = {
  rank: 5,
  row: (v) => ({ id: v.id, name: v.name, app_id: v.app_id, ready: v.ready, environment: v.environment }),
};
