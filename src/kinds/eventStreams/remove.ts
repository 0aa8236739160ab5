/** How an event stream is deleted (the `remove` facet): read first, since its DELETE answers 204 either way. */
import { readingFirst, type KindRemove } from '../facets/remove';
import { deleteEventStream, getEventStream } from './api';

export const remove: KindRemove = {
  detail: () => 'Its destination stops receiving events at once. This cannot be undone.',
  typePrompt: (name) => `Type the stream name "${name}" to delete it`,
  call: readingFirst(getEventStream, deleteEventStream),
};
