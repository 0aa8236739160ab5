import * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { PHONE_TEMPLATES_ID, phoneTemplatesKind } from './templatesEditor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../../commands/pickTenant';

/**
 * Edit Phone Message Templates: opens the tenant's enrollment and verification messages as
 * `auth-tenants:/<tenant>/phone-templates/templates/message-templates.phone-templates.json` in the resource editor
 * (diagnostics, list of changes, conflict check on save). From the phone factors group or its rows, or the palette
 * with a tenant pick. Returns the URI.
 */
export async function editPhoneTemplates(services: Services, node?: TreeNode): Promise<vscode.Uri> {
  const tenant = await pickTenant(services, node);
  return openResourceDocument(services, { kind: phoneTemplatesKind, tenantId: tenant.profile.id, id: PHONE_TEMPLATES_ID }, phoneTemplatesKind.identity({}).name);
}
