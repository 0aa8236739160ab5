/** Event Streams: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { eventStreamsCompare } from './compare';
import { eventStreamsFiles } from './files';
import { eventStreamDraft } from './draftFacet';
import { eventStreamWriteScopes } from './writeScopes';
import { listEventStreams, getEventStream } from './api';
import { eventStreamsKind } from './editor';
import { remove } from './remove';
import { eventStreamsTree } from './treeRow';
import { eventStreamsView } from './deliveriesView';
import { eventStreamsTool } from './toolFacet';

export const eventStreams: Kind = {
  id: 'event-streams',
  words: { singular: 'event stream', plural: 'Event Streams', title: 'Event Stream' },
  icon: 'broadcast',
  scopes: { read: 'read:event_streams', create: 'create:event_streams', update: 'update:event_streams', delete: 'delete:event_streams' },
  scopeUses: {
    'read:event_streams': 'list event streams',
    'delete:event_streams': 'delete event streams',
    'read:event_deliveries': 'list failed deliveries',
    'update:event_deliveries': 'redeliver events',
  },
  copy: () => import('./copy').then((m) => m.streamCopy),
  tree: eventStreamsTree,
  tool: eventStreamsTool,
  view: eventStreamsView,
  editors: [eventStreamsKind],
  draft: eventStreamDraft,
  commands: { handlers: () => import('./commands'), writeScopes: eventStreamWriteScopes },
  list: {
    page: (client, from, take, options) => listEventStreams(client, { from, take }, options),
    get: (client, id, options) => getEventStream(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
    describe: (r) => [r.status, (r.destination as { type?: string } | undefined)?.type, String(r.id)].filter(Boolean).join(' · '),
    pick: { take: 100 },
  },
  compare: eventStreamsCompare,
  files: eventStreamsFiles,
  remove,
};
