/**
 * Copying an event stream's settings (pure, no `vscode`). Its counterpart has the same name; it is updated as the
 * stream editor's save would update it (eventStreamsKind: name, status, subscriptions, and a webhook's endpoint
 * with the target's own authorization). Not copied: the destination type and an EventBridge destination (fixed
 * at creation), the webhook authorization's method, username or header name, and its secret (write-only: the
 * target keeps its own; Update Webhook Credentials… on the target changes them). A stream missing on the target is
 * created with the source's settings; a webhook's secret (write-only, never in an answer) is typed by the user; an
 * Action destination's action is the target's action of the same name (none there blocks the create).
 */
import { deepEqual, isPlainObject } from '../diff';
import { toEditable } from '../document';
import { destinationType, eventStreamsKind } from './editor';
import type { ApiClient } from '../../api/client';
import { createEventStream, WEBHOOK_SECRET_FIELDS, type CreateEventStream } from './api';
import type { CallOptions } from '../../api/request';
import type { CopyFacet, NotCopied, Plan, PlanSide, PlanTarget, Raw, SecretToType } from '../facets/copy';
import { blockedPlan, str, createPlan, updatePlan } from '../copyPlan';
import { sourceActionName, targetActionId } from '../actionByName';
import { destinationActionId } from './compare';
import { lookup } from '../../util/own';

const objectAt = (value: unknown, key: string): Raw => (isPlainObject(value) && isPlainObject(value[key]) ? value[key] : {});
const WHERE = 'use Update Webhook Credentials… on the target\'s stream';

export function planEventStream(source: PlanSide, target: PlanTarget): Plan {
  const s = toEditable(eventStreamsKind, source.resource, new Set());
  const name = str(s.name ?? source.resource.id);
  if (!target.resource) return planCreate(name, s, source, target);
  const t = toEditable(eventStreamsKind, target.resource, new Set());
  const notCopied: NotCopied[] = [];
  const values: Raw = { name: s.name, status: s.status, subscriptions: s.subscriptions };
  const type = destinationType(s);
  if (type !== destinationType(t)) {
    notCopied.push({ field: 'destination', reason: `The destination type cannot be changed (the target's is ${str(destinationType(t))}, this one ${str(type)}): create a new stream on the target instead.` });
  } else if (type === 'webhook') {
    const mine = objectAt(s.destination, 'configuration');
    const theirs = objectAt(t.destination, 'configuration');
    values.destination = { ...(t.destination as Raw), configuration: { ...theirs, webhook_endpoint: mine.webhook_endpoint } };
    const [a, b] = [objectAt(mine, 'webhook_authorization'), objectAt(theirs, 'webhook_authorization')];
    if (!deepEqual(a, b)) notCopied.push({ field: 'webhook_authorization', reason: `The authorization (${str(a.method)}) differs from the target's (${str(b.method)}): it is not copied; ${WHERE}.` });
    notCopied.push({ field: 'webhook secret', reason: `A secret: it is not copied; the target keeps its own (to change it, ${WHERE}).` });
  } else if (type === 'action') {
    const mine = sourceActionName(source.names, str(destinationActionId(source.resource)), 'this stream');
    const theirId = str(destinationActionId(target.resource));
    const theirs = target.names.actions?.get(theirId) ?? theirId;
    if ('reason' in mine) notCopied.push({ field: 'destination', reason: mine.reason });
    else if (mine.name !== theirs) {
      notCopied.push({ field: 'destination', reason: `An Action destination cannot be changed: the target's stream runs the action "${theirs}", this one "${mine.name}". To change it, delete the stream on the target and copy it again.` });
    }
  } else if (!deepEqual(s.destination, t.destination)) {
    notCopied.push({ field: 'destination', reason: `The ${str(type)} destination cannot be changed: create a new stream on the target to deliver elsewhere.` });
  }
  return updatePlan(eventStreamsKind, name, target.resource, values, target.scopes, notCopied, 'update:event_streams');
}

const SECRET_LABELS: Readonly<Record<string, string>> = { bearer: 'bearer token', basic: 'password', custom_header: 'header value' };

/** The create of an Action-destination stream: the target's action of the source action's name, or blocked. */
function planActionCreate(name: string, body: Raw, source: PlanSide, target: PlanTarget): Plan {
  const mine = sourceActionName(source.names, str(destinationActionId(source.resource)), 'this stream');
  if ('reason' in mine) return blockedPlan(name, 'destination', mine.reason);
  const theirs = targetActionId(target.names, mine.name, 'event-stream');
  if ('reason' in theirs) return blockedPlan(name, 'destination', theirs.reason);
  const sent = { ...body, destination: { type: 'action', configuration: { action_id: theirs.id } } };
  return createPlan('event-streams', name, sent, 'create:event_streams', [], { ...body, destination: { type: 'action', configuration: { action: mine.name } } });
}

/** A create: the source's settings; a webhook's secret to type; an EventBridge source named by the service left out. */
function planCreate(name: string, s: Raw, source: PlanSide, target: PlanTarget): Plan {
  const type = destinationType(s);
  const configuration = objectAt(s.destination, 'configuration');
  const body: Raw = { name: s.name, subscriptions: s.subscriptions, ...(s.status ? { status: s.status } : {}) };
  let secret: SecretToType | undefined;
  if (type === 'webhook') {
    const method = str(objectAt(configuration, 'webhook_authorization').method);
    const field = lookup<string>(WEBHOOK_SECRET_FIELDS, method);
    if (!field) return { name, action: { kind: 'blocked' }, notCopied: [{ field: 'webhook_authorization', reason: `The webhook authorization method "${method}" is not one a copy can create: create the stream with Create Event Stream….` }] };
    secret = { path: ['destination', 'configuration', 'webhook_authorization', field], label: lookup(SECRET_LABELS, method) ?? method };
    body.destination = s.destination;
  } else if (type === 'action') {
    return planActionCreate(name, body, source, target);
  } else {
    const { aws_partner_event_source: _named, ...rest } = configuration;
    body.destination = { type, configuration: rest };
  }
  const plan = createPlan('event-streams', name, body, 'create:event_streams', []);
  return secret && plan.action.kind === 'create' ? { ...plan, action: { ...plan.action, secrets: [secret] } } : plan;
}

export const createStream = (client: ApiClient, body: Raw, options: CallOptions): Promise<Raw> =>
  createEventStream(client, body as CreateEventStream, options);

/** Created, or updated as the stream editor's save would. */
export const streamCopy: CopyFacet = {
  order: 4,
  plan: planEventStream,
  create: createStream,
  update: eventStreamsKind.update,
};
