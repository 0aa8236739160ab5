import type { Services } from '../../services';
import { eventStreamDeletable } from '../../commands/resources/deletables';
import { deleteResource } from '../../commands/resources/deleteResource';

/** Delete Event Stream… (a row, ids or the palette): the one delete flow (resources/deleteResource.ts) over this kind. */
export const deleteEventStream = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, eventStreamDeletable, arg);
