/** The pure rules of Test…, Deploy, Versions and Bindings: payloads, the test report, bindings plans, version lines. */
import assert from 'node:assert/strict';
import {
  beforeAfter, bindingsBody, boundActions, positions, sameOrder, withAdded, withMoved, withRemoved, type BoundAction,
} from '../../../../src/kinds/actions/bindingsPlan';
import { deployDetail } from '../../../../src/kinds/actions/deployWords';
import { payloadKey, readPayload, samplePayload, triggerOf } from '../../../../src/kinds/actions/testPayloads';
import { errorLine, testReport, testSummary, type TestRun } from '../../../../src/kinds/actions/testReport';
import { shortDate, versionLines } from '../../../../src/kinds/actions/versionsList';

const t = (m: string, ...a: (string | number)[]) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));
const A: BoundAction = { actionId: 'a1', name: 'alpha' };
const B: BoundAction = { actionId: 'b2', name: 'beta' };
const C: BoundAction = { actionId: 'c3', name: 'gamma' };

describe('actions: test payloads', () => {
  it('a sample per trigger, a fresh copy each time, and common fields for a trigger without one', () => {
    const login = samplePayload('post-login');
    assert.ok((login.user as { email: string }).email && login.request && login.transaction);
    (login.user as Record<string, unknown>).email = 'changed';
    assert.notEqual((samplePayload('post-login').user as { email: string }).email, 'changed');
    assert.ok(samplePayload('credentials-exchange').accessToken);
    assert.deepEqual(Object.keys(samplePayload('event-stream')).sort(), ['request', 'tenant']);
    assert.deepEqual(Object.keys(samplePayload(undefined)).sort(), ['request', 'tenant']);
  });

  it('the trigger is the action\'s first; the key is per tenant and action', () => {
    assert.equal(triggerOf({ supported_triggers: [{ id: 'post-login' }, { id: 'x' }] }), 'post-login');
    assert.equal(triggerOf({}), undefined);
    assert.notEqual(payloadKey('t1', 'a'), payloadKey('t2', 'a'));
    assert.notEqual(payloadKey('t1', 'a'), payloadKey('t1', 'b'));
  });

  it('reads a JSON object; a syntax error names its line; an array or a string is refused', () => {
    assert.deepEqual(readPayload('{ "user": { "id": 1 } }'), { ok: true, payload: { user: { id: 1 } } });
    const bad = readPayload('{\n  "user": {\n    "id": 1,,\n  }\n}');
    assert.equal(bad.ok, false);
    assert.equal(!bad.ok && bad.line, 3);
    assert.equal(readPayload('[1]').ok, false);
    assert.equal(readPayload('"x"').ok, false);
  });
});

