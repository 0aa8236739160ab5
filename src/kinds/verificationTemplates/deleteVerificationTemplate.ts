import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import { verificationTemplates } from './index';

/** Delete Verification Template… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind's `remove` facet. */
export const deleteVerificationTemplate = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, verificationTemplates, arg);
