/** Applications in the agent tools (pure, no `vscode`): listResources' short row — never a secret. */
import type { ToolFacet } from '../facets/tool';
import { appTypeWords } from './types';

export const applicationsTool: ToolFacet = {
  rank: -1,
  row: (a) => ({ id: a.client_id, name: a.name, type: appTypeWords(a.app_type).title, description: a.description }),
};
