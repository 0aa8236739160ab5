import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { demoTemplateId } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant } from './helpers/extension';

describe('Read-only resources and the request log', () => {
  let s: Services;

  before(async () => {
    await emulator.reset();
    ({ services: s } = await freshTenant());
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('opens a verification template read-only with its requested mDL claims listed at the top', async () => {
    const [tenant] = await children(s);
    const templates = await children(s, await child(s, tenant, 'Verification Templates'));
    const node = templates.find((n) => n.id.endsWith(demoTemplateId(1)))!;
    await vscode.commands.executeCommand('authTenants.openResource', node);
    const editor = vscode.window.activeTextEditor;
    assert.ok(editor, 'an editor opened');
    const text = editor.document.getText();
    assert.match(text, /^\/\/ Verification template /);
    const { body } = await emulator.api<{ presentation: Record<string, Record<string, Record<string, boolean>>> }>('GET', `verifiable-credentials/verification/templates/${demoTemplateId(1)}`);
    const requested = Object.entries(body.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1']).filter(([, v]) => v).map(([k]) => k);
    assert.ok(requested.length > 0);
    assert.match(text, new RegExp(`Requested mDL claims \\(${requested.length} of 21\\)`));
    for (const claim of requested) assert.match(text, new RegExp(`✔ ${claim}\\n`));
    // A content-provider scheme: VS Code opens it read-only and offers no save back to the tenant.
    assert.equal(editor.document.uri.scheme, 'auth-tenants-view');
    assert.equal(vscode.workspace.fs.isWritableFileSystem('auth-tenants-view'), undefined);
  });

  it('opens a token exchange profile read-only as JSON', async () => {
    const [tenant] = await children(s);
    const [profile] = await children(s, await child(s, tenant, 'Token Exchange Profiles'));
    await vscode.commands.executeCommand('authTenants.openResource', profile);
    const parsed = JSON.parse(vscode.window.activeTextEditor!.document.getText()) as { id: string; subject_token_type: string };
    assert.ok(profile.id.endsWith(parsed.id));
    assert.match(parsed.subject_token_type, /^(https:\/\/|urn:)/);
  });

  it('logs each request, the token request included, with method, path, status, duration and request id, and nothing secret', async () => {
    const [tenant] = await children(s);
    await children(s, await child(s, tenant, 'Connections'));
    const logFile = vscode.Uri.joinPath(s.context.logUri, 'Auth Tenants.log');
    let text = '';
    for (let i = 0; i < 40 && !/GET \/api\/v2\/connections/.test(text); i++) {
      await new Promise((r) => setTimeout(r, 100));
      text = new TextDecoder().decode(await vscode.workspace.fs.readFile(logFile).then((b) => b, () => new Uint8Array()));
    }
    assert.match(text, /Local emulator: GET \/api\/v2\/connections\S* → 200 \(\d+ ms\) \[request [0-9a-f]{20}\]/);
    // The token request is in the log too (the session is new for this test's clean tenant).
    assert.match(text, /Local emulator: POST \/oauth\/token → 200 \(\d+ ms\) \[request [0-9a-f]{20}\]/);
    // A credential after Bearer is a secret; the redactor's own `Bearer [redacted]` (e.g. a confirmation that failed) is not.
    const secret = /emulator-admin-secret|eyJ[\w-]+\.[\w-]+\.|Bearer (?!\[redacted\])\S/.exec(text);
    assert.equal(secret && text.slice(Math.max(0, secret.index - 200), secret.index + 200), null, 'a secret in the log');
  });
});
