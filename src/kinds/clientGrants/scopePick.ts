/**
 * The multi-select of an API's scopes (Authorize Application…, Change Scopes…): every scope the API defines, with
 * its description, the ones the grant has picked; a scope the grant has that the API no longer defines is listed
 * too (picked, said so), so leaving it picked keeps it.
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import type { Services } from '../../services';
import type { PickItem } from '../../ui/prompts';
import { cleanLabel } from '../../util/text';
import { apiByIdentifier } from '../apis/api';

export interface ApiScope {
  value: string;
  description?: string | undefined;
}

/** The API's scopes, read by its identifier (the audience of a grant). */
export async function scopesOfApi(client: ApiClient, audience: string): Promise<{ name: string; scopes: ApiScope[] }> {
  const api = await apiByIdentifier(client, audience);
  if (!api) throw new Error(vscode.l10n.t('The API {0} no longer exists on this tenant: refresh the tree.', audience));
  return { name: api.name ?? audience, scopes: (api.scopes ?? []).map((s) => ({ value: s.value, description: s.description })) };
}

export function scopeItems(scopes: readonly ApiScope[], current: readonly string[]): PickItem<string>[] {
  const defined = new Set(scopes.map((s) => s.value));
  return [
    ...scopes.map((s) => ({ label: cleanLabel(s.value), description: s.description ? cleanLabel(s.description) : undefined, picked: current.includes(s.value), value: s.value })),
    ...current.filter((v) => !defined.has(v)).map((v) => ({ label: cleanLabel(v), description: vscode.l10n.t('not defined on the API any more'), picked: true, value: v })),
  ];
}

/** The scopes the user picks (none is allowed: the application then gets tokens without scopes). */
export function pickScopes(services: Services, title: string, apiName: string, scopes: readonly ApiScope[], current: readonly string[]): Promise<string[]> {
  return services.prompts.current.pickMany(scopeItems(scopes, current), {
    title,
    placeHolder: vscode.l10n.t('Scopes of {0} the application may ask for (none: tokens without scopes)', apiName),
  });
}
