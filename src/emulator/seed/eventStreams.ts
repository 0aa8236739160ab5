// Demo event streams: a webhook whose endpoint (hooks.example.com, a reserved name) fails every delivery, so its
// test events and redeliveries fail again; an EventBridge stream that now delivers (its old failures redeliver fine);
// and a stream whose destination is the deployed event-stream action (no deliveries yet).
import type { Delivery, EventStream } from '../state/types';
import { DEMO_ACTION_IDS as A, DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from './ids';

const TENANT = 'demo-tenant';

export function demoEventStreams(): EventStream[] {
  return [
    {
      id: S.userWebhook, name: 'user-lifecycle-webhook', status: 'enabled',
      subscriptions: [{ event_type: 'user.created' }, { event_type: 'user.updated' }, { event_type: 'user.deleted' }],
      destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://hooks.example.com/auth/events', webhook_authorization: { method: 'bearer' } } },
      created_at: '2025-08-01T09:00:00.000Z', updated_at: '2025-09-15T14:20:00.000Z',
    },
    {
      id: S.orgEventBridge, name: 'org-events-eventbridge', status: 'enabled',
      subscriptions: [{ event_type: 'organization.created' }, { event_type: 'organization.member.added' }, { event_type: 'organization.member.deleted' }],
      destination: {
        type: 'eventbridge',
        configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1', aws_partner_event_source: `aws.partner/auth0.com/${TENANT}-2f6c0e3a/auth0.logs` },
      },
      created_at: '2025-08-20T11:30:00.000Z', updated_at: '2025-08-20T11:30:00.000Z',
    },
    {
      id: S.userAction, name: 'user-events-action', status: 'enabled',
      subscriptions: [{ event_type: 'user.created' }, { event_type: 'user.deleted' }],
      destination: { type: 'action', configuration: { action_id: A.eventStreamDeployed } },
      created_at: '2025-10-02T16:45:00.000Z', updated_at: '2025-10-02T16:45:00.000Z',
    },
  ];
}

function userData(type: string, n: number): Record<string, unknown> {
  const userId = `auth0|65f0c0ffee00000000000${String(n).padStart(3, '0')}`;
  if (type === 'user.deleted') return { object: { user_id: userId } };
  return { object: { user_id: userId, email: `user${n}@example.com`, email_verified: type !== 'user.created', name: `Demo User ${n}`, created_at: '2025-10-02T08:00:00.000Z' } };
}

function orgData(type: string, n: number): Record<string, unknown> {
  const org = { id: `org_demo${String(n).padStart(12, '0')}`, name: `customer-${n}`, display_name: `Customer ${n}` };
  if (type === 'organization.created') return { object: org };
  return { object: { organization: org, user: { user_id: `auth0|65f0c0ffee00000000000${String(n).padStart(3, '0')}` } } };
}

function delivery(streamId: string, id: string, type: string, status: string, time: string, data: Record<string, unknown>, error: string): Delivery {
  const t = Date.parse(time);
  const attempt = (i: number, s: string) => ({
    status: s, timestamp: new Date(t + (2 ** i - 1) * 1000).toISOString(), error_message: error, duration: 180.5 + i * 37.25,
  });
  const attempts = status === 'failed' ? [attempt(0, 'retrying'), attempt(1, 'retrying'), attempt(2, 'retrying'), attempt(3, 'failed')] : [];
  return {
    id, event_stream_id: streamId, status, event_type: type, attempts,
    event: { id, source: `urn:auth0:${TENANT}.us.auth0.com`, specversion: '1.0', type, time, data, a0tenant: TENANT, a0stream: streamId },
  };
}

export function demoDeliveries(): Delivery[] {
  const userTypes = ['user.created', 'user.updated', 'user.deleted', 'user.updated'];
  const userErrors = ['Received status 503 from the destination', 'Request timed out after 10000ms', 'Received status 401 from the destination', 'getaddrinfo ENOTFOUND hooks.example.com'];
  const orgTypes = ['organization.created', 'organization.member.added', 'organization.member.deleted'];
  const orgErrors = ['AccessDeniedException: not authorized to perform events:PutEvents', 'ThrottlingException: Rate exceeded', 'Partner event source is not active'];
  const user = E.userWebhook.failed.map((id, i) =>
    delivery(S.userWebhook, id, userTypes[i]!, 'failed', `2025-11-${10 + i}T07:0${i}:00.000Z`, userData(userTypes[i]!, i + 1), userErrors[i]!));
  const org = E.orgEventBridge.failed.map((id, i) =>
    delivery(S.orgEventBridge, id, orgTypes[i]!, 'failed', `2025-11-${12 + i}T15:3${i}:00.000Z`, orgData(orgTypes[i]!, i + 1), orgErrors[i]!));
  return [
    ...user,
    delivery(S.userWebhook, E.userWebhook.pending, 'user.created', 'pending', '2025-11-20T10:00:00.000Z', userData('user.created', 9), ''),
    ...org,
    delivery(S.orgEventBridge, E.orgEventBridge.pending, 'organization.created', 'pending', '2025-11-20T10:05:00.000Z', orgData('organization.created', 9), ''),
  ];
}
