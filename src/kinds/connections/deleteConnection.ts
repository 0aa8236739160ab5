import type { Services } from '../../services';
import { connectionDeletable } from '../../commands/resources/deletables';
import { deleteResource } from '../../commands/resources/deleteResource';

/** Delete Connection… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind. */
export const deleteConnection = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, connectionDeletable, arg);
