/**
 * What Copy to Tenant… needs of each kind it copies (pure, no `vscode`): the compare description (natural key,
 * reads), the editor's description (update verb, patch plan), the create verb, the scopes, and the plan.
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import { compareKind, type CompareKind } from '../compare/kinds';
import type { ResourceKind } from '../kinds/kind';
import { tokenExchangeProfilesKind } from '../kinds/tokenExchangeProfiles';
import { verificationTemplatesKind } from '../kinds/verificationTemplates';
import type { Plan, PlanSide, PlanTarget, Raw } from './plan';
import { createProfile, planProfile } from './profiles';
import { createTemplate, planTemplate } from './templates';

export interface PromoteKind {
  compare: CompareKind;
  resource: ResourceKind;
  scopes: { create: string; update: string };
  plan(source: PlanSide, target: PlanTarget): Plan;
  create(client: ApiClient, body: Raw, options: CallOptions): Promise<Raw>;
}

export const PROMOTE_KINDS: readonly PromoteKind[] = [
  {
    compare: compareKind('token-exchange-profiles')!,
    resource: tokenExchangeProfilesKind,
    scopes: { create: 'create:token_exchange_profiles', update: 'update:token_exchange_profiles' },
    plan: planProfile,
    create: createProfile,
  },
  {
    compare: compareKind('verification-templates')!,
    resource: verificationTemplatesKind,
    scopes: { create: 'create:vdcs_templates', update: 'update:vdcs_templates' },
    plan: planTemplate,
    create: createTemplate,
  },
];

export const promoteKind = (id: string): PromoteKind | undefined => PROMOTE_KINDS.find((k) => k.compare.id === id);
