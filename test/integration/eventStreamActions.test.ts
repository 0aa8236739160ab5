// Event stream Action destinations in a real VS Code with two emulator tenants (`--seed demo` "Local emulator",
// `--seed demo-production` "Production", whose event-stream action has the same name under another id): created
// step by step with the action picked by name, seen in the tree, edited (name and status; the destination locked),
// compared with Production (the action by name) and copied there (the action mapped by name).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_ACTION_IDS, PRODUCTION_EVENT_STREAM_ACTION_ID } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { activeDiff } from './helpers/compareDiff';
import { openedDoc as doc, editJson as edit, ours, setText, until } from './helpers/documents';
import { adminGet, emulator } from './helpers/emulator';
import { child, children } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import type { SecondEmulator } from './helpers/secondEmulator';
import { tenantsPerSuite } from './helpers/suite';

const PRODUCTION = 'production-emulator';
const NAME = 'crm-user-events';
interface Stream { id: string; name: string; status: string; destination: { type: string; configuration: Record<string, unknown> } }
const streamsOn = async (url: string) => (await adminGet<{ eventStreams: Stream[] }>(url, 'event-streams?take=100')).eventStreams;
const local = async () => (await emulator.api<{ eventStreams: Stream[] }>('GET', 'event-streams?take=100')).body.eventStreams;

