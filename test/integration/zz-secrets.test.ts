import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { ensureEmulatorTenant } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { emulatorUrl } from './helpers/emulator';
import { child, services } from './helpers/extension';
import { ScriptedPrompts, shownTexts } from './helpers/scriptedPrompts';
import { ARTIFACTS, SECOND_EMULATOR_LOG } from './helpers/secondEmulator';

/** Runs last (file order): after every other suite added tenants, signed in and created resources. */
const SECRETS = [/emulator-(admin|readonly|nonglobal)-secret/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/, /ac-test-api-key/];
// The webhook secrets eventStreamVerbs.test.ts types (Update Webhook Credentials…).
SECRETS.push(/verbs-(bearer|password|header|rotated)-api-key-[0-9a-f]{6}/);
// Webhook secrets typed by Create Event Stream… (createEventStream.test.ts): bearer token, basic password, header value, draft.
SECRETS.push(/create-(bearer|basic|header|draft|submit)-api-key-[0-9a-f]{8}/);
// The bearer token typed for a vault connection (vaultConnections.test.ts).
SECRETS.push(/partner-bearer-token/);
// Vault credentials typed by Update Flows Vault Credentials… (vaultLifecycle.test.ts).
SECRETS.push(/vault-lifecycle-(ac|bearer)-api-key-[0-9a-f]{6}/);
// The Twilio auth token typed by Twilio Settings… (phoneProvider.test.ts).
SECRETS.push(/phone-twilio-auth-token-[0-9a-f]{6}/);
// The vault API key typed by Copy to Tenant… (copyToTenant.test.ts).
SECRETS.push(/copy-vault-api-key-[0-9a-f]{6}/, /copy-gateway-secret-[0-9a-f]{6}/, /copy-client-secret-[0-9a-f]{6}/);
// The webhook token typed by Copy to Tenant… for an event stream created on the target (copyToTenant.test.ts).
SECRETS.push(/typed-webhook-token-\d{4}/);
// The action secret typed by Set Action Secret… (actions.test.ts).
SECRETS.push(/action-secret-value-[0-9a-f]{6}/);

const ALL_KINDS = ['Connections', 'APIs', 'Token Exchange Profiles', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates'];
const found = (places: [string, string][]) => places.flatMap(([where, text]) => SECRETS.filter((re) => re.test(text)).map((re) => `${where}: ${re}`));

async function readTree(uri: vscode.Uri, out: string[] = []): Promise<string[]> {
  for (const [name, type] of await vscode.workspace.fs.readDirectory(uri).then((x) => x, () => [] as [string, vscode.FileType][])) {
    const child = vscode.Uri.joinPath(uri, name);
    if (type === vscode.FileType.Directory) await readTree(child, out);
    else if (type === vscode.FileType.File) out.push(`${child.path}\n${new TextDecoder().decode(await vscode.workspace.fs.readFile(child))}`);
  }
  return out;
}

/** The second emulators' logs of this run (test/integration/helpers/secondEmulator.ts), as [place, text]. */
function secondEmulatorLogs(): [string, string][] {
  if (!ARTIFACTS) return [];
  return readdirSync(ARTIFACTS).filter((f) => SECOND_EMULATOR_LOG.test(f)).map((f): [string, string] => [`log ${f}`, readFileSync(join(ARTIFACTS!, f), 'utf8')]);
}

describe('No secret outside SecretStorage (extension view)', function () {
  this.timeout(60_000);
  let exported: vscode.Uri | undefined;

  // An export of the emulator tenant written by the command itself, so the workspace holds exported files when it is
  // read below; afterwards it moves into the run's artifacts, which the end-of-run scan reads (the workspace folder
  // is in the repository: nothing is left there).
  before(async () => {
    const s = await services();
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the harness opens a workspace folder');
    await ensureEmulatorTenant(s.registry, emulatorUrl());
    const prompts = new ScriptedPrompts();
    s.prompts.current = prompts;
    const local: TreeNode = await child(s, undefined, 'Local emulator');
    exported = vscode.Uri.joinPath(folder.uri, 'Local-emulator');
    await vscode.workspace.fs.delete(exported, { recursive: true }).then(() => undefined, () => undefined);
    prompts.script({ kind: 'pickMany', value: ALL_KINDS, expect: /Kinds to export from Local emulator/ });
    await vscode.commands.executeCommand('authTenants.exportToWorkspace', local);
    assert.equal(prompts.pending, 0);
    assert.match(prompts.notices.map((n) => n.message).join('\n'), /^Exported \d+ resources of Local emulator to workspace$/);
  });
  after(async () => {
    if (!exported) return;
    if (ARTIFACTS) await vscode.workspace.fs.copy(exported, vscode.Uri.joinPath(vscode.Uri.file(ARTIFACTS), 'exported-workspace', 'Local-emulator'), { overwrite: true });
    await vscode.workspace.fs.delete(exported, { recursive: true });
  });

  it('finds none in globalState, settings, the extension log, the second emulators\' logs or workspace files (an export included)', async () => {
    const s = await services();
    const places: [string, string][] = [
      ['globalState', JSON.stringify(s.context.globalState.keys().map((k) => [k, s.context.globalState.get(k)]))],
      ['settings', JSON.stringify(vscode.workspace.getConfiguration('authTenants'))],
      ...(await readTree(s.context.logUri)).map((t): [string, string] => ['log', t]),
      ...(await Promise.all((vscode.workspace.workspaceFolders ?? []).map((f) => readTree(f.uri)))).flat().map((t): [string, string] => ['workspace', t]),
      ...secondEmulatorLogs(),
    ];
    assert.ok(places.some(([where]) => where === 'log'), 'the extension log was read');
    const exports = places.filter(([where, text]) => where === 'workspace' && text.startsWith(`${exported!.path}/`));
    assert.ok(exports.some(([, text]) => text.startsWith(`${exported!.path}/phone-factors/phone-factors.json\n`)), `the export was read (${exports.length} files)`);
    assert.deepEqual(found(places), []);
  });

  it('finds none in what the prompts showed (questions, plans, confirmations, notices) or in an open document', () => {
    const shown = shownTexts();
    assert.ok(shown.some((t) => /Kinds to export from Local emulator/.test(t)), `the prompts of the run were recorded (${shown.length})`);
    assert.deepEqual(found([
      ...shown.map((t): [string, string] => ['prompt', t]),
      ...vscode.workspace.textDocuments.map((d): [string, string] => [`document ${d.uri.scheme}:${d.uri.path}`, d.getText()]),
    ]), []);
  });
});
