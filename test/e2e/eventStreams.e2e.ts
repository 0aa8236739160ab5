// Event streams and their deliveries: a failed delivery redelivered from its inline action; a webhook stream created
// step by step (the bearer token in a password box, never in the review nor in the tenant's answer); a test event
// sent to the failing webhook, its failed delivery opened, a selection of two redelivered; a stream disabled as
// JSON through its change list, and one deleted after its confirmation. The picture delivery-details.png comes
// from here.
import * as assert from 'node:assert/strict';
import { DEMO_EVENT_STREAM_IDS } from '../../src/emulator/seed/ids';
import { apiGet } from './emulator';
import { openFromTree, waitForTab } from './helpers/editors';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { waitForDescription } from './helpers/tree';
import { until } from './workbench';

/** A webhook secret typed in the story (the review and the tenant's answer are checked not to show it). */
const E2E_WEBHOOK_TOKEN = 'e2e-bearer-api-key-5f2c9d';

describe('Event streams and deliveries: redelivered, created, tested, disabled and deleted', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470, loadGroups: true });

  it('redelivers a failed delivery from its inline action', async function () {
    const wb = await story.openGroup('Event Streams');
    await wb.tree.expand('user-lifecycle-webhook');
    await waitForDescription(wb, 'user-lifecycle-webhook', '4 failed · enabled · webhook');
    await wb.tree.inlineAction('user.created', 'Redeliver');

    await wb.toast('Redelivery of user.created requested.');
    await until('the redelivered event to leave the failed list', async () => {
      const labels = (await wb.tree.childrenOf('user-lifecycle-webhook')).map((d) => d.label);
      return labels.join() === 'user.updated,user.deleted,user.updated';
    }, { state: () => wb.tree.summary() });
    await waitForDescription(wb, 'user-lifecycle-webhook', '3 failed · enabled · webhook');
    await wb.tree.collapse('user-lifecycle-webhook');
  });

  it('creates a webhook event stream step by step: name, endpoint, bearer token in a password box, event types, review', async function () {
    const wb = await story.openGroup('Event Streams');
    await wb.tree.inlineAction('Event Streams', 'Create Event Stream…');
    await wb.quick.waitForTitle('Create Event Stream on Demo tenant');
    await wb.quick.pick('Step by step');
    const step = async (n: number) => until(`step ${n} of Create Event Stream`, async () => (await wb.quick.widget.isVisible()) && new RegExp(`^Create Event Stream \\((step ${n}|${n}/\\d)\\)$`).test(await wb.quick.title()), { state: () => wb.quick.title() });
    await step(1);
    await wb.quick.submit('partner-webhook');
    await step(2);
    await wb.quick.pick('Webhook');
    await step(3);
    await wb.quick.fill('http://hooks.partner.example/auth');
    await until('the https rule under the box', async () => /https:\/\//.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit('https://hooks.partner.example/auth');
    await step(4);
    await wb.quick.pick('Bearer token');
    await step(5);
    assert.equal(await wb.quick.input.getAttribute('type'), 'password', 'the secret is typed in a password box');
    await wb.quick.submit(E2E_WEBHOOK_TOKEN);
    await step(6);
    await wb.quick.fill('user.'); // the list is long: narrow it to the user events
    await wb.quick.item('user.created').click();
    await wb.quick.item('user.deleted').click();
    await until('two event types ticked', async () => (await wb.quick.items()).filter((i) => i.checked).length === 2, { state: () => wb.quick.items() });
    await wb.quick.ok();

    const dialog = await wb.dialog();
    assert.equal(dialog.message, 'Create the event stream "partner-webhook" on Demo tenant?');
    assert.match(dialog.detail, /Destination: webhook https:\/\/hooks\.partner\.example\/auth/);
    assert.match(dialog.detail, /Authorization: Bearer token/);
    assert.match(dialog.detail, /Event types: user\.created, user\.deleted/);
    assert.ok(!dialog.detail.includes(E2E_WEBHOOK_TOKEN), 'the review never shows the secret');
    await wb.dialogButton('Create');
    const created = await wb.toast(/^Created the event stream partner-webhook \(est_\w+\) on Demo tenant\.$/);
    await until('the new stream in the tree', async () => (await wb.tree.childrenOf('Event Streams')).some((r) => r.label === 'partner-webhook'), { state: () => wb.tree.summary() });
    const id = /\((est_\w+)\)/.exec(created)![1];
    const { body } = await apiGet<Record<string, unknown>>(`event-streams/${id}`);
    assert.deepEqual(body.subscriptions, [{ event_type: 'user.created' }, { event_type: 'user.deleted' }]);
    assert.ok(!JSON.stringify(body).includes(E2E_WEBHOOK_TOKEN), 'the tenant never answers the secret');
    story.done('create-stream');
  });

  it('sends a test event to the failing webhook, opens the failed delivery, and redelivers a selection of two', async function () {
    this.timeout(150_000); // the test delivery to the failing endpoint takes its four attempts
    const wb = await story.openGroup('Event Streams');
    const stream = 'user-lifecycle-webhook';
    await wb.tree.expand(stream);
    await wb.tree.contextMenu(stream, 'Send Test Event…');
    await wb.quick.waitForTitle(`Send Test Event to ${stream}`);
    const failedBefore = (await wb.tree.childrenOf(stream)).length;
    await wb.quick.pick('user.created');
    // The delivery takes its four attempts (a few seconds); once it failed the stream lists it, then the report shows.
    await until('the failed test delivery under the stream', async () => (await wb.tree.childrenOf(stream)).length > failedBefore, { timeout: 45_000, state: () => wb.tree.summary() });
    await wb.toast(/^Test event user\.created to user-lifecycle-webhook failed: /);
    await wb.notificationButton('Test event user.created', 'Open Delivery');
    await wb.waitForEditor(/^auth-tenants-view:.*\.jsonc$/);
    const text = await until('the delivery details', async () => {
      const t = await wb.editorText();
      return /attempt/i.test(t) && t.includes('user.created') && t;
    });
    assert.match(text, /"specversion": "1\.0"/, 'the CloudEvent is shown');
    await wb.parkMouse();
    await wb.screenshot('delivery-details');
    await wb.runCommand('View: Close All Editors');

    const before = (await wb.tree.childrenOf(stream)).length;
    await wb.clearNotifications();
    // Two rows selected (click, then Ctrl+click), then Redeliver on one of them acts on both.
    await (await wb.tree.reveal('user.created')).click();
    await (await wb.tree.reveal('user.deleted')).click({ modifiers: ['Control'] });
    await wb.tree.inlineAction('user.deleted', 'Redeliver');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Redeliver 2 selected failed deliveries of "${stream}" on Demo tenant?`);
    await wb.dialogButton('Redeliver');
    await wb.toast(/^Redelivered 2 of 2\b/);
    await until('the two redelivered events to leave the failed list', async () => (await wb.tree.childrenOf(stream)).length === before - 2, { state: () => wb.tree.summary() });
    await wb.tree.collapse(stream);
  });

  it('edits an event stream as JSON: disables it through the change list', async function () {
    const name = 'org-events-eventbridge';
    const wb = await story.openGroup('Event Streams');
    // a stream's row opens it for editing
    await openFromTree(wb, name, new RegExp(`^auth-tenants:.*/event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}/${name}\\.event-stream\\.json$`), '"status": "enabled"', 'the stream document');
    await wb.replaceInEditor('enabled', 'disabled');
    await waitForTab(wb, `${name}.event-stream.json`, true);
    await wb.page.keyboard.press('Control+S');
    const review = await wb.dialog();
    assert.equal(review.message, `Apply 1 change(s) to event stream ${name} on Demo tenant?`);
    assert.equal(review.detail, 'status: "enabled" → "disabled"');
    await wb.dialogButton('Apply');
    await wb.toast(`Event stream ${name} updated.`);
    assert.equal((await apiGet<{ status: string }>(`event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}`)).body.status, 'disabled');
    await wb.runCommand('View: Close All Editors');
    await waitForDescription(wb, name, /(^|· )disabled · eventbridge$/);
  });

  it('deletes an event stream after its confirmation (Cancel keeps it, Delete removes it)', async function () {
    const wb = await story.openGroup('Event Streams');
    const name = 'org-events-eventbridge';
    const created = story.has('create-stream') ? ['partner-webhook'] : [];

    await wb.tree.contextMenu(name, 'Delete Event Stream…');
    let dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the event stream "${name}" from Demo tenant?`);
    assert.equal(dialog.detail, 'Its destination stops receiving events at once. This cannot be undone.');
    assert.deepEqual([...dialog.buttons].sort(), ['Cancel', 'Delete']);
    await wb.dialogButton('Cancel');
    assert.deepEqual((await wb.tree.childrenOf('Event Streams')).map((r) => r.label), ['user-lifecycle-webhook', name, 'user-events-action', ...created], 'Cancel keeps the stream');
    assert.equal((await apiGet(`event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}`)).status, 200);

    await wb.tree.contextMenu(name, 'Delete Event Stream…');
    dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the event stream "${name}" from Demo tenant?`);
    await wb.dialogButton('Delete');
    await wb.toast(`Deleted the event stream ${name} from Demo tenant.`);
    await until('the stream to leave the tree', async () => (await wb.tree.childrenOf('Event Streams')).map((r) => r.label).join() === ['user-lifecycle-webhook', 'user-events-action', ...created].join(), { state: () => wb.tree.summary() });
    await waitForDescription(wb, 'Event Streams', String(2 + created.length));
    assert.equal((await apiGet(`event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}`)).status, 404);
  });
});
