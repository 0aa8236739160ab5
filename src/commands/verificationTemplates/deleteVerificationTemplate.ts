import type { Services } from '../../services';
import { verificationTemplateDeletable } from '../resources/deletables';
import { deleteResource } from '../resources/deleteResource';

/** Delete Verification Template… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind. */
export const deleteVerificationTemplate = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, verificationTemplateDeletable, arg);
