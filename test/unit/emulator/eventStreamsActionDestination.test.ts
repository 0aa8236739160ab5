import assert from 'node:assert/strict';
import { buildSeed } from '../../../src/emulator/seed';
import { DEMO_ACTION_IDS as A, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { destinationError } from '../../../src/emulator/routes/eventStreamsSimulation';
import { control, emulatorSuite } from './helpers';

const advance = (url: string, seconds: number) => control(url, 'POST', '/clock', { advanceSeconds: seconds });

describe('emulator: Action destinations', () => {
  const env = emulatorSuite({ deliveryDelayMs: 1000 });
  beforeEach(() => control(env.url, 'POST', '/reset'));

  it('delivers a test event to the deployed event-stream action: succeeded after the first attempt', async () => {
    const res = await env.api('POST', `/event-streams/${S.userAction}/test`, { body: { event_type: 'user.created' } });
    assert.equal(res.status, 202, res.text);
    await advance(env.url, 10);
    const d = (await env.api('GET', `/event-streams/${S.userAction}/deliveries/${res.body.id}`)).body;
    assert.equal(d.status, 'succeeded');
    assert.deepEqual(d.attempts.map((a: { status: string }) => a.status), ['succeeded']);
  });

  it('an action that is missing or was never deployed fails every attempt; a deployed one accepts', () => {
    const state = buildSeed('demo');
    const stream = state.eventStreams.find((s) => s.id === S.userAction)!;
    assert.equal(destinationError(stream, state.actions), undefined);
    assert.match(destinationError(stream, [])!, /Action e5000000-.* not found/);
    const undeployed = state.actions.map((a) => (a.id === A.eventStreamDeployed ? { ...a, deployed_version: undefined } : a));
    assert.match(destinationError(stream, undeployed)!, /is not deployed/);
  });

  it('the production twin has the event-stream action under another id and no stream to it', () => {
    const prod = buildSeed('demo-production');
    const action = prod.actions.find((a) => a.name === 'forward-user-events')!;
    assert.notEqual(action.id, A.eventStreamDeployed);
    assert.ok(!prod.eventStreams.some((s) => s.destination.type === 'action'));
  });

  it('PATCH refuses to change an Action destination (Action destinations are immutable)', async () => {
    const res = await env.api('PATCH', `/event-streams/${S.userAction}`, { body: { destination: { type: 'action', configuration: { action_id: A.eventStreamDeployed } } } });
    assert.equal(res.status, 400);
    const renamed = await env.api('PATCH', `/event-streams/${S.userAction}`, { body: { name: 'renamed', status: 'disabled' } });
    assert.equal(renamed.status, 200, renamed.text);
    assert.deepEqual(renamed.body.destination, { type: 'action', configuration: { action_id: A.eventStreamDeployed } });
  });
});
