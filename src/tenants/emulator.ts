import * as vscode from 'vscode';
import { NetworkError } from '../api/errors';
import { CONFIG_PREFIX } from '../constants';
import type { TenantRegistry } from './registry';
import type { Environment, TenantProfile } from './types';

/** Local-only credentials seeded into the emulator (see README). They grant nothing outside this machine. */
export const EMULATOR_CLIENT_ID = 'emulator-admin';
const EMULATOR_CLIENT_SECRET = 'emulator-admin-secret';
export const EMULATOR_TENANT_ID = 'local-emulator';
/** globalState key: the emulator origin the user removed, so it is not added back on the next start. */
export const EMULATOR_DISMISSED_KEY = 'authTenants.emulatorDismissed';
export const EMULATOR_PRODUCTION_TENANT_ID = 'local-emulator-production';

/** An emulator tenant the extension adds from a setting: which setting, and the tenant it becomes. */
export interface EmulatorTenantSpec {
  id: string;
  /** The setting under `authTenants.` holding its loopback origin. */
  setting: string;
  label: () => string;
  environment: Environment;
  /** globalState key: the origin the user removed this tenant at, so it is not added back on the next start. */
  dismissedKey: string;
}

/** The emulator (`npm run emulator`, demo data), and its production twin (`--seed demo-production`). */
export const EMULATOR_TENANTS: readonly EmulatorTenantSpec[] = [
  { id: EMULATOR_TENANT_ID, setting: 'emulator.url', label: () => vscode.l10n.t('Local emulator'), environment: 'development', dismissedKey: EMULATOR_DISMISSED_KEY },
  {
    id: EMULATOR_PRODUCTION_TENANT_ID, setting: 'emulator.productionUrl', label: () => vscode.l10n.t('Local emulator (production)'),
    environment: 'production', dismissedKey: 'authTenants.emulatorProductionDismissed',
  },
];
const [LOCAL_EMULATOR] = EMULATOR_TENANTS as [EmulatorTenantSpec, EmulatorTenantSpec];

/** The spec an emulator tenant was added from (the first emulator's for a profile of an older version). */
export function emulatorSpec(tenantId: string): EmulatorTenantSpec {
  return EMULATOR_TENANTS.find((spec) => spec.id === tenantId) ?? LOCAL_EMULATOR;
}

const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/?$/;

/** `text` as an emulator origin (trimmed, no trailing slash), or undefined when it is not a loopback http origin. */
export function emulatorOrigin(text: string): string | undefined {
  const url = text.trim();
  return LOOPBACK.test(url) ? url.replace(/\/$/, '') : undefined;
}

/**
 * The configured origin of an emulator tenant, or undefined when unset or not a loopback http origin. Only the
 * user's own settings count (the manifest scopes the setting `application` too): a workspace's settings can
 * never add or re-point a tenant.
 */
export function emulatorUrl(spec: EmulatorTenantSpec = LOCAL_EMULATOR): string | undefined {
  const value = vscode.workspace.getConfiguration(CONFIG_PREFIX).inspect<string>(spec.setting)?.globalValue;
  return typeof value === 'string' ? emulatorOrigin(value) : undefined;
}

/** Adds (or re-points) an emulator tenant, the first one unless `spec` says which. No request is made here. */
export async function ensureEmulatorTenant(registry: TenantRegistry, url = emulatorUrl(), spec = LOCAL_EMULATOR): Promise<TenantProfile | undefined> {
  if (!url) return undefined;
  const existing = registry.get(spec.id);
  if (existing?.domain === url) return existing;
  const profile: TenantProfile = {
    id: spec.id,
    label: spec.label(),
    domain: url,
    environment: spec.environment,
    method: 'client-secret',
    clientId: EMULATOR_CLIENT_ID,
    emulator: true,
  };
  await registry.save(profile, { clientSecret: EMULATOR_CLIENT_SECRET });
  return profile;
}

/**
 * Whether the local tenant emulator answers at `origin`: one GET of its control endpoint `/__emulator/stats`
 * (no credentials, loopback only), abandoned after `timeoutMs`.
 */
export async function emulatorAnswers(origin: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/__emulator/stats`, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** How to start the emulator, shown when nothing listens at the emulator tenant's origin. */
export function startEmulatorHint(): string {
  return vscode.l10n.t('Start the local emulator with "npm run emulator" (or "npm start") in the extension\'s repository, then retry.');
}

/** The start hint when `err` says the emulator tenant's origin refused the connection, else undefined. */
export function emulatorDownHint(profile: TenantProfile | undefined, err: unknown): string | undefined {
  return profile?.emulator && err instanceof NetworkError && err.code === 'ECONNREFUSED' ? startEmulatorHint() : undefined;
}
