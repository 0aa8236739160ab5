// Event streams with an Action destination across tenants: compare shows the action by name, Copy to Tenant… maps
// it to the target's action of that name (blocked when there is none), a workspace file names it and Apply maps it
// back. Then between `--seed demo` and `--seed demo-production` emulators (the same action under another id).
import assert from 'node:assert/strict';
import { eventStreamsCompare } from '../../../src/kinds/eventStreams/compare';
import { eventStreamsFiles } from '../../../src/kinds/eventStreams/files';
import { DEMO_ACTION_IDS as A, DEMO_EVENT_STREAM_IDS as S, PRODUCTION_EVENT_STREAM_ACTION_ID } from '../../../src/emulator/seed/ids';
import { promoteKind, type PromoteKind } from '../../../src/promote/kinds';
import type { PlanTarget } from '../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../src/promote/promote';
import { side, twoTenants } from './twoTenants';

let streams: PromoteKind;
before(async () => {
  streams = await promoteKind('event-streams');
});
const SCOPES = new Set(['update:event_streams', 'create:event_streams']);
const toAction = (id: string) => ({ type: 'action', configuration: { action_id: id } });
const mine = { id: 'est_a', name: 'to-crm', status: 'enabled', subscriptions: [{ event_type: 'user.created' }], destination: toAction('act-source') };
const sourceNames = { actions: new Map([['act-source', 'forward-user-events']]) };
const target = (actions: Map<string, string> | undefined, resource?: Record<string, unknown>): PlanTarget =>
  ({ ...(resource ? { resource } : {}), names: actions ? { actions } : {}, scopes: SCOPES });

describe('event streams: Action destinations by name', () => {
  it('the normalised form names the action (its id differs per tenant); an unknown id says so', () => {
    const n = eventStreamsCompare.normalise(mine, sourceNames);
    assert.deepEqual(n.value.destination, { type: 'action', configuration: { action: 'forward-user-events' } });
    assert.deepEqual(n.references, [{ field: 'destination', kind: 'action', id: 'act-source', name: 'forward-user-events' }]);
    assert.deepEqual(eventStreamsCompare.needs, ['actions']);
    const unknown = eventStreamsCompare.normalise(mine, { actions: new Map() });
    assert.deepEqual(unknown.value.destination, { type: 'action', configuration: { action: { id: 'act-source', note: 'no action with this id could be read on this tenant' } } });
  });

  it('a create sends the target\'s action of the same name and shows the name', () => {
    const plan = streams.plan({ resource: mine, names: sourceNames }, target(new Map([['act-target', 'forward-user-events'], ['other', 'x']])));
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.body.destination, toAction('act-target'));
    assert.match(JSON.stringify(plan.action.changes), /forward-user-events/);
    assert.doesNotMatch(JSON.stringify(plan.action.changes), /act-target/);
  });

  it('a create is blocked when the target has no action of that name, two of them, or cannot read actions', () => {
    const none = streams.plan({ resource: mine, names: sourceNames }, target(new Map([['act-target', 'another-action']])));
    assert.equal(none.action.kind, 'blocked');
    assert.match(none.notCopied[0]!.reason, /The target has no action named "forward-user-events": create and deploy it there \(trigger event-stream\)/);
    const two = streams.plan({ resource: mine, names: sourceNames }, target(new Map([['a', 'forward-user-events'], ['b', 'forward-user-events']])));
    assert.match(two.notCopied[0]!.reason, /more than one action named "forward-user-events"/);
    const unreadable = streams.plan({ resource: mine, names: sourceNames }, target(undefined));
    assert.equal(unreadable.action.kind, 'blocked');
    assert.match(unreadable.notCopied[0]!.reason, /read:actions/);
    const unnamed = streams.plan({ resource: mine, names: { actions: new Map() } }, target(new Map()));
    assert.match(unnamed.notCopied[0]!.reason, /cannot be found on the source tenant/);
  });

  it('an existing stream: the same action by name is no difference; another one is listed as not copied', () => {
    const theirs = { ...mine, id: 'est_b', status: 'disabled', destination: toAction('act-target') };
    const same = streams.plan({ resource: mine, names: sourceNames }, target(new Map([['act-target', 'forward-user-events']]), theirs));
    assert.ok(same.action.kind === 'update');
    assert.deepEqual(same.action.body, { status: 'enabled' });
    assert.deepEqual(same.notCopied, []);
    const other = streams.plan({ resource: mine, names: sourceNames }, target(new Map([['act-target', 'audit-events']]), theirs));
    assert.deepEqual(other.notCopied.map((n) => n.field), ['destination']);
    assert.match(other.notCopied[0]!.reason, /runs the action "audit-events", this one "forward-user-events"/);
  });

  it('a workspace file names the action; Apply reads it back as a reference by name', () => {
    const file = { name: 'to-crm', subscriptions: mine.subscriptions, destination: { type: 'action', configuration: { action: 'forward-user-events' } } };
    const out = eventStreamsFiles.fromFile!(file);
    assert.ok('resource' in out);
    const id = (out.resource.destination as { configuration: { action_id: string } }).configuration.action_id;
    assert.equal(out.names.actions?.get(id), 'forward-user-events');
    const plan = streams.plan({ resource: out.resource, names: out.names }, target(new Map([['act-target', 'forward-user-events']])));
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.body.destination, toAction('act-target'));
    const nameless = eventStreamsFiles.fromFile!({ ...file, destination: { type: 'action', configuration: {} } });
    assert.ok('problem' in nameless && /must be the name of the action/.test(nameless.problem));
  });
});

describe('event streams: Action destinations between two emulators', function () {
  this.timeout(60_000);
  const t = twoTenants();

  it('the demo\'s Action stream is created on the production twin with its action of the same name, then nothing to do', async () => {
    const plan = (await planCopy(streams, S.userAction, side(t.staging), side(t.production), SCOPES)).plan;
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.body.destination, toAction(PRODUCTION_EVENT_STREAM_ACTION_ID));
    const created = await applyPlan(streams, t.production.client(), plan);
    assert.deepEqual(created?.destination, toAction(PRODUCTION_EVENT_STREAM_ACTION_ID));
    assert.notEqual(PRODUCTION_EVENT_STREAM_ACTION_ID, A.eventStreamDeployed);
    assert.equal((await planCopy(streams, S.userAction, side(t.staging), side(t.production), SCOPES)).plan.action.kind, 'none');
  });
});
