import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import { vaultConnections } from './index';

/** Delete… of a flows vault connection (row or palette): the one delete flow (resources/deleteResource.ts) over this kind's `remove` facet. */
export const deleteVaultConnection = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, vaultConnections, arg);
