import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import { ScriptedPrompts } from './helpers/scriptedPrompts';
import { until } from '../helpers/wait';
import type { PickItem } from '../../src/ui/prompts';

/** Scripted prompts that also keep every quick-pick item offered (label, description, detail). */
class RecordingPrompts extends ScriptedPrompts {
  readonly offered: PickItem<unknown>[][] = [];

  override async pick<T>(items: PickItem<T>[] | Promise<PickItem<T>[]>, options: vscode.QuickPickOptions): Promise<T> {
    const list = await items;
    this.offered.push(list as PickItem<unknown>[]);
    return super.pick(list, options);
  }
}

const redeliveries = (byRoute: Record<string, number>) => Object.entries(byRoute).filter(([r]) => r.includes('redeliver')).reduce((n, [, c]) => n + c, 0);

type Deliveries = { deliveries?: { id: string }[] } | { id: string }[];
const failedIds = async (streamId: string) => {
  const { body } = await emulator.api<Deliveries>('GET', `event-streams/${streamId}/deliveries?statuses=failed`);
  return (Array.isArray(body) ? body : body.deliveries ?? []).map((d) => d.id);
};

describe('Event streams: redeliver and delete', () => {
  let s: Services;
  let prompts: RecordingPrompts;
  let tenantId: string;
  let streams: TreeNode;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, tenantId } = await freshTenant());
    prompts = new RecordingPrompts();
    s.prompts.current = prompts;
    const [tenant] = await children(s);
    streams = await child(s, tenant, 'Event Streams');
  });

  it('redelivers one failed delivery from its node and removes it from the failed list', async () => {
    const stream = await child(s, streams, /user/i);
    const [delivery] = await children(s, stream);
    const eventId = delivery.id.split('/').pop()!;
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', delivery);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    assert.match(prompts.notices.at(-1)!.message, /Redelivery of .* requested/);
    assert.ok(!(await failedIds(DEMO_EVENT_STREAM_IDS.userWebhook)).includes(eventId));
    assert.ok(!(await children(s, stream)).some((n) => n.id.endsWith(eventId)), 'the tree no longer lists it');
  });

  it('redelivers all failed events of a stream after a confirmation', async () => {
    const stream = await child(s, streams, /user/i);
    prompts.script({ kind: 'pick', value: 'All failed events' }, { kind: 'confirm', value: 'Redeliver', expect: new RegExp(`Redeliver the ${DEMO_EVENT_IDS.userWebhook.failed.length} failed events of "${label(s, stream)}" on Local emulator`) });
    await vscode.commands.executeCommand('authTenants.redeliverAllFailed', stream);
    assert.deepEqual(await failedIds(DEMO_EVENT_STREAM_IDS.userWebhook), []);
    assert.equal(prompts.pending, 0);
  });

  it('from the palette lists the stream\'s failed deliveries (event type, time, last error) and redelivers the one picked', async () => {
    const wanted = DEMO_EVENT_IDS.orgEventBridge.failed[1];
    const { body } = await emulator.api<{ deliveries: { id: string; event_type: string; attempts: { error_message?: string }[] }[] }>('GET', `event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}/deliveries?statuses=failed`);
    prompts.script({ kind: 'pick', value: (s: { id: string }) => s.id === DEMO_EVENT_STREAM_IDS.orgEventBridge }, { kind: 'pick', value: wanted, expect: /Redeliver Event \(2\/2\)/ });
    await vscode.commands.executeCommand('authTenants.redeliverEvent');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    const offered = prompts.offered[1]!;
    const rows = offered.filter((i) => String(i.value).startsWith('evt_'));
    assert.deepEqual(rows.map((i) => i.value).sort(), [...DEMO_EVENT_IDS.orgEventBridge.failed].sort(), 'every failed delivery, nothing else');
    for (const row of rows) {
      const d = body.deliveries.find((x) => x.id === row.value)!;
      assert.equal(row.label, d.event_type, 'the event type is the label');
      assert.match(String(row.description), /\d.*· \d+ attempts/, 'the time of the last attempt');
      const lastError = d.attempts.at(-1)?.error_message;
      assert.ok(lastError && String(row.detail).includes(lastError), 'the last error');
    }
    assert.ok(offered.some((i) => /Enter an event id/.test(i.label)), 'an id can still be typed');
    assert.ok(!(await failedIds(DEMO_EVENT_STREAM_IDS.orgEventBridge)).includes(wanted), 'redelivered');
  });

  it('a typed id is validated as typed; one that is not a failed delivery of the stream says which stream, and nothing is sent', async () => {
    const typeIt = { kind: 'pick', value: /Enter an event id/ } as const;
    prompts.script(
      { kind: 'pick', value: (s: { id: string }) => s.id === DEMO_EVENT_STREAM_IDS.orgEventBridge }, typeIt,
      { kind: 'input', value: DEMO_EVENT_IDS.orgEventBridge.failed[0].slice(0, 25), invalid: true },
    );
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverEvent');
    assert.match(prompts.validationMessages[0], /exactly 26 characters \(this one has 25\)/);
    prompts.script({ kind: 'pick', value: (s: { id: string }) => s.id === DEMO_EVENT_STREAM_IDS.userWebhook }, typeIt, { kind: 'input', value: DEMO_EVENT_IDS.userWebhook.pending });
    await vscode.commands.executeCommand('authTenants.redeliverEvent');
    const error = prompts.notices.find((n) => n.kind === 'error');
    assert.ok(error, 'an error is shown');
    assert.match(error.message, new RegExp(`"user-lifecycle-webhook" has no failed delivery with the id ${DEMO_EVENT_IDS.userWebhook.pending}`));
    const after = await emulator.stats();
    const sent = Object.fromEntries(Object.entries(after.byRoute).map(([r, n]) => [r, n - (before.byRoute[r] ?? 0)]));
    assert.equal(redeliveries(sent), 0, 'nothing was sent');

    prompts.script({ kind: 'pick', value: (s: { id: string }) => s.id === DEMO_EVENT_STREAM_IDS.orgEventBridge }, typeIt, { kind: 'input', value: DEMO_EVENT_IDS.orgEventBridge.failed[0] });
    await vscode.commands.executeCommand('authTenants.redeliverEvent');
    assert.ok(!(await failedIds(DEMO_EVENT_STREAM_IDS.orgEventBridge)).includes(DEMO_EVENT_IDS.orgEventBridge.failed[0]), 'a typed failed id is redelivered');
  });

  it('explains a 409 when the event was redelivered since the list was loaded', async () => {
    const stream = await child(s, streams, /user/i);
    const [delivery] = await children(s, stream);
    const eventId = delivery.id.split('/').pop()!;
    assert.equal((await emulator.api('POST', `event-streams/${DEMO_EVENT_STREAM_IDS.userWebhook}/redeliver/${eventId}`)).status, 202);
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', delivery);
    const error = prompts.notices.find((n) => n.kind === 'error');
    assert.ok(error, 'an error is shown');
    assert.match(error.message, /not in a failed state/);
  });

  it('deletes a stream after a modal that names the stream and the tenant', async () => {
    const stream = await child(s, streams, /user/i);
    const name = label(s, stream);
    prompts.script({ kind: 'confirm', value: 'Delete', expect: new RegExp(`"${name}" from Local emulator`) });
    await vscode.commands.executeCommand('authTenants.deleteEventStream', stream);
    assert.equal((await emulator.api('GET', `event-streams/${DEMO_EVENT_STREAM_IDS.userWebhook}`)).status, 404);
    assert.deepEqual((await children(s, streams)).map((n) => label(s, n)).filter((l) => l === name), [], 'the tree no longer lists it');
  });

  it('deletes a stream picked from the palette, and the Event Streams list reloads', async () => {
    await children(s, streams);
    prompts.script(
      { kind: 'pick', value: (st: { id: string }) => st.id === DEMO_EVENT_STREAM_IDS.orgEventBridge, expect: /Delete Event Stream/ },
      { kind: 'confirm', value: 'Delete', expect: /"org-events-eventbridge" from Local emulator/ },
    );
    await vscode.commands.executeCommand('authTenants.deleteEventStream');
    assert.equal((await emulator.api('GET', `event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}`)).status, 404);
    await until('the list without it', async () => !(await children(s, streams)).some((n) => label(s, n) === 'org-events-eventbridge'));
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
  });

  it('keeps the stream when the confirmation is dismissed', async () => {
    const stream = await child(s, streams, /user/i);
    prompts.script({ kind: 'confirm', value: undefined });
    await vscode.commands.executeCommand('authTenants.deleteEventStream', stream);
    assert.equal((await emulator.api('GET', `event-streams/${DEMO_EVENT_STREAM_IDS.userWebhook}`)).status, 200);
    assert.deepEqual(prompts.notices, [], 'a cancel is silent');
  });

  it('on a production tenant requires typing the stream name', async () => {
    const profile = s.registry.get(tenantId)!;
    await s.registry.save({ ...profile, environment: 'production' });
    const [tenant] = await children(s);
    const prodStreams = await child(s, tenant, 'Event Streams');
    const stream = await child(s, prodStreams, /user/i);
    const name = label(s, stream);
    prompts.script({ kind: 'confirm', value: 'Delete' }, { kind: 'input', value: 'wrong name', invalid: true });
    await vscode.commands.executeCommand('authTenants.deleteEventStream', stream);
    assert.match(prompts.validationMessages[0], /Type exactly/);
    assert.equal((await emulator.api('GET', `event-streams/${DEMO_EVENT_STREAM_IDS.userWebhook}`)).status, 200);
    prompts.script({ kind: 'confirm', value: 'Delete' }, { kind: 'input', value: name });
    await vscode.commands.executeCommand('authTenants.deleteEventStream', stream);
    assert.equal((await emulator.api('GET', `event-streams/${DEMO_EVENT_STREAM_IDS.userWebhook}`)).status, 404);
  });
});
