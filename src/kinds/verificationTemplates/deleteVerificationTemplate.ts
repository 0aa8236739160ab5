import type { Services } from '../../services';
import { verificationTemplateDeletable } from '../../commands/resources/deletables';
import { deleteResource } from '../../commands/resources/deleteResource';

/** Delete Verification Template… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind. */
export const deleteVerificationTemplate = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, verificationTemplateDeletable, arg);
