/** Event Streams: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { listEventStreams, getEventStream } from './api';
import { eventStreamsKind } from './editor';
import { eventStreamsTree } from './treeRow';
import { eventStreamsView } from './deliveriesView';
import { eventStreamsTool } from './toolFacet';

export const eventStreams: Kind = {
  id: 'event-streams',
  words: { singular: 'event stream', plural: 'Event Streams', title: 'Event Stream' },
  icon: 'broadcast',
  scopes: { read: 'read:event_streams', create: 'create:event_streams', update: 'update:event_streams', delete: 'delete:event_streams' },
  tree: eventStreamsTree,
  tool: eventStreamsTool,
  view: eventStreamsView,
  editors: [eventStreamsKind],
  list: {
    page: (client, from, take, options) => listEventStreams(client, { from, take }, options),
    get: (client, id, options) => getEventStream(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
  },
};
