/** MFA Phone Factors: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { phoneFactorsCompareKind } from './compare';
import { phoneFactorsFiles } from './files';
import { phoneFactorsDraft } from './draftFacet';
import { phoneFactorWriteScopes } from './writeScopes';
import { phoneTemplatesKind } from './templatesEditor';
import { phoneFactorsTool } from './toolFacet';

export const phoneFactors: Kind = {
  id: 'phone-factors',
  words: { singular: 'MFA phone factors', plural: 'MFA Phone Factors', title: 'MFA Phone Factors' },
  icon: 'device-mobile',
  scopes: { read: 'read:guardian_factors', update: 'update:guardian_factors' },
  scopeUses: { 'read:guardian_factors': 'see phone factors', 'update:guardian_factors': 'set phone factors' },
  copy: () => import('./copy').then((m) => m.phoneFactorsCopy),
  tree: { group: () => import('./tree').then((m) => m.phoneFactorsGroup) },
  tool: phoneFactorsTool,
  editors: [phoneTemplatesKind],
  compare: phoneFactorsCompareKind,
  files: phoneFactorsFiles,
  draft: phoneFactorsDraft,
  commands: { handlers: () => import('./commands'), writeScopes: phoneFactorWriteScopes },
};
