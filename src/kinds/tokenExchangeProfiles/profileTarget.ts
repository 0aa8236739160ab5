/**
 * The token exchange profile a command acts on: the clicked row's, one named by ids (a document's header), or
 * (from the palette) the one the user picks on the tenant the user picks. And the group reload after a change.
 */
import { refreshGroup } from '../../commands/tree/refresh';
import * as vscode from 'vscode';
import { getTokenExchangeProfile, listTokenExchangeProfiles, type TokenExchangeProfile } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { cleanLabel } from '../../util/text';

export const PROFILES_GROUP = 'token-exchange-profiles';

export interface ProfileTarget {
  tenant: TenantNode;
  profile: TokenExchangeProfile;
}

/** A profile named by ids, as a document header passes it. */
export interface ProfileRef {
  tenantId: string;
  profileId: string;
}

const isProfileRef = (v: unknown): v is ProfileRef =>
  typeof v === 'object' && v !== null && typeof (v as ProfileRef).tenantId === 'string' && typeof (v as ProfileRef).profileId === 'string';

/** Whether a tree node is a profile's row. */
export const isProfileRow = (node: unknown): node is ResourceNode<TokenExchangeProfile> =>
  node instanceof ResourceNode && (node.parent as Partial<PagedListNode<unknown>>).spec?.key === PROFILES_GROUP;

/** The profile's name as messages show it. */
export const profileName = (profile: TokenExchangeProfile) => String(profile.name ?? profile.id);

/** The clicked profile, a profile named by ids, or the tenant and profile the user picks (`title` heads the picker). */
export async function profileTarget(services: Services, node: TreeNode | ProfileRef | undefined, title: string): Promise<ProfileTarget> {
  if (isProfileRef(node)) {
    const tenant = services.roots.get(node.tenantId);
    if (!tenant) throw new Error(vscode.l10n.t('The tenant of this token exchange profile was removed.'));
    await pickTenant(services, tenant); // checks the command's write scope on this tenant
    return { tenant, profile: await getTokenExchangeProfile(await tenant.client(), node.profileId) };
  }
  const tenant = await pickTenant(services, node);
  if (isProfileRow(node)) return { tenant, profile: node.data };
  const client = await tenant.client();
  const list = listTokenExchangeProfiles(client, { take: 100 }).then((page) => {
    if (page.items.length === 0) throw new Error(vscode.l10n.t('{0} has no token exchange profiles. Create one with Create Token Exchange Profile….', tenant.profile.label));
    return page.items.map((p) => ({ label: cleanLabel(profileName(p)) || String(p.id), description: cleanLabel([p.subject_token_type, p.id].filter(Boolean).join(' · '), 200), value: p }));
  });
  const profile = await services.prompts.current.pick(list, { title, placeHolder: vscode.l10n.t('Token exchange profile of {0}', tenant.profile.label), matchOnDescription: true });
  return { tenant, profile };
}

/** Reloads the tenant's list of profiles (after an update or a delete), if it was loaded; nothing else. */
export function refreshProfiles(services: Services, tenant: TenantNode): void {
  refreshGroup(services, tenant, PROFILES_GROUP);
}
