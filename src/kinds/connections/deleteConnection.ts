import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import { connections } from './index';

/** Delete Connection… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind's `remove` facet. */
export const deleteConnection = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, connections, arg);
