import type { Services } from '../../services';
import { vaultConnectionDeletable } from '../../commands/resources/deletables';
import { deleteResource } from '../../commands/resources/deleteResource';

/** Delete… of a flows vault connection (row or palette): the one delete flow (resources/deleteResource.ts) over this kind. */
export const deleteVaultConnection = (services: Services, arg?: unknown): Promise<void> => deleteResource(services, vaultConnectionDeletable, arg);
