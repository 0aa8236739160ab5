import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { services } from './helpers/extension';

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

async function readTree(uri: vscode.Uri, out: string[] = []): Promise<string[]> {
  for (const [name, type] of await vscode.workspace.fs.readDirectory(uri).then((x) => x, () => [] as [string, vscode.FileType][])) {
    const child = vscode.Uri.joinPath(uri, name);
    if (type === vscode.FileType.Directory) await readTree(child, out);
    else if (type === vscode.FileType.File) out.push(`${child.path}\n${new TextDecoder().decode(await vscode.workspace.fs.readFile(child))}`);
  }
  return out;
}

describe('No secret outside SecretStorage (extension view)', () => {
  it('finds none in globalState, settings, the extension log or workspace files', async () => {
    const s = await services();
    const places: [string, string][] = [
      ['globalState', JSON.stringify(s.context.globalState.keys().map((k) => [k, s.context.globalState.get(k)]))],
      ['settings', JSON.stringify(vscode.workspace.getConfiguration('authTenants'))],
      ...(await readTree(s.context.logUri)).map((t): [string, string] => ['log', t]),
      ...(await Promise.all((vscode.workspace.workspaceFolders ?? []).map((f) => readTree(f.uri)))).flat().map((t): [string, string] => ['workspace', t]),
    ];
    assert.ok(places.some(([where]) => where === 'log'), 'the extension log was read');
    const found = places.flatMap(([where, text]) => SECRETS.filter((re) => re.test(text)).map((re) => `${where}: ${re}`));
    assert.deepEqual(found, []);
  });
});
