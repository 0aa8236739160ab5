/** MFA Phone Factors: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { phoneTemplatesKind } from './templatesEditor';
import { phoneFactorsTool } from './toolFacet';

export const phoneFactors: Kind = {
  id: 'phone-factors',
  words: { singular: 'MFA phone factors', plural: 'MFA Phone Factors', title: 'MFA Phone Factors' },
  icon: 'device-mobile',
  scopes: { read: 'read:guardian_factors', update: 'update:guardian_factors' },
  tree: { group: () => import('./tree').then((m) => m.phoneFactorsGroup) },
  tool: phoneFactorsTool,
  editors: [phoneTemplatesKind],
};
