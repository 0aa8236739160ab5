/**
 * How an action is deleted (the `remove` facet): read first (its DELETE answers the same when it is gone), never
 * forced. A bound action is refused by the service: `unblock` names the triggers that hold it and offers to unbind
 * it from them first (removeBound.ts, loaded then).
 */
import { readingFirst, type KindRemove } from '../facets/remove';
import { deleteAction, getAction } from './api';

export const remove: KindRemove = {
  detail: () => 'Its code, versions and secrets are deleted; a trigger it is bound to stops running it. This cannot be undone.',
  call: readingFirst(getAction, (client, id) => deleteAction(client, id)),
  unblock: (client, resource, err) => import('./removeBound').then((m) => m.unbindFirst(client, resource, err)),
};
