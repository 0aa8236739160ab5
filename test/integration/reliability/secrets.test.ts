// Tokens and secrets never appear in URIs, messages, tree nodes or the extension's log, whatever fails: HTTP
// errors, revoked and rejected tokens, wrong credentials, resets and timeouts. (After the whole run the harness
// also scans the user data, the browser storage and every log: test/harness/secretScan.mjs.)
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { emulator, emulatorUrl } from '../helpers/emulator';
import { children, hovered, label } from '../helpers/extension';
import { cleanTenant, setting, until, type ButtonPrompts } from './support';

const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*/;
const SECRETS = ['emulator-admin-secret', 'emulator-readonly-secret', 'emulator-nonglobal-secret', 'wrong-secret-for-the-scan'];

async function readTree(uri: vscode.Uri, out: string[] = []): Promise<string[]> {
  const entries = await Promise.resolve(vscode.workspace.fs.readDirectory(uri)).catch(() => [] as [string, vscode.FileType][]);
  for (const [name, type] of entries) {
    const child = vscode.Uri.joinPath(uri, name);
    if (type === vscode.FileType.Directory) await readTree(child, out);
    else out.push(new TextDecoder().decode(await vscode.workspace.fs.readFile(child)));
  }
  return out;
}

async function everything(s: Services, node?: TreeNode, out: string[] = []): Promise<string[]> {
  for (const c of await children(s, node)) {
    const item = hovered(s, c);
    const tooltip = item.tooltip instanceof vscode.MarkdownString ? item.tooltip.value : String(item.tooltip ?? '');
    out.push(c.id, label(s, c), String(item.description ?? ''), tooltip, JSON.stringify(item.command?.arguments?.map((a) => (a as TreeNode)?.id ?? a) ?? []));
    if (item.collapsibleState !== vscode.TreeItemCollapsibleState.None) await everything(s, c, out);
  }
  return out;
}

describe('Reliability: no token or secret in URIs, messages, nodes or logs', function () {
  this.timeout(120_000);
  let s: Services;
  let prompts: ButtonPrompts;

  before(async () => {
    ({ s, prompts } = await cleanTenant(false));
  });

  after(async () => {
    await emulator.faults('');
    await setting('requestTimeoutSeconds', undefined);
    for (const t of s.registry.list()) if (t.id !== 'local-emulator') await s.registry.remove(t.id);
  });

  it('after HTTP errors, revoked and rejected tokens, wrong credentials, resets and timeouts', async () => {
    const [tenant] = await children(s);
    await children(s, tenant);
    const client = await s.sessions.client('local-emulator');
    const token = client.tokenProvider.current()?.token;
    assert.ok(token && JWT.test(token), 'the tenant holds a token');
    const seen: string[] = [token];

    // A pasted token that the tenant then rejects (401 on every list).
    await s.registry.save({ id: 'pasted', label: 'Pasted token', domain: emulatorUrl(), environment: 'staging', method: 'access-token' }, { accessToken: await emulator.token() });
    await children(s, (await children(s)).find((n) => n.id === 'tenant:pasted'));
    await emulator.revokeTokens();
    seen.push(((await s.sessions.client('pasted')).tokenProvider.current()?.token) ?? '');

    await emulator.faults('500@1:GET /api/v2/connections*;403@1:GET /api/v2/event-streams*;reset@1:GET /api/v2/flows/*');
    await setting('requestTimeoutSeconds', 5);
    for (const id of ['local-emulator', 'pasted']) s.sessions.forget(id);
    await emulator.faults('500@1:GET /api/v2/connections*;403@1:GET /api/v2/event-streams*;reset@1:GET /api/v2/flows/*;delay=20000@1:GET /api/v2/verifiable-credentials/*');
    await vscode.commands.executeCommand('authTenants.refresh');
    const texts = await everything(s);
    seen.push(((await s.sessions.client('local-emulator')).tokenProvider.current()?.token) ?? '');

    // Commands that fail: wrong client secret (token request refused), a create while resets happen.
    prompts.script(
      { kind: 'pick', value: 'Client secret' },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'emulator-admin' },
      { kind: 'input', value: 'wrong-secret-for-the-scan' },
      { kind: 'input', value: undefined }, // back at the secret step with the refusal under it: give up
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    await emulator.faults('reset@1:POST /api/v2/*');
    prompts.script(
      { kind: 'pick', value: 'ACTIVECAMPAIGN' }, { kind: 'input', value: 'Scan vault' },
      { kind: 'input', value: 'https://acme.api-us1.com' }, { kind: 'input', value: 'ac-scan-api-key-0123456789' },
    );
    prompts.buttons.push(undefined);
    await vscode.commands.executeCommand('authTenants.createVaultConnection', tenant);
    await emulator.faults('');
    assert.ok(prompts.notices.length >= 2, JSON.stringify(prompts.notices));

    const uris = [
      ...vscode.workspace.textDocuments.map((d) => d.uri.toString()),
      ...vscode.window.tabGroups.all.flatMap((g) => g.tabs).map((t) => (t.input instanceof vscode.TabInputText ? t.input.uri.toString() : '')),
    ];
    const log = await until('the extension log', async () => {
      const files = await readTree(s.context.logUri);
      return files.join('\n').includes('Pasted token') && files;
    });
    const places: [string, string[]][] = [
      ['notices', prompts.notices.map((n) => n.message)],
      ['prompts', prompts.scripted.asked.map((a) => `${a.text} ${a.message ?? ''}`)],
      ['tree', texts],
      ['URIs', uris],
      ['extension log', log],
      ['globalState', s.context.globalState.keys().map((k) => `${k}=${JSON.stringify(s.context.globalState.get(k))}`)],
    ];
    const found: string[] = [];
    for (const [where, list] of places) {
      for (const text of list) {
        if (JWT.test(text)) found.push(`${where}: a JWT`);
        for (const secret of [...SECRETS, 'ac-scan-api-key-0123456789', ...seen.filter(Boolean)]) if (text.includes(secret)) found.push(`${where}: ${secret.slice(0, 6)}…`);
      }
    }
    assert.deepEqual(found, []);
    assert.ok(texts.some((t) => /Sign-in failed/.test(t)), 'the rejected token shows as a node');
    assert.ok(texts.some((t) => /did not answer within 5 s/.test(t)), 'the timeout shows as a node');
    assert.ok(prompts.scripted.asked.some((a) => /rejected the client credentials/.test(a.message ?? '')), 'the wrong secret was reported on its step');
  });
});
