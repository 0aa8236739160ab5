// Applications in a real VS Code against the emulator: the group first under the tenant with each row's type and
// the application the extension signs in with marked; Edit (a row click, the one resource editor: no secret in the
// document, URL list diagnostics, a saved change applied); Create Application… (type, name, callback); Delete
// refused for the client the extension signs in with; Rotate Secret… (the new secret shown once, copied, and in no
// log or document).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_APPLICATION_IDS as A } from '../../src/emulator/seed/applications';
import type { Services } from '../../src/services';
import { EMULATOR_CLIENT_ID } from '../../src/tenants/emulator';
import { resultText } from '../../src/tools/lmApi';
import type { TreeNode } from '../../src/tree/node';
import { openedDoc as doc, setText, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { freshTenantPerTest } from './helpers/suite';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The secret the emulator answers to this test's rotation: the end-of-run secrets scan looks for it everywhere. */
const ROTATED_SECRET = 'apps-rotated-client-secret-7c41e9a2b6d05f38';

const server = async (id: string) => (await emulator.api<Json>('GET', `clients/${id}`)).body;
const writes = async () => Object.entries((await emulator.stats()).byRoute).filter(([r]) => /^(POST|PATCH|DELETE) \/api\/v2\/clients/.test(r)).reduce((n, [, c]) => n + c, 0);

describe('Applications', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  freshTenantPerTest((services, scripted) => {
    s = services;
    prompts = scripted;
  });

  const group = async (): Promise<TreeNode> => child(s, (await children(s))[0], 'Applications');
  const row = async (name: string) => child(s, await group(), name);
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');

  it('is the first group under the tenant; each row shows its type; the application the extension signs in with is marked', async () => {
    const groups = (await children(s, (await children(s))[0])).map((n) => label(s, n));
    assert.equal(groups[0], 'Applications');
    const rows = new Map((await children(s, await group())).map((n) => [label(s, n), s.tree.getTreeItem(n)]));
    assert.equal(rows.get('Storefront')?.description, 'SPA');
    assert.equal(rows.get('Customer Portal')?.description, 'Web app');
    assert.equal(rows.get('Mobile App')?.description, 'Native app');
    assert.equal(rows.get('Reporting Job')?.description, 'M2M');
    const own = rows.get(EMULATOR_CLIENT_ID)!;
    assert.match(String(own.description), /signed in with this/);
    assert.match(String(own.contextValue), /\bownClient\b/);
    assert.doesNotMatch(String(own.contextValue), /\bdeletable\b/);
    assert.doesNotMatch(String(rows.get('Reporting Job')?.description), /signed in/);
  });

  it('a row click opens it as JSON without its secret; a bad callback is an error on its entry; a saved change is applied', async () => {
    const item = s.tree.getTreeItem(await row('Customer Portal'));
    assert.equal(item.command?.command, 'authTenants.editApplication');
    const uri = await vscode.commands.executeCommand<vscode.Uri>(item.command!.command, ...(item.command!.arguments ?? []));
    assert.equal(uri.toString(true), `auth-tenants:/local-emulator/applications/${A.customerPortal}/Customer-Portal.application.json`);
    const shown = JSON.parse(doc(uri).getText()) as Json;
    assert.equal(shown.client_secret, undefined);
    assert.deepEqual(shown.callbacks, ['https://portal.example.com/callback']);
    const secret = String((await server(A.customerPortal)).client_secret);
    assert.ok(secret.length > 30 && !doc(uri).getText().includes(secret), 'the secret the tenant has is not in the document');

    await setText(uri, `${JSON.stringify({ ...shown, callbacks: [...shown.callbacks, 'https://portal.example.com/*'] }, null, 2)}\n`);
    await until('the error on the wildcard', () => vscode.languages.getDiagnostics(uri).find((d) => d.source === 'auth-tenants' && /wildcard/.test(d.message)));
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(await writes(), 0, 'nothing was sent');

    await setText(uri, `${JSON.stringify({ ...shown, callbacks: [...shown.callbacks, 'https://*.portal.example.com/callback'] }, null, 2)}\n`);
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /to application Customer Portal on Local emulator/ });
    assert.equal(await doc(uri).save(), true, JSON.stringify(prompts.notices));
    assert.deepEqual((await server(A.customerPortal)).callbacks, ['https://portal.example.com/callback', 'https://*.portal.example.com/callback']);
  });

  it('Create Application…: the type, the name and the callback; it is created, listed and opened', async () => {
    prompts.script(
      { kind: 'pick', value: /Regular web app/, expect: /What kind of application/ },
      { kind: 'input', value: 'Billing', expect: /Create Application on Local emulator/ },
      { kind: 'input', value: 'not a url', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.createApplication', await group());
    assert.match(prompts.validationMessages[0]!, /not a URL/);
    prompts.script(
      { kind: 'pick', value: /Regular web app/ },
      { kind: 'input', value: 'Billing' },
      { kind: 'input', value: 'https://billing.example.com/callback', expect: /Callback URL/ },
    );
    const created = await vscode.commands.executeCommand<Json>('authTenants.createApplication', await group());
    assert.deepEqual(errors(), []);
    assert.equal(created.client_secret, undefined);
    const stored = await server(String(created.client_id));
    assert.deepEqual([stored.name, stored.app_type, stored.callbacks, stored.web_origins], ['Billing', 'regular_web', ['https://billing.example.com/callback'], ['https://billing.example.com']]);
    assert.match(prompts.messages('info').join('\n'), /Created the application Billing \(\w{32}\) on Local emulator: a regular web app/);
    await until('the new application is open', () => vscode.window.activeTextEditor?.document.uri.path.endsWith('/Billing.application.json'));
    await until('the group lists it', async () => (await children(s, await group())).some((n) => label(s, n) === 'Billing'));

    prompts.script({ kind: 'pick', value: /Machine to machine/ }, { kind: 'input', value: 'Nightly job' });
    const job = await vscode.commands.executeCommand<Json>('authTenants.createApplication');
    assert.equal((await server(String(job.client_id))).app_type, 'non_interactive', 'no callback asked for a machine-to-machine app');
  });

  it('Delete Application… refuses the application the extension signs in with, saying why; another is deleted after the modal', async () => {
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.deleteApplication', await row(EMULATOR_CLIENT_ID));
    assert.match(errors().at(-1)?.message ?? '', /is the application this extension signs in to the tenant with/);
    assert.equal(await writes(), 0);
    prompts.script({ kind: 'confirm', value: 'Delete', expect: /Delete the application "In-Store Kiosk" from Local emulator\?/ });
    await vscode.commands.executeCommand('authTenants.deleteApplication', await row('In-Store Kiosk'));
    assert.equal((await emulator.api('GET', `clients/${A.kiosk}`)).status, 404);
  });

  it('Rotate Secret…: a modal naming application and tenant, then the new secret shown once with Copy; in no log or document', async () => {
    await emulator.plantNextSecret(A.reporting, ROTATED_SECRET);
    prompts.script(
      { kind: 'confirm', value: 'Rotate Secret', expect: /Rotate the secret of the application "Reporting Job" on Local emulator\?[\s\S]*running app/ },
      { kind: 'confirm', value: 'Copy', expect: /shown only this once[\s\S]*Running apps need it/ },
    );
    await vscode.commands.executeCommand('authTenants.rotateApplicationSecret', await row('Reporting Job'));
    assert.deepEqual(errors(), []);
    assert.equal((await server(A.reporting)).client_secret, ROTATED_SECRET);
    assert.ok(prompts.asked.at(-1)!.text.includes(ROTATED_SECRET), 'the modal shows the new secret');
    assert.equal(await vscode.env.clipboard.readText(), ROTATED_SECRET);
    await vscode.env.clipboard.writeText('');
    const logFile = vscode.Uri.joinPath(s.context.logUri, 'Auth Tenants.log');
    const log = await until('the log has the rotation', async () => {
      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(logFile).then((b) => b, () => new Uint8Array()));
      return text.includes(`Rotated the secret of application ${A.reporting}`) && text;
    });
    assert.ok(!log.includes(ROTATED_SECRET), 'not in the log');
    for (const d of vscode.workspace.textDocuments) assert.ok(!d.getText().includes(ROTATED_SECRET), `not in ${d.uri.toString()}`);
  });

  it('the agent tools list and get applications with their type and never a secret', async () => {
    const lm = (vscode as unknown as { lm: { invokeTool(name: string, o: { input: unknown; toolInvocationToken: undefined }): Thenable<unknown> } }).lm;
    const invoke = async (name: string, input: unknown) => resultText(await lm.invokeTool(`authTenants_${name}`, { input, toolInvocationToken: undefined }));
    const secret = String((await server(A.customerPortal)).client_secret);
    const listed = await invoke('listResources', { tenant: 'Local emulator', kind: 'applications' });
    const rows = (JSON.parse(listed) as { items: Json[] }).items;
    assert.deepEqual(rows.find((r) => r.id === A.customerPortal), { id: A.customerPortal, name: 'Customer Portal', type: 'Regular web app' });
    const one = await invoke('getResource', { tenant: 'Local emulator', kind: 'applications', id: A.customerPortal });
    assert.match(one, /portal\.example\.com\/callback/);
    for (const text of [listed, one]) assert.ok(!text.includes(secret) && !text.includes('client_secret"'), 'no secret in a tool result');
  });

  it('Rotate Secret… is not offered for a public application and refuses it from ids', async () => {
    assert.doesNotMatch(String(s.tree.getTreeItem(await row('Storefront')).contextValue), /\bhasSecret\b/);
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.rotateApplicationSecret', await row('Storefront'));
    assert.match(errors().at(-1)?.message ?? '', /public application .* no secret to rotate/);
    assert.equal(await writes(), 0);
  });
});
