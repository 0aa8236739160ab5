/**
 * What Copy to Tenant… needs of each kind it copies (pure, no `vscode`): the compare description (natural key,
 * reads), what messages call one and its update verb (the editor's description, for the kinds the editor edits),
 * the create verb and the plan.
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import { compareKind, type CompareKind } from '../compare/kinds';
import type { KindId } from '../kinds/kind';
import { connectionsKind } from '../kinds/connections/editor';
import { eventStreamsKind } from '../kinds/eventStreams/editor';
import type { ResourceKind } from '../kinds/kind';
import { tokenExchangeProfilesKind } from '../kinds/tokenExchangeProfiles/editor';
import { verificationTemplatesKind } from '../kinds/verificationTemplates/editor';
import type { Plan, PlanSide, PlanTarget, Raw } from './plan';
import { createConnectionOnTarget } from '../kinds/connections/copyCreate';
import { planConnection, updateConnectionOnTarget } from '../kinds/connections/copy';
import { createStream, planEventStream } from '../kinds/eventStreams/copy';
import { createProfile, planProfile } from '../kinds/tokenExchangeProfiles/copy';
import { applyPhoneFactors, phoneFactorsForCopy, planPhoneFactors } from '../kinds/phoneFactors/copy';
import { createTemplate, planTemplate } from '../kinds/verificationTemplates/copy';
import { createVault, planVaultConnection, renameVault } from '../kinds/vaultConnections/copy';

/** What messages call a resource of the kind, and how an update plan's body is sent (a kind's editor description has both). */
export type PromoteResource = Pick<ResourceKind, 'singular' | 'update'>;

export interface PromoteKind {
  compare: CompareKind;
  resource: PromoteResource;
  plan(source: PlanSide, target: PlanTarget): Plan;
  /** The scopes a copy writes with (create, update): a target whose token has none of them cannot take a copy. */
  writeScopes: readonly string[];
  /** Absent: the kind is only updated (a plan never creates). */
  create?(client: ApiClient, body: Raw, options: CallOptions): Promise<Raw>;
}

export const PROMOTE_KINDS: readonly PromoteKind[] = [
  {
    compare: compareKind('token-exchange-profiles')!,
    resource: tokenExchangeProfilesKind,
    writeScopes: ['create:token_exchange_profiles', 'update:token_exchange_profiles'],
    plan: planProfile,
    create: createProfile,
  },
  {
    compare: compareKind('verification-templates')!,
    resource: verificationTemplatesKind,
    writeScopes: ['create:vdcs_templates', 'update:vdcs_templates'],
    plan: planTemplate,
    create: createTemplate,
  },
  {
    compare: compareKind('connections')!,
    resource: { singular: connectionsKind.singular, update: updateConnectionOnTarget },
    writeScopes: ['create:connections', 'update:connections'],
    plan: planConnection,
    create: createConnectionOnTarget,
  },
  {
    compare: compareKind('event-streams')!,
    resource: eventStreamsKind,
    writeScopes: ['create:event_streams', 'update:event_streams'],
    plan: planEventStream,
    create: createStream,
  },
  {
    compare: compareKind('vault-connections')!,
    resource: { singular: 'flows vault connection', update: renameVault },
    writeScopes: ['create:flows_vault_connections', 'update:flows_vault_connections'],
    plan: planVaultConnection,
    create: createVault,
  },
  {
    compare: phoneFactorsForCopy,
    resource: { singular: 'MFA phone factors', update: applyPhoneFactors },
    writeScopes: ['update:guardian_factors'],
    plan: planPhoneFactors,
  },
];

/** The copy description of a compared kind: every kind compare knows is copied (a unit test holds the table to it). */
export function promoteKind(id: KindId): PromoteKind {
  const kind = PROMOTE_KINDS.find((k) => k.compare.id === id);
  if (!kind) throw new Error(`No copy description for the kind ${id}.`);
  return kind;
}
