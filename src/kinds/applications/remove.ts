/**
 * How an application is deleted (the `remove` facet): read first, since its DELETE answers 204 either way; the
 * application the extension signs in with is refused before anything is asked.
 */
import { readingFirst, type KindRemove } from '../facets/remove';
import { deleteApplication, getApplication } from './api';
import { isOwnClient } from './tree';

export const remove: KindRemove = {
  detail: () => 'Users can no longer sign in to it, and its tokens and secret stop working. This cannot be undone.',
  refuse: (app, signIn) => (isOwnClient(app, signIn.clientId)
    ? `"${String(app.name ?? app.client_id)}" is the application this extension signs in to the tenant with: deleting it would cut off every command here. Delete it from the dashboard, or sign in with another application first.`
    : undefined),
  call: (client, app) => readingFirst(getApplication, deleteApplication)(client, { ...app, id: app.client_id }),
};
