// Builds the initial tenant state for `--seed demo` (the default), `--seed demo-production` (its production twin,
// production.ts) or `--seed empty`.
import type { TenantState, VaultConnection } from '../state/types';
import { demoActions, demoTokenExchangeProfiles } from './actions';
import { seedBindings, seedExecutions, seedVersions } from './actionVersions';
import { productionActions, productionBindings } from './productionActions';
import { demoApplications } from './applications';
import { demoConnections, generatedConnection } from './connections';
import { demoDeliveries, demoEventStreams } from './eventStreams';
import { DEMO_PHONE_MESSAGE_TYPES, DEMO_VAULT_CONNECTION_IDS as V } from './ids';
import { productionVariant } from './production';
import { demoResourceServers } from './resourceServers';
import { demoTemplates } from './templates';

export type SeedName = 'demo' | 'demo-production' | 'empty';

export const SEED_NAMES: readonly SeedName[] = ['demo', 'demo-production', 'empty'];

/** Larger lists for benchmarks: at least this many items, generated after the seed's own (`--templates N`, `--connections N`). */
export interface SeedSize {
  templates?: number;
  connections?: number;
}

function demoVaultConnections(): VaultConnection[] {
  return [
    {
      id: V.activeCampaign, app_id: 'ACTIVECAMPAIGN', environment: 'production', name: 'Newsletter sync', account_name: 'ActiveCampaign 3f***9c', ready: true,
      created_at: '2025-09-01T08:00:00.000Z', updated_at: '2025-09-01T08:00:00.000Z', refreshed_at: '2025-09-01T08:00:00.000Z',
      fingerprint: '7b1f5f0f2a4cf0c4b0a8f3f2fd1d6c2a9e0d4b7c1a2e3f405162738495a6b7c8',
    },
    {
      id: V.httpBearer, app_id: 'HTTP', environment: 'production', name: 'CRM webhook', account_name: 'Bearer crm-***ken', ready: true,
      created_at: '2025-09-14T13:45:00.000Z', updated_at: '2025-10-02T09:10:00.000Z',
      fingerprint: '44078f05c1d2e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff0011',
    },
  ];
}

export function buildSeed(name: SeedName, size: SeedSize = {}): TenantState {
  const state = seedState(name);
  const templates = size.templates ?? 0;
  if (templates > state.verificationTemplates.length) {
    // The seed's templates are demoTemplates(k) for some k: continue the same numbering.
    state.verificationTemplates.push(...demoTemplates(templates).slice(state.verificationTemplates.length));
  }
  const connections = size.connections ?? 0;
  for (let n = state.connections.length + 1; state.connections.length < connections; n++) state.connections.push(generatedConnection(n));
  return state;
}

function seedState(name: SeedName): TenantState {
  if (name === 'empty') {
    return {
      version: 1, tokenExchangeProfiles: [], connections: [], actions: [], eventStreams: [], deliveries: [],
      vaultConnections: [], phoneMessageTypes: [], verificationTemplates: [], resourceServers: [],
      applications: [], offlineConnections: [], actionVersions: [], actionBindings: [], actionExecutions: [],
    };
  }
  const demo: TenantState = {
    version: 1,
    tokenExchangeProfiles: demoTokenExchangeProfiles(),
    connections: demoConnections(),
    actions: demoActions(),
    eventStreams: demoEventStreams(),
    deliveries: demoDeliveries(),
    vaultConnections: demoVaultConnections(),
    phoneMessageTypes: [...DEMO_PHONE_MESSAGE_TYPES],
    verificationTemplates: demoTemplates(),
    resourceServers: demoResourceServers(),
    applications: demoApplications(),
    offlineConnections: [],
  };
  const state = name === 'demo-production' ? productionVariant(demo) : demo;
  if (name === 'demo-production') state.actions = productionActions(state.actions);
  state.actionVersions = seedVersions(state.actions);
  const bindings = seedBindings(state.actions);
  state.actionBindings = name === 'demo-production' ? productionBindings(bindings, state.actions) : bindings;
  state.actionExecutions = seedExecutions();
  return state;
}
