/** The phone factors document: the tenant's one list, applied on save or with Apply (pure, no `vscode`). */
import type { KindDraft } from '../facets/draft';
import { phoneMessageTypesSchema } from './api';
import { phoneFactorsChecks, phoneFactorsText } from './draft';
import { phoneFactorsDocs } from './draftDocs';

export const phoneFactorsDraft: KindDraft = {
  segment: 'phone-factors',
  single: true,
  schema: phoneMessageTypesSchema,
  checks: () => phoneFactorsChecks,
  missing: 'Open a phone factors document first (Edit Phone Factors as JSON…).',
  jsonSchema: { name: 'phone-factors', docs: phoneFactorsDocs },
  example: () => JSON.parse(phoneFactorsText(['sms'])) as Record<string, unknown>,
  lenses: [{ icon: 'cloud-upload', title: (tenant) => `Apply phone factors to ${tenant}`, command: 'authTenants.applyPhoneFactorsDocument' }],
  applies: true,
  hooks: () => import('./draftHooks'),
};