describe('Event stream Action destinations: Create, Edit, Compare, Copy', function () {
  this.timeout(90_000);
  let s: Services;
  let prompts: ScriptedPrompts;
  let tenant: TreeNode;
  let second: SecondEmulator;

  tenantsPerSuite((t) => {
    ({ services: s, prompts, local: tenant } = t);
    second = t.second!;
  }, { seed: 'demo-production', id: PRODUCTION, label: 'Production' });

  const group = () => child(s, tenant, 'Event Streams');
  const row = async (name: string | RegExp) => child(s, await group(), name);

  it('from a JSON draft: the action completes and hovers by name, a wrong one is an error on action_id, Create sends it', async () => {
    prompts.script({ kind: 'pick', value: 'From a JSON draft' });
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createEventStream', await group());
    assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
    const text = (actionId: string) => `${JSON.stringify({ name: 'draft-to-action', subscriptions: [{ event_type: 'user.created' }], destination: { type: 'action', configuration: { action_id: actionId } } }, null, 2)}\n`;
    await setText(uri, text(DEMO_ACTION_IDS.postLoginDeployed));
    const wrong = await until('the wrong trigger error', () => ours(uri).find((d) => /does not have the event-stream trigger/.test(d.message)));
    const lines = doc(uri).getText().split('\n');
    assert.equal(wrong.range.start.line, lines.findIndex((l) => l.includes('"action_id"')), 'on action_id');
    assert.equal(await vscode.commands.executeCommand('authTenants.submitEventStreamDraft', uri), undefined, 'refused before sending');

    await setText(uri, text(''));
    const line = doc(uri).getText().split('\n').findIndex((l) => l.includes('"action_id"'));
    const inQuotes = new vscode.Position(line, doc(uri).lineAt(line).text.indexOf('""') + 1);
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, inQuotes);
    const offered = list.items.filter((i) => typeof i.label !== 'string').map((i) => (i.label as vscode.CompletionItemLabel).label);
    assert.deepEqual(offered, ['forward-user-events'], 'only the deployed event-stream actions, by name');

    await setText(uri, text(DEMO_ACTION_IDS.eventStreamDeployed));
    await until('no problem', () => ours(uri).length === 0);
    const at = doc(uri).getText().split('\n').findIndex((l) => l.includes('"action_id"'));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(at, doc(uri).lineAt(at).text.indexOf('e5000000') + 2));
    const said = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n').replace(/&nbsp;/g, ' ');
    assert.match(said, /Action "forward-user-events": deployed, with the event-stream trigger/);
    const created = await vscode.commands.executeCommand<{ id: string }>('authTenants.submitEventStreamDraft', uri);
    assert.ok(created?.id, JSON.stringify(prompts.notices));
    assert.deepEqual((await local()).find((x) => x.name === 'draft-to-action')?.destination, { type: 'action', configuration: { action_id: DEMO_ACTION_IDS.eventStreamDeployed } });
  });

  it('Create Event Stream… step by step: Action, picked by name among the deployed event-stream actions; the row says action', async () => {
    prompts.script(
      { kind: 'pick', value: 'Step by step' },
      { kind: 'input', value: NAME },
      { kind: 'pick', value: 'Action' },
      { kind: 'pick', value: 'forward-user-events', expect: /The action that receives the events/ },
      { kind: 'pickMany', value: ['user.created', 'user.updated'] },
      { kind: 'confirm', value: 'Create', expect: /Create the event stream "crm-user-events" on Local emulator\?[\s\S]*Destination: the action "forward-user-events"/ },
    );
    await vscode.commands.executeCommand('authTenants.createEventStream', await group());
    const actionPick = prompts.asked.find((a) => /The action that receives the events/.test(a.text))!;
    assert.deepEqual(actionPick.items, ['forward-user-events'], 'only the deployed actions with the event-stream trigger are offered');
    const created = (await local()).find((x) => x.name === NAME);
    assert.deepEqual(created?.destination, { type: 'action', configuration: { action_id: DEMO_ACTION_IDS.eventStreamDeployed } });
    await until('the new stream is in the tree', async () => (await children(s, await group())).some((n) => s.tree.getTreeItem(n).label === NAME));
    const item = s.tree.getTreeItem(await row(NAME));
    assert.equal(item.description, 'enabled · action');
    assert.match(String((item.tooltip as vscode.MarkdownString).value), new RegExp(`action\\\\_id:&nbsp;${DEMO_ACTION_IDS.eventStreamDeployed}`));
  });

  it('edited as JSON: name and status are saved; the Action destination is locked with a message', async () => {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editEventStream', await row(NAME));
    assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
    await until('the document is open', () => doc(uri));
    const shown = JSON.parse(doc(uri).getText()) as Stream;
    assert.deepEqual(shown.destination, { type: 'action', configuration: { action_id: DEMO_ACTION_IDS.eventStreamDeployed } });

    await edit(uri, (v) => (v.destination.configuration.action_id = PRODUCTION_EVENT_STREAM_ACTION_ID));
    await until('the locked destination is an error', () => ours(uri).some((d) => /The action destination cannot be changed here/.test(d.message)));
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false, 'a locked value is never sent');
    assert.equal((await emulator.stats()).byRoute['PATCH /api/v2/event-streams/:id'] ?? 0, 0);

    await edit(uri, (v) => {
      v.destination.configuration.action_id = DEMO_ACTION_IDS.eventStreamDeployed;
      v.name = `${NAME}-v2`;
      v.status = 'disabled';
    });
    await until('no problem left', () => ours(uri).length === 0);
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /Apply 2 change\(s\) to event stream crm-user-events on Local emulator\?/ });
    assert.equal(await doc(uri).save(), true, `saved; notices: ${JSON.stringify(prompts.notices)}`);
    const after = (await local()).find((x) => x.name === `${NAME}-v2`);
    assert.equal(after?.status, 'disabled');
    assert.deepEqual(after?.destination, { type: 'action', configuration: { action_id: DEMO_ACTION_IDS.eventStreamDeployed } }, 'the destination is kept');
  });

  it('Compare with Tenant…: the action by name; Production has no such stream', async () => {
    await until('the renamed row', async () => (await children(s, await group())).some((n) => s.tree.getTreeItem(n).label === `${NAME}-v2`));
    await vscode.commands.executeCommand('authTenants.compareWithTenant', await row(`${NAME}-v2`));
    const { left, right } = await activeDiff();
    assert.match(left, /"action": "forward-user-events"/);
    assert.match(left, new RegExp(`// destination: forward-user-events is the action ${DEMO_ACTION_IDS.eventStreamDeployed}`));
    assert.doesNotMatch(left, /"action_id"/);
    assert.match(right, /No event stream with the name "crm-user-events-v2" on Production/);
  });

  it('Copy to Tenant…: created on Production with its action of the same name (another id there)', async () => {
    prompts.script(
      { kind: 'confirm', value: 'Create', expect: /Create the event stream "crm-user-events-v2"[\s\S]*forward-user-events/ },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row(`${NAME}-v2`));
    assert.deepEqual(prompts.messages('error'), []);
    const copied = (await streamsOn(second.url)).find((x) => x.name === `${NAME}-v2`);
    assert.deepEqual(copied?.destination, { type: 'action', configuration: { action_id: PRODUCTION_EVENT_STREAM_ACTION_ID } });
    assert.equal(copied?.status, 'disabled');

    await vscode.commands.executeCommand('authTenants.copyToTenant', await row(`${NAME}-v2`));
    assert.match(prompts.messages('info').at(-1) ?? '', /^Nothing to do: the event stream "crm-user-events-v2"/);
  });
});
