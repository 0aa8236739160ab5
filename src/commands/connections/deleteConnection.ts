import type { Services } from '../../services';
import { connectionDeletable } from '../resources/deletables';
import { deleteResource } from '../resources/deleteResource';

/** Delete Connection… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind. */
export const deleteConnection = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, connectionDeletable, arg);
