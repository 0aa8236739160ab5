/** How an API is deleted (the `remove` facet): read first (its DELETE answers 204 either way); never the system API. */
import { readingFirst, type KindRemove } from '../facets/remove';
import type { Resource } from '../kind';
import { deleteApi, getApi, isSystemApi } from './api';

export const remove: KindRemove = {
  detail: () => 'Applications that ask for tokens for it (its identifier as the audience) stop getting them, and its scopes and grants go with it. This cannot be undone.',
  refuse: (api: Resource) => (isSystemApi(api)
    ? `"${String(api.name ?? api.identifier)}" is the tenant's system API (the Management API itself): the service cannot delete it.`
    : undefined),
  call: readingFirst(getApi, deleteApi),
};
