/** How a verification template is deleted (the `remove` facet): read first, since its DELETE answers 204 either way. */
import { readingFirst, type KindRemove } from '../facets/remove';
import { deleteVerificationTemplate, getVerificationTemplate } from './api';

export const remove: KindRemove = {
  detail: () => 'Verifications that use it stop working. This cannot be undone.',
  call: readingFirst(getVerificationTemplate, deleteVerificationTemplate),
};
