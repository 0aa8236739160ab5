import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import { tokenExchangeProfiles } from './index';

/** Delete Token Exchange Profile… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind's `remove` facet. */
export const deleteTokenExchangeProfile = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, tokenExchangeProfiles, arg);
