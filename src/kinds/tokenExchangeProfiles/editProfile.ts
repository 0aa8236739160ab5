import * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { tokenExchangeProfilesKind } from './editor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { tokenExchangeProfiles } from './index';

/**
 * Edit Token Exchange Profile: opens the profile as
 * `auth-tenants:/<tenant>/token-exchange-profiles/<id>/<name>.token-exchange-profile.json`; saving applies name and
 * subject_token_type (the resource editor reloads the tenant's profiles). From the profile's row, or a tenant and a
 * profile picked from the palette. Returns the URI.
 */
export async function editTokenExchangeProfile(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, id, name } = await resourceTarget(services, tokenExchangeProfiles, node, vscode.l10n.t('Edit a token exchange profile'));
  return openResourceDocument(services, { kind: tokenExchangeProfilesKind, tenantId: tenant.profile.id, id }, name);
}
