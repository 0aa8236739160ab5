/**
 * What the tree's rows lead with (pure, no `vscode`): at the default side bar width (300 px) a row shows about 28
 * characters after its icon, so each description starts with what matters and long values are shortened; the
 * tooltips and editors keep the whole value.
 */
import { VAULT_APPS } from '../kinds/vaultConnections/apps';

/**
 * The distinctive end of a subject token type ("…/id-token" of https://partner.example.com/id-token,
 * "…:legacy-session" of urn:example:legacy-session); a value without `/` or `:` as it is.
 */
export function shortSubjectType(type: string): string {
  const cut = Math.max(type.lastIndexOf('/', type.length - 2), type.lastIndexOf(':'));
  const tail = type.slice(cut + 1);
  return cut < 0 || tail.length === 0 ? type : `…${type[cut]}${tail}`;
}

/** A vault app's name as people write it ("ActiveCampaign", not ACTIVECAMPAIGN), else its id. */
export function appLabel(appId: unknown): string | undefined {
  if (typeof appId !== 'string' || !appId) return undefined;
  return VAULT_APPS.find((a) => a.id === appId)?.label ?? appId;
}

/**
 * A stream row's description: its failed count first (once counted, e.g. "4 failed"), then whether a filter narrows
 * it (the words for "filtered", translated by the caller), then its status and destination type.
 */
export function streamDescription(parts: { failed?: string; filtered?: string; status?: unknown; destination?: string }): string {
  return [parts.failed, parts.filtered, parts.status, parts.destination].filter((p) => typeof p === 'string' && p !== '').join(' · ');
}
