// Hostile server data (POST /__emulator/hostile): names with markup and command links, control and bidi
// characters, line separators, 5000-character strings, unusual unicode, unexpected fields and wrong types.
// Every group still expands, every item renders as one short plain-text line, tooltips are untrusted markdown
// with every server value escaped (no HTML, no links, no command links), and every document opens with the
// exact values and nothing an editor would act on. The extension has no webview.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../../src/extension';
import { HOSTILE_STRINGS } from '../../../src/emulator/seed/hostile';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import type { PickItem } from '../../../src/ui/prompts';
import { closeOurEditors, doc } from '../helpers/documents';
import { emulator } from '../helpers/emulator';
import { children, EXTENSION_ID, hovered, label } from '../helpers/extension';
import { sleep } from '../../helpers/wait';
import { addHostileRecords, cleanTenant, errorsOf, messageKinds, until, type ButtonPrompts } from './support';

// eslint-disable-next-line no-control-regex
const NOT_IN_LABEL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const NOT_IN_DOCUMENT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

/** The hostile stream whose name and event type hold control and bidi characters. */
const HOSTILE_STREAM = 'est_hostile000000000000003';
const api = async () => (await vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)!.activate());

/** Every node under `node` (event streams included, "Load more" not followed). */
async function walk(s: Services, node: TreeNode | undefined, out: TreeNode[] = []): Promise<TreeNode[]> {
  for (const c of await children(s, node)) {
    out.push(c);
    if (s.tree.getTreeItem(c).collapsibleState !== vscode.TreeItemCollapsibleState.None) await walk(s, c, out);
  }
  return out;
}

