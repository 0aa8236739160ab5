/**
 * Copy to Tenant…: the clicked resource (or one picked from the palette) copied to another tenant after a reviewed
 * plan — created there when no resource of the same kind has its natural key, else updated field by field as the
 * editor's save would — naming what cannot be copied and why. The plan: copyResource.ts; the review and the one
 * request: reviewAndApply.ts.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { copyResource } from './copyResource';
import { copySource, pickCopyTarget } from './copySource';

export async function copyToTenant(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, kind, id } = await copySource(services, node);
  const target = await pickCopyTarget(services, tenant, kind);
  await copyResource(services, { tenant, kind, id, target, command: vscode.l10n.t('Copy to Tenant…') });
}
