// Event stream answers and the edit context of a token that may read and update streams.
import { eventStreamsKind as kind } from '../../../../src/kinds/eventStreams/editor';
import type { EditContext, Resource } from '../../../../src/kinds/kind';

const SCOPES = new Set(['read:event_streams', 'update:event_streams']);

/** The context of a token with read and update:event_streams. */
export function contextOf(stream: Resource): EditContext {
  return { scopes: SCOPES, hidden: new Set(kind.hiddenFields(stream, SCOPES)), identity: kind.identity(stream) };
}

export const basicWebhook: Resource = {
  id: 'est_0123456789abcdefghijkl',
  name: 'audit-hook',
  status: 'disabled',
  subscriptions: [{ event_type: 'user.created' }],
  destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://audit.example.dev/in', webhook_authorization: { method: 'basic', username: 'auditor', password: 'leaked-if-ever-answered' } } },
  created_at: '2025-08-01T09:00:00.000Z',
  updated_at: '2025-09-15T14:20:00.000Z',
};

