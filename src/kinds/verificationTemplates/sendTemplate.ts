import type { CreateVerificationTemplate, VerificationTemplate } from './api';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { afterCreate as announceCreated, createResource } from '../../commands/resources/submitDraft';
import { templateCreated } from './draftFacet';
import { verificationTemplates } from './index';

export { templateNameTaken } from './draftFacet';

/**
 * Sends the create once (multi-select and draft alike; on a production tenant after a question naming template and
 * tenant), with a progress notification. When the answer is lost, the
 * template is looked up by its name before anything is sent again. A refusal (400, 409) is thrown as it came.
 */
export async function sendTemplate(services: Services, tenant: TenantNode, body: CreateVerificationTemplate): Promise<VerificationTemplate> {
  return (await createResource(services, tenant, verificationTemplates, body)).created as VerificationTemplate;
}

/** After a create: says so, reloads the tenant's templates and opens the new one in the editor. */
export async function afterCreate(services: Services, tenant: TenantNode, created: VerificationTemplate, claims: number): Promise<void> {
  const message = templateCreated(String(created.name ?? created.id), String(created.id), tenant.profile.label, claims);
  await announceCreated(services, tenant, verificationTemplates, created, message);
}
