// A stream's delivery filter (Filter Deliveries… / Clear Delivery Filter, from the row and the palette) and a
// delivery's read-only document, in real VS Code against the emulator.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { closeOurEditors, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, freshTenant, hovered, label } from './helpers/extension';
import { ScriptedPrompts } from './helpers/scriptedPrompts';

const STREAM = DEMO_EVENT_STREAM_IDS.userWebhook;
const STREAM_NAME = 'user-lifecycle-webhook';

interface Attempt { status: string; timestamp: string; duration: number; error_message?: string }
interface Delivery { id: string; event_type: string; status: string; attempts: Attempt[]; event: Record<string, unknown> }

/** Moves the emulator's clock (seconds; 0 only reads it). */
async function clock(advanceSeconds: number): Promise<number> {
  const res = await fetch(`${emulatorUrl()}/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceSeconds }) });
  assert.equal(res.status, 200);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** Deliveries of the stream as the emulator answers them (checked independently of the extension). */
async function failedOnServer(query = ''): Promise<string[]> {
  const { status, body } = await emulator.api<{ deliveries: { id: string }[] }>('GET', `event-streams/${STREAM}/deliveries?statuses=failed${query}`);
  assert.equal(status, 200);
  return body.deliveries.map((d) => d.id).sort();
}

/**
 * Failed deliveries of "now": test events to the demo's failing webhook, settled by moving the emulator's clock
 * past their four attempts and back (their event time stays now).
 */
async function recentFailures(types: string[]): Promise<Record<string, string[]>> {
  const byType: Record<string, string[]> = {};
  for (const event_type of types) {
    const { status, body } = await emulator.api<{ id: string }>('POST', `event-streams/${STREAM}/test`, { event_type });
    assert.equal(status, 202);
    (byType[event_type] ??= []).push(body.id);
  }
  await clock(30);
  await failedOnServer();
  await clock(-30);
  return byType;
}

/** The document's JSON: its text without the `//` header lines (which must all come first). */
function documentJson(text: string): unknown {
  return JSON.parse(text.replace(/^\/\/.*\n/gm, ''));
}

/** The ids of the delivery rows (a filtered stream's first row shows its filter: not a delivery). */
const ids = (nodes: TreeNode[]) => nodes.filter((n) => !n.id.endsWith('/#filter')).map((n) => n.id.split('/').pop()!).sort();

describe('Event stream deliveries: filter and details', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;
  let tenant: TreeNode;

  beforeEach(async () => {
    await emulator.reset();
    // Another suite may have moved the emulator's clock: "last day" is the extension's day, so align them.
    const skew = (await clock(0)) - Date.now();
    if (Math.abs(skew) > 1000) await clock(-skew / 1000);
    ({ services: s, prompts } = await freshTenant());
    [tenant] = await children(s);
  });

  afterEach(closeOurEditors);

  const streamRow = async () => child(s, await child(s, tenant, 'Event Streams'), STREAM_NAME);
  const item = (node: TreeNode) => s.tree.getTreeItem(node);

  it('filters by event types and the last day: the row lists exactly the matching failed deliveries and shows the filter', async () => {
    const made = await recentFailures(['user.created', 'user.created', 'user.deleted', 'user.updated']);
    const row = await streamRow();
    assert.equal((await children(s, row)).length, DEMO_EVENT_IDS.userWebhook.failed.length + 4, 'unfiltered: every failed delivery');

    prompts.script({ kind: 'pickMany', value: ['user.created', 'user.deleted'], expect: /Filter Deliveries of user-lifecycle-webhook/ }, { kind: 'pick', value: 'Last day' });
    await vscode.commands.executeCommand('authTenants.filterDeliveries', row);
    assert.deepEqual(prompts.notices, []);
    const subscribed = (await emulator.api<{ subscriptions: { event_type: string }[] }>('GET', `event-streams/${STREAM}`)).body.subscriptions.map((x) => x.event_type);
    const types = prompts.asked.find((a) => a.kind === 'pickMany')!.items!;
    assert.deepEqual(types.slice(0, subscribed.length), subscribed, 'the stream\'s subscriptions come first');
    assert.ok(types.length > subscribed.length, 'then every other event type');

    const expected = [...made['user.created']!, ...made['user.deleted']!].sort();
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
    assert.deepEqual(await failedOnServer(`&event_types=user.created,user.deleted&date_from=${dayAgo}`), expected, 'the emulator agrees');
    assert.deepEqual(ids(await children(s, row)), expected, 'the children are exactly the matching failed deliveries');

    const shown = item(row);
    assert.equal(shown.description, '3 failed · filtered · enabled · webhook', 'the count first, then that a filter narrows it');
    const [filterRow] = await children(s, row);
    assert.equal(label(s, filterRow!), 'Filter: user.created, user.deleted · last day', 'the filter is the first row under the stream');
    assert.match(String(shown.contextValue), /(^|;)filtered(;|$)/);
    assert.match((hovered(s, row).tooltip as vscode.MarkdownString).value.replace(/&nbsp;/g, ' '), /delivery filter: user\.created, user\.deleted · last day/);

    await vscode.commands.executeCommand('authTenants.refreshNode', row);
    assert.deepEqual(ids(await children(s, row)), expected, 'a refresh keeps the filter');
    await vscode.commands.executeCommand('authTenants.refreshNode', await child(s, tenant, 'Event Streams'));
    const again = await streamRow();
    assert.notEqual(again, row, 'the list of streams was loaded again');
    assert.deepEqual(ids(await children(s, again)), expected, 'so does a refresh of the list of streams');

    // Asked again, the current filter is preselected; a cancel keeps it.
    prompts.script({ kind: 'pickMany', value: undefined });
    await vscode.commands.executeCommand('authTenants.filterDeliveries', again);
    assert.deepEqual(prompts.asked.at(-1)!.picked, ['user.created', 'user.deleted']);
    prompts.script({ kind: 'pickMany', value: ['user.created', 'user.deleted'] }, { kind: 'pick', value: undefined });
    await vscode.commands.executeCommand('authTenants.filterDeliveries', again);
    assert.deepEqual(prompts.asked.at(-1)!.picked, ['Last day']);
    assert.deepEqual(ids(await children(s, again)), expected, 'still filtered');
  });

  it('from the palette: a custom range on a stream whose list was not loaded, then the row shows it', async () => {
    prompts.script(
      { kind: 'pick', value: STREAM_NAME, expect: /Filter Deliveries/ },
      { kind: 'pickMany', value: [] },
      { kind: 'pick', value: 'Custom range…' },
      { kind: 'input', value: 'yesterday', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.filterDeliveries');
    assert.match(prompts.validationMessages[0]!, /RFC 3339/);

    prompts.script(
      { kind: 'pick', value: STREAM_NAME },
      { kind: 'pickMany', value: [] },
      { kind: 'pick', value: 'Custom range…' },
      { kind: 'input', value: '2025-11-10T00:00:00Z', expect: /From/ },
      { kind: 'input', value: '2025-11-10T00:00:00Z', expect: /To/, invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.filterDeliveries');
    assert.match(prompts.validationMessages[1]!, /Must be after 2025-11-10T00:00:00Z/);

    prompts.script(
      { kind: 'pick', value: STREAM_NAME },
      { kind: 'pickMany', value: [] },
      { kind: 'pick', value: 'Custom range…' },
      { kind: 'input', value: '2025-11-10T00:00:00Z' },
      { kind: 'input', value: '2025-11-12T00:00:00Z' },
    );
    await vscode.commands.executeCommand('authTenants.filterDeliveries');
    assert.equal(prompts.pending, 0);
    const expected = await failedOnServer('&date_from=2025-11-10T00:00:00Z&date_to=2025-11-12T00:00:00Z');
    assert.deepEqual(expected, [DEMO_EVENT_IDS.userWebhook.failed[0], DEMO_EVENT_IDS.userWebhook.failed[1]].sort());
    const info = prompts.notices.filter((n) => n.kind === 'info').map((n) => n.message);
    assert.equal(info.length, 1, JSON.stringify(prompts.notices));
    assert.match(info[0]!, /2 failed deliveries of "user-lifecycle-webhook" match 2025-11-10T00:00:00Z – 2025-11-12T00:00:00Z\. See Local emulator › Event Streams › user-lifecycle-webhook/);

    const row = await streamRow();
    assert.equal(item(row).description, '2 failed · filtered · enabled · webhook');
    assert.equal(label(s, (await children(s, row))[0]!), 'Filter: 2025-11-10T00:00:00Z – 2025-11-12T00:00:00Z');
    assert.deepEqual(ids(await children(s, row)), expected);
  });

  it('Clear Delivery Filter (row and palette) lists every failed delivery again', async () => {
    const row = await streamRow();
    const all = await failedOnServer();
    prompts.script({ kind: 'pickMany', value: ['user.deleted'] }, { kind: 'pick', value: 'Any time' });
    await vscode.commands.executeCommand('authTenants.filterDeliveries', row);
    assert.deepEqual(ids(await children(s, row)), [DEMO_EVENT_IDS.userWebhook.failed[2]]);
    assert.equal(item(row).description, '1 failed · filtered · enabled · webhook');

    await vscode.commands.executeCommand('authTenants.clearDeliveryFilter', row);
    assert.deepEqual(ids(await children(s, row)), all);
    assert.equal(item(row).description, `${all.length} failed · enabled · webhook`);
    assert.doesNotMatch(String(item(row).contextValue), /\bfiltered\b/);

    prompts.script({ kind: 'pickMany', value: ['user.deleted'] }, { kind: 'pick', value: 'Last week' });
    await vscode.commands.executeCommand('authTenants.filterDeliveries', row);
    assert.equal(item(row).description, '0 failed · filtered · enabled · webhook');
    await vscode.commands.executeCommand('authTenants.clearDeliveryFilter');
    assert.deepEqual(ids(await children(s, row)), all, 'from the palette, the one filtered stream is cleared');
    assert.match(prompts.notices.at(-1)!.message, /lists all its 4 failed deliveries again/);
    await vscode.commands.executeCommand('authTenants.clearDeliveryFilter');
    assert.match(prompts.notices.at(-1)!.message, /No event stream has a delivery filter/);
  });

  it('a filter that matches nothing says so, and that row clears the filter', async () => {
    const row = await streamRow();
    prompts.script({ kind: 'pickMany', value: ['organization.created'] }, { kind: 'pick', value: 'Any time' });
    await vscode.commands.executeCommand('authTenants.filterDeliveries', row);
    const nodes = await children(s, row);
    assert.equal(nodes.length, 2);
    assert.equal(label(s, nodes[0]!), 'Filter: organization.created');
    assert.equal(label(s, nodes[1]!), 'No failed deliveries match the filter.');
    const command = item(nodes[1]!).command;
    assert.equal(command?.command, 'authTenants.clearDeliveryFilter');
    await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []));
    assert.deepEqual(ids(await children(s, row)), await failedOnServer());
  });

  it('the filter row: a click asks for the filter again, its inline action clears it', async () => {
    const row = await streamRow();
    prompts.script({ kind: 'pickMany', value: ['user.deleted'] }, { kind: 'pick', value: 'Any time' });
    await vscode.commands.executeCommand('authTenants.filterDeliveries', row);
    const [filterRow] = await children(s, row);
    assert.equal(item(filterRow!).contextValue, 'deliveryFilter');
    const click = item(filterRow!).command!;
    assert.equal(click.command, 'authTenants.filterDeliveries');
    prompts.script({ kind: 'pickMany', value: ['user.created'], expect: /Filter Deliveries of user-lifecycle-webhook/ }, { kind: 'pick', value: 'Any time' });
    await vscode.commands.executeCommand(click.command, ...(click.arguments ?? []));
    assert.deepEqual(prompts.asked.at(-2)!.picked, ['user.deleted'], 'the current filter is preselected');
    const [changed] = await children(s, row);
    assert.equal(label(s, changed!), 'Filter: user.created');
    // The inline ✕ (and the row's menu) passes the filter row itself.
    await vscode.commands.executeCommand('authTenants.clearDeliveryFilter', changed);
    assert.deepEqual(ids(await children(s, row)), await failedOnServer());
    assert.equal((await children(s, row)).some((n) => n.id.endsWith('/#filter')), false, 'no filter row once cleared');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'info'), [], 'cleared from the row: no message');
  });

  /** Runs what a click on the row runs; the document it opened. */
  async function click(node: TreeNode): Promise<vscode.TextDocument> {
    const command = item(node).command;
    assert.equal(command?.command, 'authTenants.openResource');
    await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []));
    const editor = vscode.window.activeTextEditor;
    assert.ok(editor, `an editor opened; notices: ${JSON.stringify(prompts.notices)}`);
    return editor.document;
  }

  it('opens a failed delivery: every attempt (time, status, duration, error) in the header, then the event and the attempts', async () => {
    const eventId = DEMO_EVENT_IDS.userWebhook.failed[0];
    const row = await streamRow();
    const node = (await children(s, row)).find((n) => n.id.endsWith(eventId))!;
    const before = (await emulator.stats()).byRoute;
    const document = await click(node);
    const gets = (await emulator.stats()).byRoute;
    const route = Object.keys(gets).find((r) => /^GET .*deliveries\/:event_id/.test(r));
    assert.ok(route && gets[route]! - (before[route] ?? 0) === 1, 'the delivery was fetched when opened');

    const { body: delivery } = await emulator.api<Delivery>('GET', `event-streams/${STREAM}/deliveries/${eventId}`);
    assert.equal(delivery.attempts.length, 4);
    const text = document.getText();
    const header = text.split('\n').filter((l) => l.startsWith('//'));
    assert.match(header.join('\n'), new RegExp(`Stream: ${STREAM_NAME}`));
    assert.ok(header.includes(`// Event type: ${delivery.event_type}`));
    assert.ok(header.includes('// Status: failed'));
    delivery.attempts.forEach((a, i) => {
      assert.ok(header.includes(`//   ${i + 1}. ${a.timestamp} · ${a.status} · ${a.duration} ms · ${a.error_message}`), `attempt ${i + 1} in ${header.join('\n')}`);
    });
    const parsed = documentJson(text) as Delivery;
    assert.deepEqual(parsed.event, delivery.event, 'the CloudEvent');
    assert.deepEqual(parsed.attempts, delivery.attempts);
    assert.equal(document.uri.scheme, 'auth-tenants-view');

    // Redelivered (it fails again), the same row opened again shows the new attempts in the open document.
    assert.equal((await emulator.api('POST', `event-streams/${STREAM}/redeliver/${eventId}`)).status, 202);
    await clock(30);
    const { body: after } = await emulator.api<Delivery>('GET', `event-streams/${STREAM}/deliveries/${eventId}`);
    await clock(-30);
    assert.equal(after.attempts.length, 8);
    const reopened = await click(node);
    assert.equal(reopened.uri.toString(), document.uri.toString());
    await until('the open document shows the new attempts', () => /Attempts \(8\)/.test(reopened.getText()));
    assert.deepEqual((documentJson(reopened.getText()) as Delivery).attempts, after.attempts);
  });

  it('Open Event Delivery… from the palette: a failed delivery picked, or any event id typed in', async () => {
    const [failedId] = DEMO_EVENT_IDS.userWebhook.failed;
    prompts.script(
      { kind: 'pick', value: STREAM_NAME, expect: /Open Event Delivery \(1\/2\)/ },
      { kind: 'pick', value: (id: string) => id === failedId, expect: /Open Event Delivery \(2\/2\)/ },
    );
    await vscode.commands.executeCommand('authTenants.openEventDelivery');
    const first = await until('the delivery document', () => vscode.window.activeTextEditor?.document.uri.scheme === 'auth-tenants-view' && vscode.window.activeTextEditor.document);
    assert.ok(first.getText().includes(`"id": "${failedId}"`), 'the failed delivery picked is the one opened');

    // A test event's id (not failed) typed in: opened all the same.
    const { body: sent } = await emulator.api<Delivery>('POST', `event-streams/${STREAM}/test`, { event_type: 'user.updated' });
    prompts.script(
      { kind: 'pick', value: STREAM_NAME },
      { kind: 'pick', value: '$(edit) Enter an event id…' },
      { kind: 'input', value: sent.id },
    );
    await vscode.commands.executeCommand('authTenants.openEventDelivery');
    const typed = await until('the typed delivery', () => vscode.window.activeTextEditor?.document.getText().includes(sent.id) && vscode.window.activeTextEditor.document);
    assert.match(typed.getText(), /Event type: user\.updated/);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
  });

  it('a token without read:event_deliveries is told the missing scope, and the delivery is not requested', async () => {
    const res = await fetch(`${emulatorUrl()}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-readonly', client_secret: 'emulator-readonly-secret', audience: `${emulatorUrl()}/api/v2/`, scope: 'read:event_streams' }),
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    await s.registry.save({ id: 'streams-only', label: 'Streams only', domain: emulatorUrl(), environment: 'staging', method: 'access-token' }, { accessToken: token });
    try {
      const narrow = (await children(s)).find((n) => label(s, n) === 'Streams only')!;
      const row = await child(s, await child(s, narrow, 'Event Streams'), STREAM_NAME);
      const [delivery] = await children(s, row);
      assert.ok(delivery && delivery.id.includes('evt_'), 'the list itself is readable with read:event_streams');
      const before = (await emulator.stats()).byRoute;
      const command = item(delivery).command!;
      await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []));
      const errors = prompts.notices.filter((n) => n.kind === 'error');
      assert.equal(errors.length, 1, JSON.stringify(prompts.notices));
      assert.match(errors[0]!.message, /Streams only lacks the scope read:event_deliveries/);
      const after = (await emulator.stats()).byRoute;
      assert.deepEqual(Object.keys(after).filter((r) => /deliveries\/:event_id/.test(r) && after[r] !== (before[r] ?? 0)), [], 'nothing was requested');
    } finally {
      await s.registry.remove('streams-only');
    }
  });
});
