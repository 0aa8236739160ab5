import type { Services } from '../../services';
import { tokenExchangeProfileDeletable } from '../../commands/resources/deletables';
import { deleteResource } from '../../commands/resources/deleteResource';

/** Delete Token Exchange Profile… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind. */
export const deleteTokenExchangeProfile = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, tokenExchangeProfileDeletable, arg);
