import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { EventStreamNode } from '../../src/kinds/eventStreams/tree';
import type { TreeNode } from '../../src/tree/node';
import { makeFailedDeliveries } from '../helpers/failedDeliveries';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const USER = DEMO_EVENT_STREAM_IDS.userWebhook;
const ORG = DEMO_EVENT_STREAM_IDS.orgEventBridge;
const ONE = 'POST /api/v2/event-streams/:id/redeliver/:event_id';
const BULK = 'POST /api/v2/event-streams/:id/redeliver';

type Stats = { byRoute: Record<string, number>; rateLimited?: number };
const sent = (before: Stats, after: Stats, route: string) => (after.byRoute[route] ?? 0) - (before.byRoute[route] ?? 0);
const eventIdOf = (node: TreeNode) => node.id.split('/').pop()!;

async function failedIds(streamId: string): Promise<string[]> {
  const { status, body } = await emulator.api<{ deliveries?: { id: string }[] }>('GET', `event-streams/${streamId}/deliveries?statuses=failed&take=100`);
  assert.equal(status, 200);
  return (body.deliveries ?? []).map((d) => d.id);
}

describe('Event streams: redeliver a selection, redeliver failed events by filter', () => {
  let s: Services;
  let prompts: ScriptedPrompts;
  let tenantId: string;

  const streamsGroup = async () => child(s, (await children(s))[0], 'Event Streams');
  const streamRow = async (name: RegExp) => (await child(s, await streamsGroup(), name)) as EventStreamNode;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts, tenantId } = await freshTenant());
  });

  afterEach(async () => emulator.rateLimit({ rate: 1000, burst: 1000 }));

  it('redelivers 3 selected failed deliveries after one confirmation, reports once, and the rows go', async () => {
    const stream = await streamRow(/user/i);
    const rows = (await children(s, stream)).slice(0, 3);
    assert.equal(rows.length, 3);
    prompts.script({ kind: 'confirm', value: 'Redeliver', expect: /^Redeliver 3 selected failed deliveries of "user-lifecycle-webhook" on Local emulator\?/ });
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', rows[0], rows);
    assert.equal(prompts.pending, 0);
    assert.equal(sent(before, await emulator.stats(), ONE), 3, 'one request per selected event');
    assert.deepEqual(prompts.notices, [{ kind: 'info', message: 'Redelivered 3 of 3.' }]);
    const stillFailed = await failedIds(USER);
    for (const row of rows) assert.ok(!stillFailed.includes(eventIdOf(row)), `${eventIdOf(row)} redelivered`);
    assert.equal(stillFailed.length, DEMO_EVENT_IDS.userWebhook.failed.length - 3);
    const shown = (await children(s, stream)).map(eventIdOf);
    assert.deepEqual(shown.filter((id) => rows.some((r) => eventIdOf(r) === id)), [], 'the redelivered rows are gone');
  });

  it('names an event redelivered meanwhile as no longer failed; the others succeed; the selection may span streams', async () => {
    const user = (await children(s, await streamRow(/user/i))).slice(0, 2);
    const org = (await children(s, await streamRow(/org/i))).slice(0, 1);
    const gone = eventIdOf(user[1]);
    assert.equal((await emulator.api('POST', `event-streams/${USER}/redeliver/${gone}`)).status, 202);
    const selection = [...user, ...org];
    prompts.script({ kind: 'confirm', value: 'Redeliver', expect: /3 selected failed deliveries of "user-lifecycle-webhook", "org-events-eventbridge" on Local emulator/ });
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', user[0], selection);
    assert.equal(prompts.notices.length, 1, 'one report');
    assert.equal(prompts.notices[0].kind, 'warn');
    assert.equal(prompts.notices[0].message, `Redelivered 2 of 3; 1 refused: ${gone} (no longer failed).`);
    assert.ok(!(await failedIds(USER)).includes(eventIdOf(user[0])));
    assert.ok(!(await failedIds(ORG)).includes(eventIdOf(org[0])));
  });

  it('one row, or the clicked row outside the selection, is redelivered alone without a confirmation', async () => {
    const rows = await children(s, await streamRow(/user/i));
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', rows[0], [rows[0]]);
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', rows[1]);
    assert.equal(sent(before, await emulator.stats(), ONE), 2);
    assert.deepEqual(prompts.notices.map((n) => n.kind), ['info', 'info']);
    assert.match(prompts.notices[0].message, /^Redelivery of user\.\w+ requested\.$/);
  });

  it('paces a selection to a free tenant (2/s, burst 2) with no 429, and Cancel stops sending the rest', async () => {
    await emulator.rateLimit({ off: true });
    const made = await makeFailedDeliveries(emulatorUrl(), USER, 12);
    await emulator.rateLimit({ rate: 2, burst: 2 });
    const stream = await streamRow(/user/i);
    const rows = (await children(s, stream)).filter((n) => made.includes(eventIdOf(n)));
    assert.equal(rows.length, 12);
    prompts.script({ kind: 'confirm', value: 'Redeliver', expect: /^Redeliver 12 selected/ });
    prompts.cancelProgressAt = /^Redelivering 5 of 12…$/;
    const before = (await emulator.stats()) as Stats;
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', rows[0], rows);
    const after = (await emulator.stats()) as Stats;
    await emulator.rateLimit({ rate: 1000, burst: 1000 }); // the checks below call the API directly
    const requests = sent(before, after, ONE);
    assert.equal(after.rateLimited! - (before.rateLimited ?? 0), 0, 'no 429');
    // Cancel came with the 4th answer; the 5th was already handed over (the window of two) and finishes.
    assert.equal(requests, 5, 'the rest were not sent');
    assert.deepEqual(prompts.progressShown[0].messages.slice(0, 5), ['Redelivering 1 of 12…', 'Redelivering 2 of 12…', 'Redelivering 3 of 12…', 'Redelivering 4 of 12…', 'Redelivering 5 of 12…']);
    assert.deepEqual(prompts.notices, [{ kind: 'warn', message: 'Redelivered 5 of 12; 7 not sent (cancelled).' }]);
    const failed = await failedIds(USER);
    assert.equal(made.filter((id) => failed.includes(id)).length, 7, 'the 7 not sent are still failed');
  });

  it('Redeliver Failed Events… by event types and time: exactly the matching events, in one request', async () => {
    await emulator.rateLimit({ off: true });
    const deleted = await makeFailedDeliveries(emulatorUrl(), USER, 2, { eventType: 'user.deleted' });
    const created = await makeFailedDeliveries(emulatorUrl(), USER, 1, { eventType: 'user.created' });
    await emulator.rateLimit({ rate: 1000, burst: 1000 });
    const stream = await streamRow(/user/i);
    prompts.script(
      { kind: 'pick', value: /Choose event types and time range/, expect: /Redeliver Failed Events of user-lifecycle-webhook/ },
      { kind: 'pickMany', value: ['user.deleted'] },
      { kind: 'pick', value: 'Last hour' },
      { kind: 'confirm', value: 'Redeliver', expect: /^Redeliver the 2 failed events of "user-lifecycle-webhook" matching user\.deleted · last hour on Local emulator\?/ },
    );
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverAllFailed', stream);
    assert.equal(prompts.pending, 0);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    assert.equal(sent(before, await emulator.stats(), BULK), 1, 'one bulk request');
    const failed = await failedIds(USER);
    assert.deepEqual(deleted.filter((id) => failed.includes(id)), [], 'the matching events were redelivered');
    assert.deepEqual(created.filter((id) => failed.includes(id)), created, 'another type stays failed');
    for (const id of DEMO_EVENT_IDS.userWebhook.failed) assert.ok(failed.includes(id), `${id} (older than an hour) stays failed`);
  });

  it('offers the row\'s filter, and on a production tenant asks for the stream\'s name typed', async () => {
    const profile = s.registry.get(tenantId)!;
    await s.registry.save({ ...profile, environment: 'production' });
    const stream = await streamRow(/user/i);
    stream.filter = { eventTypes: ['user.updated'] };
    const name = label(s, stream);
    const answers = [
      { kind: 'pick', value: /row's filter/ },
      { kind: 'confirm', value: 'Redeliver', expect: /^Redeliver the 2 failed events of "user-lifecycle-webhook" matching user\.updated on/ },
    ] as const;
    prompts.script(...answers, { kind: 'input', value: 'wrong name', invalid: true });
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverAllFailed', stream);
    assert.match(prompts.validationMessages[0], /Type exactly: user-lifecycle-webhook/);
    assert.equal(sent(before, await emulator.stats(), BULK), 0, 'nothing sent without the name');
    assert.ok(prompts.asked.some((a) => a.kind === 'pick' && a.items?.some((i) => /row's filter/.test(i))));
    prompts.script(...answers, { kind: 'input', value: name, expect: /production tenant/ });
    await vscode.commands.executeCommand('authTenants.redeliverAllFailed', stream);
    const failed = await failedIds(USER);
    assert.deepEqual(failed.sort(), [DEMO_EVENT_IDS.userWebhook.failed[0], DEMO_EVENT_IDS.userWebhook.failed[2]].sort(), 'only the user.updated events were redelivered');

    // A selection on a production tenant: the stream's name typed too.
    stream.filter = undefined;
    stream.reset();
    const rows = await children(s, stream);
    prompts.script({ kind: 'confirm', value: 'Redeliver' }, { kind: 'input', value: name, expect: /Type the stream name "user-lifecycle-webhook" to redeliver its 2 selected/ });
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', rows[0], rows);
    assert.deepEqual(await failedIds(USER), []);
    assert.equal(prompts.pending, 0);
  });
});
