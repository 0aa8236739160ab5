import assert from 'node:assert/strict';
import { draftProblems } from '../../../../src/editors/drafts/draftProblems';
import type { ActionInfo } from '../../../../src/kinds/facets/draft';
import { isEventStreamAction } from '../../../../src/kinds/eventStreams/draftActionChecks';
import { createBody, stepOfServerError } from '../../../../src/kinds/eventStreams/createEventStreamRules';

const ACTIONS: ActionInfo[] = [
  { id: 'es-1', name: 'forward-user-events', deployed: true, triggers: ['event-stream'], allChangesDeployed: true },
  { id: 'es-2', name: 'draft-forwarder', deployed: false, triggers: ['event-stream'] },
  { id: 'es-3', name: 'forwarder-with-changes', deployed: true, triggers: ['event-stream'], allChangesDeployed: false },
  { id: 'pl-4', name: 'add-roles', deployed: true, triggers: ['post-login'] },
];
const doc = (actionId: string) => JSON.stringify({ name: 'to-action', subscriptions: [{ event_type: 'user.created' }], destination: { type: 'action', configuration: { action_id: actionId } } }, null, 2);
const codes = (actionId: string, actions: ActionInfo[] | null = ACTIONS) =>
  draftProblems('event-streams', doc(actionId), actions ? { actions } : {}).map((p) => [p.path.join('.'), p.severity, p.code]);

describe('event stream draft: Action destinations', () => {
  it('a deployed event-stream action of the tenant has no problem', () => {
    assert.deepEqual(codes('es-1'), []);
  });

  it('an unknown id, another trigger, an undeployed action and undeployed changes are reported on action_id', () => {
    const at = 'destination.configuration.action_id';
    assert.deepEqual(codes('nope'), [[at, 'error', 'action_not_found']]);
    assert.deepEqual(codes('pl-4'), [[at, 'error', 'action_wrong_trigger']]);
    assert.deepEqual(codes('es-2'), [[at, 'warning', 'action_not_deployed']]);
    assert.deepEqual(codes('es-3'), [[at, 'warning', 'action_changes_not_deployed']]);
  });

  it('without the tenant\'s actions (not readable) only the shape is checked', () => {
    assert.deepEqual(codes('nope', null), []);
  });

  it('the wizard offers only deployed event-stream actions and sends the picked id', () => {
    assert.deepEqual(ACTIONS.filter(isEventStreamAction).map((a) => a.name), ['forward-user-events', 'forwarder-with-changes']);
    const body = createBody({ name: 's', type: 'action', action: { id: 'es-1', name: 'forward-user-events' }, eventTypes: ['user.created'] });
    assert.deepEqual(body, { name: 's', subscriptions: [{ event_type: 'user.created' }], destination: { type: 'action', configuration: { action_id: 'es-1' } } });
    assert.equal(stepOfServerError(400, "Payload validation error: 'x' on property destination.configuration.action_id."), 'action');
  });
});