describe('actions: the test report', () => {
  const run = (result: TestRun['result']): TestRun => ({ action: 'add-claims', tenant: 'Dev', trigger: 'post-login', at: '2026-11-27T10:00:00Z', result });

  it('lists the commands to api with their arguments and the console output, and says the draft ran', () => {
    const text = testReport(run({
      commands: [{ name: 'api.idToken.setCustomClaim', args: ['https://x/plan', 'gold'] }, { name: 'api.access.deny', args: ['no'] }],
      logs: [{ level: 'log', message: 'hello' }, { level: 'error', message: 'oops' }],
      duration_ms: 12.4,
    }), t);
    assert.match(text, /1\. `api\.idToken\.setCustomClaim\("https:\/\/x\/plan", "gold"\)`/);
    assert.match(text, /2\. `api\.access\.deny\("no"\)`/);
    assert.match(text, /hello\n\[error\] oops/);
    assert.match(text, /Result: passed/);
    assert.match(text, /saved draft code \(not the deployed version\)/);
    assert.match(text, /12 ms/);
    assert.match(testSummary(run({ commands: [{ name: 'a' }] }), t), /ran without error \(1 api commands\)/);
  });

  it('a failure shows the error with its line, in the report and the summary', () => {
    const result = { error: { name: 'TypeError', message: 'x is not a function', line: 7, column: 3 } };
    assert.equal(errorLine(result), 7);
    assert.match(testReport(run(result), t), /Result: failed\n\nError at line 7, column 3: TypeError: x is not a function/);
    assert.equal(testSummary(run(result), t), 'Test of add-claims on Dev failed at line 7: TypeError: x is not a function');
    assert.equal(errorLine({ error: { message: 'm', line: 0 } }), undefined);
    assert.equal(testSummary(run({ error: { message: 'timed out' } }), t), 'Test of add-claims on Dev failed: timed out');
  });

  it('empty runs say so; a log holding a fence cannot end its block', () => {
    const text = testReport(run({ logs: [{ level: 'log', message: '```\n# not a heading' }] }), t);
    assert.match(text, /The action asked nothing of api\./);
    assert.match(text, /````text\n```\n# not a heading\n````/);
    assert.match(testReport(run({}), t), /Nothing was logged\./);
  });
});

describe('actions: bindings plans', () => {
  it('reads the service\'s bindings in order (display name first) and writes the PATCH list by id', () => {
    const list = boundActions([{ display_name: 'shown', action: { id: 'a1', name: 'alpha' } }, { action: { id: 'b2', name: 'beta' } }, { display_name: 'orphan' }]);
    assert.deepEqual(list, [{ actionId: 'a1', name: 'shown' }, B]);
    assert.deepEqual(bindingsBody(list), [
      { ref: { type: 'action_id', value: 'a1' }, display_name: 'shown' }, { ref: { type: 'action_id', value: 'b2' }, display_name: 'beta' }]);
  });

  it('adds at a place (clamped), never twice; removes; moves up and down within the ends', () => {
    assert.deepEqual(withAdded([A, B], C, 0), [C, A, B]);
    assert.deepEqual(withAdded([A, B], C, 1), [A, C, B]);
    assert.deepEqual(withAdded([A, B], C, 9), [A, B, C]);
    assert.equal(withAdded([A, B], A, 0), undefined);
    assert.deepEqual(withRemoved([A, B, C], 'b2'), [A, C]);
    assert.equal(withRemoved([A], 'zz'), undefined);
    assert.deepEqual(withMoved([A, B, C], 'c3', -2), [C, A, B]);
    assert.deepEqual(withMoved([A, B, C], 'a1', 1), [B, A, C]);
    assert.equal(withMoved([A, B], 'a1', -1), undefined);
    assert.equal(withMoved([A, B], 'b2', 1), undefined);
    assert.ok(sameOrder([A, B], [A, B]) && !sameOrder([A, B], [B, A]));
  });

  it('the confirmation shows the order before and after; the places name their neighbours', () => {
    assert.equal(beforeAfter([A, B], [B, A]), 'Before: 1. alpha  2. beta\nAfter:  1. beta  2. alpha');
    assert.equal(beforeAfter([], [A]), 'Before: (none)\nAfter:  1. alpha');
    assert.deepEqual(positions([]).map((p) => p.position), [0]);
    assert.deepEqual(positions([A, B]), [
      { label: 'First (before alpha)', position: 0 }, { label: 'After alpha', position: 1 }, { label: 'Last (after beta)', position: 2 }]);
  });
});

describe('actions: versions and deploy words', () => {
  it('the newest first, the deployed one marked, the date short', () => {
    const lines = versionLines([
      { id: 'v1', number: 1, created_at: '2026-11-01T09:30:00.000Z', status: 'built' },
      { id: 'v3', number: 3, deployed: true, created_at: '2026-11-27T10:41:12Z' },
      { id: 'v2', number: 2, status: 'failed' },
    ]);
    assert.deepEqual(lines.map((l) => l.id), ['v3', 'v2', 'v1']);
    assert.deepEqual(lines[0], { id: 'v3', label: '$(check) v3', description: 'deployed · 2026-11-27 10:41' });
    assert.equal(lines[1]!.description, 'failed');
    assert.equal(lines[2]!.description, '2026-11-01 09:30');
    assert.equal(shortDate('yesterday'), 'yesterday');
  });

  it('deploy says which version it replaces and where it runs', () => {
    assert.match(deployDetail({ supported_triggers: [{ id: 'post-login' }] }), /^Its saved draft becomes its first version\. .*\(post-login\)/);
    assert.match(deployDetail({ deployed_version: { number: 4 }, all_changes_deployed: true }), /version 4 is deployed now\)\. The draft has no change since the last deploy\./);
  });
});
