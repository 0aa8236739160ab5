/** APIs in the agent tools (pure, no `vscode`): the short row of listResources (never the signing secret). */
import type { ToolFacet } from '../facets/tool';

export const apisTool: ToolFacet = {
  rank: 0,
  row: (a) => ({
    id: a.id, name: a.name, identifier: a.identifier, is_system: a.is_system === true, signing_alg: a.signing_alg,
    scopes: Array.isArray(a.scopes) ? (a.scopes as { value?: unknown }[]).map((s) => s.value) : [],
  }),
};
