import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import { eventStreams } from './index';

/** Delete Event Stream… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind's `remove` facet. */
export const deleteEventStream = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, eventStreams, arg);
