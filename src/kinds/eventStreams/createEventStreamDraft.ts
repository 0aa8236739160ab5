import type * as vscode from 'vscode';
import { eventStreamTemplate, freeStreamName } from './draft';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';

/**
 * Opens a new event stream draft (`new.event-stream.json`) prefilled with a webhook template whose name the
 * tenant does not have yet. It holds no secret: Create asks for it.
 */
export async function openEventStreamDraft(services: Services, tenant: TenantNode, taken: Promise<Set<string>>): Promise<vscode.Uri> {
  const { drafts } = services;
  const uri = drafts.uriOf({ kind: 'event-streams', tenantId: tenant.profile.id });
  drafts.rememberTenant(uri, tenant);
  await drafts.prune();
  await drafts.show(uri, eventStreamTemplate(freeStreamName(await taken)));
  return uri;
}
