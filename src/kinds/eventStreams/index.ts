/** Event Streams: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { eventStreamsKind } from './editor';

export const eventStreams: Kind = {
  id: 'event-streams',
  words: { singular: 'event stream', plural: 'Event Streams', title: 'Event Stream' },
  icon: 'broadcast',
  scopes: { read: 'read:event_streams', create: 'create:event_streams', update: 'update:event_streams', delete: 'delete:event_streams' },
  editors: [eventStreamsKind],
};
