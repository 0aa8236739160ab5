/** How a connection is deleted (the `remove` facet): its users go with it; the service says whether it was there. */
import type { KindRemove } from '../facets/remove';
import { deleteConnection } from './apiDelete';

export const remove: KindRemove = {
  detail: () => 'Its users are deleted with it, and applications that use it can no longer sign in with it. This cannot be undone.',
  typePrompt: (name) => `Type the connection name "${name}" to delete it`,
  call: (client, c) => deleteConnection(client, String(c.id)),
};
