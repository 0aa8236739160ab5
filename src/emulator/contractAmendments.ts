// Where the service accepts more than its published contract says, the contract is amended before use (the
// contract's README: the newer SDK, or the service's own documented behaviour, wins). Each amendment names its source.
import { CONNECTION_STRATEGIES } from '../kinds/connections/strategies';
import type { Contract } from './contract';

type Schema = Record<string, unknown> & { properties?: Record<string, unknown> };

/** Amends `c` in place and returns it. */
export function amendContract(c: Contract): Contract {
  const s = c.components.schemas as Record<string, Schema>;
  // Webhook secrets are write-only: requests carry `password` (basic), `token` (bearer) or `header_value`
  // (custom_header); answers never do (research §event streams; the Terraform provider's *_wo attributes).
  s.EventStreamWebhookBasicAuth!.properties!.password = { type: 'string' };
  s.EventStreamWebhookBearerAuth!.properties!.token = { type: 'string' };
  s.EventStreamWebhookCustomHeaderAuth!.properties!.header_value = { type: 'string' };
  // Deliveries as live traffic shows them (research §3.3, recorded live answers): statuses pending, retrying and
  // succeeded besides failed (answers only: a redelivery filter still takes only "failed"); attempts carry their
  // duration; a cloud event's data is an object and it carries a0tenant, a0stream and a0purpose; a list of
  // deliveries is {deliveries, nextPageToken?}.
  const answeredStatus = { type: 'string', enum: ['pending', 'retrying', 'succeeded', 'failed'] };
  for (const name of ['EventStreamDelivery', 'GetEventStreamDeliveryHistoryResponseContent', 'CreateEventStreamTestEventResponseContent', 'EventStreamDeliveryAttempt']) {
    s[name]!.properties!.status = answeredStatus;
  }
  s.EventStreamDeliveryAttempt!.properties!.duration = { type: 'number' };
  const event = s.EventStreamCloudEvent!.properties!;
  event.data = { type: ['object', 'string'] };
  for (const key of ['a0tenant', 'a0stream', 'a0purpose']) event[key] = { type: 'string' };
  const deliveries = c.paths['/event-streams/{id}/deliveries']!.get as unknown as { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
  deliveries.responses['200']!.content['application/json']!.schema = {
    type: 'object', additionalProperties: false, required: ['deliveries'],
    properties: { deliveries: { type: 'array', items: { $ref: '#/components/schemas/EventStreamDelivery' } }, nextPageToken: { type: 'string' } },
  };
  // Connections: cross_app_access_requesting_app is in the SDK's request and answer types; AD/LDAP connections of
  // real tenants carry provisioning_ticket_url in answers.
  const requestingApp = { type: 'object', additionalProperties: false, required: ['active'], properties: { active: { type: 'boolean' } } };
  for (const name of ['ConnectionForList', 'CreateConnectionRequestContent', 'CreateConnectionResponseContent', 'GetConnectionResponseContent', 'UpdateConnectionRequestContent', 'UpdateConnectionResponseContent']) {
    s[name]!.properties!.cross_app_access_requesting_app = requestingApp;
    if (name.endsWith('ResponseContent') || name === 'ConnectionForList') s[name]!.properties!.provisioning_ticket_url = { type: 'string' };
  }
  // brute_force_protection is a boolean in the SDK's connection options (ConnectionBruteForceProtection).
  for (const name of ['ConnectionPropertiesOptions', 'UpdateConnectionOptions']) s[name]!.properties!.brute_force_protection = { type: 'boolean' };
  // Strategies: the SDK (auth0 7.x ConnectionIdentityProviderEnum) knows newer ones than the contract.
  s.ConnectionIdentityProviderEnum!.enum = [...CONNECTION_STRATEGIES];
  return c;
}