describe('Reliability: hostile server data', function () {
  this.timeout(120_000);
  let s: Services;
  let prompts: ButtonPrompts;

  beforeEach(async () => {
    ({ s, prompts } = await cleanTenant(false));
  });

  afterEach(async () => {
    await closeOurEditors();
    await emulator.reset();
  });

  it('the tree expands every group and renders every item as one short, escaped, untrusted line', async () => {
    const added = await addHostileRecords();
    assert.equal(added.connections, HOSTILE_STRINGS.length);
    const nodes = await walk(s, undefined);
    // "No failed deliveries." under the Action-destination stream is a list loaded empty, not a failure.
    assert.deepEqual(messageKinds(nodes).filter((k) => k !== 'empty'), [], 'no group failed');
    assert.equal(new Set(nodes.map((n) => n.id)).size, nodes.length, 'tree ids are unique');
    const commands = new Set(await vscode.commands.getCommands(true));
    let hostileSeen = 0;
    for (const node of nodes) {
      const item = s.tree.getTreeItem(node);
      const text = label(s, node);
      assert.ok(text.length > 0 && text.length <= 200, `label length ${text.length}`);
      assert.doesNotMatch(text, NOT_IN_LABEL, node.id);
      if (typeof item.description === 'string') {
        assert.ok(item.description.length <= 200);
        assert.doesNotMatch(item.description, NOT_IN_LABEL);
      }
      if (/hostile/.test(node.id)) hostileSeen++;
      if (item.command) assert.ok(commands.has(item.command.command) && item.command.command.startsWith('authTenants.'), item.command.command);
      const tooltip = hovered(s, node).tooltip;
      if (tooltip instanceof vscode.MarkdownString) {
        assert.ok(!tooltip.isTrusted, `${node.id}: tooltip is not trusted (no command links)`);
        assert.ok(!tooltip.supportHtml, `${node.id}: tooltip renders no HTML`);
        assert.ok(!tooltip.supportThemeIcons, `${node.id}: no $(icon) syntax from server text`);
        assert.doesNotMatch(tooltip.value, /(^|[^\\])\]\(/, `${node.id}: no markdown link survives escaping`);
        if (/hostile/.test(node.id)) assert.equal(tooltip.isTrusted, false, 'server data tooltips are explicitly untrusted');
      }
    }
    assert.ok(hostileSeen >= HOSTILE_STRINGS.length * 5 + 3, `hostile records are in the tree (${hostileSeen})`);
    const longest = nodes.filter((n) => /hostile/.test(n.id)).map((n) => label(s, n)).find((l) => l.startsWith('very long'));
    assert.ok(longest && longest.length <= 120 && longest.endsWith('…'), 'a 5000-character name is cut');
    const markup = nodes.map((n) => hovered(s, n).tooltip).find((t): t is vscode.MarkdownString => t instanceof vscode.MarkdownString && /click(&nbsp;| )me/.test(t.value));
    assert.ok(markup, 'the markdown-link name is in a tooltip');
    assert.match(markup.value, /\\\[click(&nbsp;| )me\\\]\\\(command:/, 'as escaped text');
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution in the extension host');
    assert.deepEqual(errorsOf(prompts.notices), []);
  });

  it('every hostile resource opens: read-only views and connection documents keep the exact values, escaped', async () => {
    await addHostileRecords();
    const [tenant] = await children(s);
    const nodes = await walk(s, tenant);
    const viewable = nodes.filter((n) => /hostile/.test(n.id) && /\bviewable\b/.test(String(s.tree.getTreeItem(n).contextValue)));
    assert.equal(viewable.length, HOSTILE_STRINGS.length * 4, 'connections, profiles, vault connections and templates');
    for (const node of viewable) {
      await vscode.commands.executeCommand('authTenants.openResource', node);
      const editor = await until('the view', () => vscode.window.activeTextEditor?.document.uri.scheme === 'auth-tenants-view' && vscode.window.activeTextEditor);
      const text = editor.document.getText();
      assert.doesNotMatch(text, NOT_IN_DOCUMENT, node.id);
      const json = JSON.parse(text.split('\n').filter((l) => !l.startsWith('//')).join('\n')) as { name?: unknown };
      assert.ok(HOSTILE_STRINGS.includes(String(json.name)), `${node.id}: the name is exact`);
      assert.ok(!/[\s<>"'`]/.test(editor.document.uri.path.split('/').pop()!), `${node.id}: a safe file name`);
      await closeOurEditors();
    }

    const connections = nodes.filter((n) => /hostile/.test(n.id) && /\bconnection\b/.test(String(s.tree.getTreeItem(n).contextValue)));
    assert.equal(connections.length, HOSTILE_STRINGS.length);
    for (const node of connections) {
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node);
      assert.ok(uri instanceof vscode.Uri, `${node.id}: ${JSON.stringify(prompts.notices.slice(-1))}`);
      const document = await until('the connection document', () => doc(uri));
      const text = document.getText();
      assert.doesNotMatch(text, NOT_IN_DOCUMENT, node.id);
      assert.ok(HOSTILE_STRINGS.includes((JSON.parse(text) as { display_name: string }).display_name), 'display_name is exact');
      assert.equal(document.isDirty, false);
      assert.ok(/^[\w.-]+\.connection\.json$/.test(uri.path.split('/').pop()!), `a safe file name: ${uri.path}`);
      // What the server sent and the user kept is never refused, however odd: no problem of ours appears.
      await sleep(300);
      assert.deepEqual(vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'auth-tenants').map((d) => d.message), [], node.id);
      await closeOurEditors();
    }

    const phone = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editPhoneFactors', tenant);
    const phoneDoc = await until('the phone factors document', () => doc(phone));
    assert.deepEqual(JSON.parse(phoneDoc.getText()), { message_types: ['sms', 'carrier-pigeon', '<b>voice</b>'] });
    const unknown = await until('unknown factors marked', () => {
      const d = vscode.languages.getDiagnostics(phone).filter((x) => x.severity === vscode.DiagnosticSeverity.Error);
      return d.length >= 2 && d;
    });
    assert.ok(unknown.every((d) => /Must be one of "sms", "voice"/.test(d.message)));
    assert.deepEqual(errorsOf(prompts.notices), []);
  });

  it('wrong types in documented fields: that list shows one error node, the other groups are intact', async () => {
    await addHostileRecords(true);
    const [tenant] = await children(s);
    const groups = await children(s, tenant);
    const byLabel = new Map(groups.map((g) => [label(s, g), g]));
    const profiles = await children(s, byLabel.get('Token Exchange Profiles'));
    assert.deepEqual(messageKinds(profiles), ['error']);
    assert.match(String(s.tree.getTreeItem(profiles[0]!).description), /unexpected|newer API version/i);
    const templates = await children(s, byLabel.get('Verification Templates'));
    assert.deepEqual(messageKinds(templates), ['error']);
    for (const name of ['Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors']) {
      const list = await children(s, byLabel.get(name));
      assert.deepEqual(messageKinds(list), [], `${name} loads`);
      assert.ok(list.length >= 2, name);
    }
    assert.deepEqual(errorsOf(prompts.notices), []);
  });

  it('quick picks and tool confirmations show a tenant\'s names as one clean line: no control, bidi or $(icon)', async () => {
    await addHostileRecords();
    const shown: { label: string; description?: string | undefined; detail?: string | undefined }[] = [];
    const pick = prompts.pick.bind(prompts);
    prompts.pick = async <T>(items: PickItem<T>[] | Promise<PickItem<T>[]>, options: vscode.QuickPickOptions) => {
      shown.push(...(await items));
      return pick(items, options);
    };
    const cancel = { kind: 'pick' as const, value: undefined };
    for (const command of ['editConnection', 'editTokenExchangeProfile', 'editEventStream', 'renameVaultConnection', 'editVerificationTemplate']) {
      prompts.script(cancel);
      await vscode.commands.executeCommand(`authTenants.${command}`);
    }
    // Send Test Event: the hostile stream, then its event types (a tenant's text too).
    prompts.script({ kind: 'pick', value: (v: { id?: string }) => v.id === HOSTILE_STREAM }, cancel);
    await vscode.commands.executeCommand('authTenants.sendTestEvent');
    assert.equal(prompts.scripted.pending, 0, 'every pick was shown');
    const texts = shown.flatMap((i) => [i.label, i.description, i.detail]).filter((t): t is string => typeof t === 'string');
    for (const text of texts) {
      assert.doesNotMatch(text, NOT_IN_LABEL, JSON.stringify(text));
      assert.doesNotMatch(text, /\$\(/, JSON.stringify(text));
      assert.ok(text.length <= 200, `${text.length} characters`);
    }
    assert.ok(texts.filter((t) => t.startsWith('(alert) (gear)')).length >= 4, 'the $(icon) names are listed, without the $');
    assert.ok(texts.some((t) => t.startsWith('ctrl ') && t.includes('evil')), 'the control and bidi names are listed, flattened');

    const tool = (await api()).tools!.get('authTenants_setEventStreamStatus')!;
    const prepared = await tool.prepareInvocation!({ input: { tenant: 'Local emulator', stream: HOSTILE_STREAM, status: 'disabled' } }, new vscode.CancellationTokenSource().token);
    const { title, message } = prepared!.confirmationMessages!;
    assert.match(title, /^Disable the event stream "ctrl .*evil.*" on Local emulator/);
    for (const line of [title, ...String(message).split('\n')]) {
      assert.doesNotMatch(line, NOT_IN_LABEL, JSON.stringify(line));
      assert.doesNotMatch(line, /\$\(/, JSON.stringify(line));
    }
    const updateTool = (await api()).tools!.get('authTenants_updateConnection')!;
    const input = { tenant: 'Local emulator', connection: 'con_hostile000000006', changes: { show_as_button: false } };
    const update = (await updateTool.prepareInvocation!({ input }, new vscode.CancellationTokenSource().token))!.confirmationMessages!;
    assert.match(update.title, /^Update the connection "\(alert\) \(gear\) /);
    assert.doesNotMatch(`${update.title}\n${String(update.message)}`, /\$\(/);
    assert.deepEqual(errorsOf(prompts.notices), []);
  });

  it('the extension contributes no webview', () => {
    const manifest = vscode.extensions.getExtension('auth-tenants.auth-tenants')!.packageJSON as { contributes: Record<string, unknown> };
    const json = JSON.stringify(manifest.contributes);
    assert.doesNotMatch(json, /"type":\s*"webview"|customEditors|webviewView/);
  });
});
