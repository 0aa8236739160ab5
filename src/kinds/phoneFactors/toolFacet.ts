/** MFA phone factors in the agent tools (pure, no `vscode`): compared (one per tenant, no id) and set by setPhoneFactors. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ToolFacet } from '../facets/tool';

export const { SET_PHONE_FACTORS_INPUT } = lazySchemas(() => ({ SET_PHONE_FACTORS_INPUT: z.strictObject({ tenant: z.string(), message_types: z.array(z.string()) }) }));

export const phoneFactorsTool: ToolFacet = {
  rank: 6,
  own: [{ name: 'authTenants_setPhoneFactors', at: 7, input: SET_PHONE_FACTORS_INPUT }],
  specs: () => import('./tool').then((m) => [m.setPhoneFactorsTool]),
};
