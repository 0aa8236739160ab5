/** How a flows vault connection is deleted (the `remove` facet): its credentials go with it. */
import type { KindRemove } from '../facets/remove';
import { deleteVaultConnection } from './api';

export const remove: KindRemove = {
  singular: 'vault connection',
  detail: () => 'Flows that use it stop working: their actions that sign in with it fail until they are given another connection. Its credentials are deleted with it. This cannot be undone.',
  typePrompt: (name) => `Type the connection name "${name}" to delete it`,
  call: (client, c) => deleteVaultConnection(client, String(c.id)),
};
