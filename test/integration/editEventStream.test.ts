// Edit Event Stream: the stream as an `auth-tenants:` JSON document in a real VS Code, applied on save through the
// one resource editor (errors block, server changes detected, changes confirmed); the authorization is locked.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_STREAM_IDS } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { openedDoc as doc, editJson as edit, ours, setText, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { narrowToken } from './helpers/tokens';
import { freshTenantPerTest } from './helpers/suite';

const HOOK = DEMO_EVENT_STREAM_IDS.userWebhook;
const HOOK_NAME = 'user-lifecycle-webhook';
const PATCH = 'PATCH /api/v2/event-streams/:id';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const server = async (id: string = HOOK) => (await emulator.api<Json>('GET', `event-streams/${id}`)).body;
const patches = async () => (await emulator.stats()).byRoute[PATCH] ?? 0;


describe('Edit Event Stream', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  freshTenantPerTest((services, scripted) => {
    s = services;
    prompts = scripted;
  });

  async function streamsGroup(tenantIndex = 0): Promise<TreeNode> {
    const tenants = await children(s);
    return child(s, tenants[tenantIndex], 'Event Streams');
  }

  /** Clicks the stream's row: runs the row's own command with its arguments. */
  async function clickRow(name = HOOK_NAME): Promise<vscode.Uri> {
    const row = await child(s, await streamsGroup(), name);
    const command = s.tree.getTreeItem(row).command!;
    assert.equal(command.command, 'authTenants.editEventStream', 'a click opens the editable document');
    const uri = await vscode.commands.executeCommand<vscode.Uri>(command.command, ...(command.arguments ?? []));
    assert.ok(uri instanceof vscode.Uri, `the command returns the document URI; notices: ${JSON.stringify(prompts.notices)}`);
    await until('the document is open', () => doc(uri));
    return uri;
  }

  it('a click on the stream row opens it: editable fields, no id, dates or secret; the header offers Update Webhook Credentials', async () => {
    const uri = await clickRow();
    assert.equal(uri.toString(true), `auth-tenants:/local-emulator/event-streams/${HOOK}/${HOOK_NAME}.event-stream.json`);
    const shown = JSON.parse(doc(uri).getText()) as Json;
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = await server();
    assert.deepEqual(shown, rest);
    assert.deepEqual(Object.keys(shown), ['name', 'status', 'subscriptions', 'destination']);
    assert.deepEqual(shown.destination.configuration.webhook_authorization, { method: 'bearer' });
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(ours(uri), []);
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
    assert.deepEqual(lenses.map((l) => l.command?.title), [`$(broadcast) ${HOOK_NAME} · Local emulator`, '$(key) Update Credentials…', '$(cloud-upload) Save to apply']);
    const credentials = lenses.find((l) => l.command?.command === 'authTenants.updateWebhookCredentials');
    assert.ok(credentials, 'the header runs Update Webhook Credentials');
    assert.deepEqual(credentials.command!.arguments, [{ tenantId: 'local-emulator', streamId: HOOK }]);
  });

  it('from the palette: name, subscriptions and endpoint saved after the change list; the streams list refreshes', async () => {
    const group = await streamsGroup();
    await children(s, group);
    prompts.script({ kind: 'pick', value: HOOK_NAME, expect: /Edit an event stream/ });
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editEventStream');
    assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
    await until('the document is open', () => doc(uri));
    await edit(uri, (v) => {
      v.name = 'user-events';
      v.subscriptions = [{ event_type: 'user.created' }, { event_type: 'user.deleted' }];
      v.destination.configuration.webhook_endpoint = 'https://hooks.example.org/v2/events';
    });
    await emulator.resetStats();
    prompts.script({
      kind: 'confirm',
      value: 'Apply',
      expect: /Apply 3 change\(s\) to event stream user-lifecycle-webhook on Local emulator\?[\s\S]*name: "user-lifecycle-webhook" → "user-events"[\s\S]*subscriptions: [\s\S]*webhook_endpoint: "https:\/\/hooks\.example\.com\/auth\/events" → "https:\/\/hooks\.example\.org\/v2\/events"/,
    });
    assert.equal(await doc(uri).save(), true, `saved; notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal(await patches(), 1);
    const after = await server();
    assert.equal(after.name, 'user-events');
    assert.deepEqual(after.subscriptions, [{ event_type: 'user.created' }, { event_type: 'user.deleted' }]);
    assert.equal(after.destination.configuration.webhook_endpoint, 'https://hooks.example.org/v2/events');
    assert.deepEqual(after.destination.configuration.webhook_authorization, { method: 'bearer' }, 'the authorization is kept');
    assert.equal(doc(uri).isDirty, false);
    assert.ok(prompts.notices.some((n) => n.kind === 'info' && /Event stream user-events updated/.test(n.message)));
    await until('the streams list shows the new name', async () => (await children(s, group)).some((n) => label(s, n) === 'user-events'));
    prompts.script({ kind: 'pick', value: 'user-events' });
    const again = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editEventStream');
    assert.equal(again?.toString(), uri.toString(), 'the renamed stream opens in its open document, not a second one');
    assert.equal(JSON.parse(doc(uri).getText()).name, 'user-events');
  });

  it('a change on the server meanwhile: Compare, Merge or Overwrite; Merge keeps the server\'s change', async () => {
    const uri = await clickRow();
    await edit(uri, (v) => (v.name = 'mine'));
    assert.equal((await emulator.api('PATCH', `event-streams/${HOOK}`, { status: 'disabled' })).status, 200);
    await emulator.resetStats();
    prompts.script(
      { kind: 'confirm', value: 'Compare', expect: /Event stream user-lifecycle-webhook was changed on the server[\s\S]*status: "enabled" → "disabled"/ },
      { kind: 'confirm', value: 'Merge', expect: /Server version \(left\) and yours \(right\) of event stream/ },
      { kind: 'confirm', value: 'Apply', expect: /Apply 1 change\(s\)[\s\S]*name: "user-lifecycle-webhook" → "mine"$/ },
    );
    assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.deepEqual(prompts.asked.at(-3)?.items, ['Compare', 'Merge', 'Overwrite']);
    assert.equal(await patches(), 1);
    const after = await server();
    assert.equal(after.name, 'mine');
    assert.equal(after.status, 'disabled', 'the server\'s change is kept');
  });

  it('a bad value: an error on the value, the save is refused, the text stays as typed and nothing is sent', async () => {
    const uri = await clickRow();
    await edit(uri, (v) => (v.destination.configuration.webhook_endpoint = 'http://hooks.example.com/plain'));
    const text = doc(uri).getText();
    const line = text.split('\n').findIndex((l) => l.includes('"webhook_endpoint"'));
    const error = await until('the endpoint error', () => ours(uri).find((d) => d.severity === vscode.DiagnosticSeverity.Error));
    assert.equal(error.range.start.line, line);
    assert.match(error.message, /https/);
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(doc(uri).isDirty, true);
    assert.equal(doc(uri).getText(), text);
    assert.match(prompts.notices.at(-1)!.message, /^Save refused\. Not applied: the document has a problem/);
    assert.equal((await emulator.stats()).requests, 0, 'no request at all');
  });

  it('an edit of the authorization is refused with the pointer to Update Webhook Credentials', async () => {
    const uri = await clickRow();
    await edit(uri, (v) => (v.destination.configuration.webhook_authorization = { method: 'basic', username: 'me' }));
    const lines = doc(uri).getText().split('\n');
    const line = lines.findIndex((l) => l.includes('"method"'));
    const error = await until('the authorization error', () => ours(uri).find((d) => /Update Webhook Credentials/.test(d.message)));
    assert.deepEqual([error.range.start.line, error.range.start.character], [line, lines[line]!.indexOf('"method"')], 'on the method key');
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.match(prompts.notices.at(-1)!.message, /Update Webhook Credentials/);
    assert.equal(doc(uri).isDirty, true);
    assert.equal(await patches(), 0);
  });

  it('a name another stream has (400, or 409): a clear message, also at name, the document stays dirty', async () => {
    const uri = await clickRow();
    await edit(uri, (v) => (v.name = 'org-events-eventbridge'));
    const line = doc(uri).getText().split('\n').findIndex((l) => l.includes('"name"'));
    const refused = async (status: number) => {
      await emulator.resetStats();
      prompts.script({ kind: 'confirm', value: 'Apply' });
      assert.equal(await doc(uri).save(), false);
      assert.equal(await patches(), 1, `one PATCH, answered ${status}`);
      assert.match(prompts.notices.at(-1)!.message, /Another event stream of this tenant already has this name: choose another name/, `on a ${status}`);
      const atName = await until(`the message at name (${status})`, () => ours(uri).find((d) => /already has this name/.test(d.message)));
      assert.equal(atName.range.start.line, line);
      assert.equal(doc(uri).isDirty, true);
      assert.equal((await server()).name, HOOK_NAME);
    };
    await refused(400); // what the emulator answers, as the contract lists no 409 for a PATCH
    await emulator.faults('409@1x1:PATCH /api/v2/event-streams/*');
    try {
      await refused(409);
      const again = await emulator.api('PATCH', `event-streams/${HOOK}`, { name: 'org-events-eventbridge' });
      assert.equal(again.status, 400, 'the injected 409 was spent on the save');
    } finally {
      await emulator.faults('');
    }
  });

  it('a token without update:event_streams: the row opens the read-only view, Edit is told the missing scope', async () => {
    await s.registry.save(
      { id: 'read-only-streams', label: 'Read-only streams', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
      { accessToken: await narrowToken('read:event_streams read:event_deliveries') },
    );
    const tenants = await children(s);
    const index = tenants.findIndex((t) => label(s, t) === 'Read-only streams');
    const row = await child(s, await streamsGroup(index), HOOK_NAME);
    await until('the token\'s scopes are known', () => /missing:update:event_streams/.test(String(s.tree.getTreeItem(row).contextValue)));
    assert.equal(s.tree.getTreeItem(row).command?.command, 'authTenants.openResource');
    await emulator.resetStats();
    const uri = await vscode.commands.executeCommand('authTenants.editEventStream', row);
    assert.equal(uri, undefined);
    const told = await until('the error', () => prompts.notices.find((n) => n.kind === 'error'));
    assert.match(told.message, /update:event_streams/);
    assert.equal(await patches(), 0);
    await s.registry.remove('read-only-streams');
  });

  it('the JSON Schema completes event types in subscriptions', async () => {
    const uri = await clickRow();
    await setText(uri, '{\n  "subscriptions": [{ "event_type": "" }]\n}\n');
    const labels = await until('event type completions', async () => {
      const items = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(1, 38));
      const found = items.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
      return found.some((l) => l.includes('user.created')) && found;
    });
    assert.ok(labels.some((l) => l.includes('organization.member.added')));
  });
});
