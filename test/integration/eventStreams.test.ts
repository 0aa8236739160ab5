import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

type Deliveries = { deliveries?: { id: string }[] } | { id: string }[];
const failedIds = async (streamId: string) => {
  const { body } = await emulator.api<Deliveries>('GET', `event-streams/${streamId}/deliveries?statuses=failed`);
  return (Array.isArray(body) ? body : body.deliveries ?? []).map((d) => d.id);
};

describe('Event streams: redeliver and delete', () => {
  let s: Services;
  let prompts: ScriptedPrompts;
  let tenantId: string;
  let streams: TreeNode;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts, tenantId } = await freshTenant());
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
    prompts.script({ kind: 'confirm', value: 'Redeliver', expect: /Redeliver every failed event/ });
    await vscode.commands.executeCommand('authTenants.redeliverAllFailed', stream);
    assert.deepEqual(await failedIds(DEMO_EVENT_STREAM_IDS.userWebhook), []);
    assert.equal(prompts.pending, 0);
  });

  it('asks for a stream and a 26-character event id from the palette, validating as typed', async () => {
    prompts.script(
      { kind: 'pick', value: DEMO_EVENT_STREAM_IDS.orgEventBridge },
      { kind: 'input', value: DEMO_EVENT_IDS.orgEventBridge.failed[0].slice(0, 25), invalid: true },
    );
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverEvent');
    assert.match(prompts.validationMessages[0], /exactly 26 characters \(this one has 25\)/);
    const after = await emulator.stats();
    assert.equal(Object.keys(after.byRoute).filter((r) => r.includes('redeliver')).reduce((n, r) => n + after.byRoute[r] - (before.byRoute[r] ?? 0), 0), 0, 'nothing was sent');

    prompts.script({ kind: 'pick', value: DEMO_EVENT_STREAM_IDS.orgEventBridge }, { kind: 'input', value: DEMO_EVENT_IDS.orgEventBridge.failed[0] });
    await vscode.commands.executeCommand('authTenants.redeliverEvent');
    assert.ok(!(await failedIds(DEMO_EVENT_STREAM_IDS.orgEventBridge)).includes(DEMO_EVENT_IDS.orgEventBridge.failed[0]));
  });

  it('explains a 409 when the event is not in a failed state', async () => {
    prompts.script({ kind: 'pick', value: DEMO_EVENT_STREAM_IDS.userWebhook }, { kind: 'input', value: DEMO_EVENT_IDS.userWebhook.pending });
    await vscode.commands.executeCommand('authTenants.redeliverEvent');
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
