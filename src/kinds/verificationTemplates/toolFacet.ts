/** Verification templates in the agent tools (pure, no `vscode`): the short row of listResources. */
import type { ToolFacet } from '../facets/tool';
import { requestedClaims } from './api';

export const verificationTemplatesTool: ToolFacet = {
  rank: 4,
  row: (t) => ({ id: t.id, name: t.name, type: t.type, claims: requestedClaims(t) }),
};
