import * as vscode from 'vscode';
import { NetworkError } from '../api/errors';
import { CONFIG_PREFIX } from '../constants';
import type { TenantRegistry } from './registry';
import type { TenantProfile } from './types';

/** Local-only credentials seeded into the emulator (see README). They grant nothing outside this machine. */
export const EMULATOR_CLIENT_ID = 'emulator-admin';
const EMULATOR_CLIENT_SECRET = 'emulator-admin-secret';
export const EMULATOR_TENANT_ID = 'local-emulator';
/** globalState key: the emulator origin the user removed, so it is not added back on the next start. */
export const EMULATOR_DISMISSED_KEY = 'authTenants.emulatorDismissed';

const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/?$/;

/** `text` as an emulator origin (trimmed, no trailing slash), or undefined when it is not a loopback http origin. */
export function emulatorOrigin(text: string): string | undefined {
  const url = text.trim();
  return LOOPBACK.test(url) ? url.replace(/\/$/, '') : undefined;
}

/** The configured emulator origin, or undefined when unset or not a loopback http origin. */
export function emulatorUrl(): string | undefined {
  return emulatorOrigin(vscode.workspace.getConfiguration(CONFIG_PREFIX).get<string>('emulator.url', ''));
}

/** Adds (or re-points) the emulator tenant. No request is made here. */
export async function ensureEmulatorTenant(registry: TenantRegistry, url = emulatorUrl()): Promise<TenantProfile | undefined> {
  if (!url) return undefined;
  const existing = registry.get(EMULATOR_TENANT_ID);
  if (existing?.domain === url) return existing;
  const profile: TenantProfile = {
    id: EMULATOR_TENANT_ID,
    label: vscode.l10n.t('Local emulator'),
    domain: url,
    environment: 'development',
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
