/** Token exchange profiles in the agent tools (pure, no `vscode`): the short row of listResources and createTokenExchangeProfile's input. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ToolFacet } from '../facets/tool';
import { TOKEN_EXCHANGE_PROFILE_TYPES } from './api';

export const { CREATE_PROFILE_INPUT } = lazySchemas(() => ({ CREATE_PROFILE_INPUT: z.strictObject({
  tenant: z.string(),
  name: z.string(),
  subject_token_type: z.string(),
  action_id: z.string(),
  type: z.optional(z.enum(TOKEN_EXCHANGE_PROFILE_TYPES)),
}) }));

export const tokenExchangeProfilesTool: ToolFacet = {
  rank: 3,
  row: (p) => ({ id: p.id, name: p.name, subject_token_type: p.subject_token_type, action_id: p.action_id, type: p.type }),
  own: [{ name: 'authTenants_createTokenExchangeProfile', at: 5, input: CREATE_PROFILE_INPUT }],
  specs: () => import('./tool').then((m) => [m.createTokenExchangeProfileTool]),
};
