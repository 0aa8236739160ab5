/**
 * What Copy to Tenant… needs of each kind it copies (pure, no `vscode`): the compare description (natural key,
 * reads), what messages call one and its update verb (the editor's description, for the kinds the editor edits),
 * the create verb and the plan.
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import { compareKind, type CompareKind, type CompareKindId } from '../compare/kinds';
import { connectionsKind } from '../kinds/connections';
import { eventStreamsKind } from '../kinds/eventStreams';
import type { ResourceKind } from '../kinds/kind';
import { tokenExchangeProfilesKind } from '../kinds/tokenExchangeProfiles';
import { verificationTemplatesKind } from '../kinds/verificationTemplates';
import type { Plan, PlanSide, PlanTarget, Raw } from './plan';
import { createConnectionOnTarget } from './connectionCreate';
import { planConnection, updateConnectionOnTarget } from './connections';
import { createStream, planEventStream } from './eventStreams';
import { createProfile, planProfile } from './profiles';
import { applyPhoneFactors, phoneFactorsForCopy, planPhoneFactors } from './phoneFactors';
import { createTemplate, planTemplate } from './templates';
import { createVault, planVaultConnection, renameVault } from './vaultConnections';

/** What messages call a resource of the kind, and how an update plan's body is sent (a kind's editor description has both). */
export type PromoteResource = Pick<ResourceKind, 'singular' | 'update'>;

export interface PromoteKind {
  compare: CompareKind;
  resource: PromoteResource;
  plan(source: PlanSide, target: PlanTarget): Plan;
  /** Absent: the kind is only updated (a plan never creates). */
  create?(client: ApiClient, body: Raw, options: CallOptions): Promise<Raw>;
}

export const PROMOTE_KINDS: readonly PromoteKind[] = [
  {
    compare: compareKind('token-exchange-profiles')!,
    resource: tokenExchangeProfilesKind,
    plan: planProfile,
    create: createProfile,
  },
  {
    compare: compareKind('verification-templates')!,
    resource: verificationTemplatesKind,
    plan: planTemplate,
    create: createTemplate,
  },
  {
    compare: compareKind('connections')!,
    resource: { singular: connectionsKind.singular, update: updateConnectionOnTarget },
    plan: planConnection,
    create: createConnectionOnTarget,
  },
  {
    compare: compareKind('event-streams')!,
    resource: eventStreamsKind,
    plan: planEventStream,
    create: createStream,
  },
  {
    compare: compareKind('vault-connections')!,
    resource: { singular: 'flows vault connection', update: renameVault },
    plan: planVaultConnection,
    create: createVault,
  },
  {
    compare: phoneFactorsForCopy,
    resource: { singular: 'MFA phone factors', update: applyPhoneFactors },
    plan: planPhoneFactors,
  },
];

/** The copy description of a compared kind: every kind compare knows is copied (a unit test holds the table to it). */
export function promoteKind(id: CompareKindId): PromoteKind {
  const kind = PROMOTE_KINDS.find((k) => k.compare.id === id);
  if (!kind) throw new Error(`No copy description for the kind ${id}.`);
  return kind;
}
