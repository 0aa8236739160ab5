/** How a token exchange profile is deleted (the `remove` facet): read first, since its DELETE answers 204 either way. */
import { readingFirst, type KindRemove } from '../facets/remove';
import { deleteTokenExchangeProfile, getTokenExchangeProfile } from './api';

export const remove: KindRemove = {
  detail: (p) => `Token exchange requests with the subject_token_type ${String(p.subject_token_type ?? '?')} stop working at once. This cannot be undone.`,
  typePrompt: (name) => `Type the profile name "${name}" to delete it`,
  call: readingFirst(getTokenExchangeProfile, deleteTokenExchangeProfile),
};
