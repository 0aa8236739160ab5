// Flows vault connections: one renamed from its inline action (a taken name refused as it is typed) and deleted
// after its confirmation, one created step by step (the app, a name checked as typed, the API key in a password
// box); the server checked each time, and never answering the key.
import * as assert from 'node:assert/strict';
import { DEMO_VAULT_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { apiGet } from './emulator';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { rowTexts } from './helpers/tree';
import { until } from './workbench';

describe('Flows vault connections: renamed, deleted and created', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470 });

  it('renames a flows vault connection from its inline action, then deletes it after its confirmation', async function () {
    const before = 'CRM webhook';
    const after = 'CRM webhook EU';
    const wb = await story.openGroup('Flows Vault Connections');
    await wb.tree.inlineAction(before, 'Rename Flows Vault Connection…');
    await wb.quick.waitForTitle(`Rename the vault connection ${before} on Demo tenant`);
    await wb.quick.fill('Newsletter sync');
    await until('the taken name refused as typed', async () => /already has a vault connection named "Newsletter sync"/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit(after);
    await wb.toast(`Renamed the vault connection ${before} to ${after} on Demo tenant.`);
    await until('the renamed row', async () => (await wb.tree.childrenOf('Flows Vault Connections')).some((r) => r.label === after), { state: () => wb.tree.summary() });
    assert.equal((await apiGet<{ name: string }>(`flows/vault/connections/${DEMO_VAULT_CONNECTION_IDS.httpBearer}`)).body.name, after);

    await wb.clearNotifications();
    await wb.tree.contextMenu(after, 'Delete Flows Vault Connection…');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the vault connection "${after}" from Demo tenant?`);
    assert.match(dialog.detail, /^Flows that use it stop working/);
    await wb.dialogButton('Delete');
    await wb.toast(new RegExp(`^Deleted the vault connection ${after}`));
    await until('the connection to leave the tree', async () => (await wb.tree.childrenOf('Flows Vault Connections')).map((r) => r.label).join() === 'Newsletter sync', { state: () => wb.tree.summary() });
    assert.equal((await apiGet(`flows/vault/connections/${DEMO_VAULT_CONNECTION_IDS.httpBearer}`)).status, 404);
    await wb.tree.collapse('Flows Vault Connections');
  });

  it('creates a flows vault connection step by step: name checked as typed, app, the API key in a password box', async function () {
    const name = 'Transactional email';
    const key = 'SG.e2e-sendgrid-api-key-3c9f1a77d2';
    const wb = await story.openGroup('Flows Vault Connections');
    await wb.tree.inlineAction('Flows Vault Connections', 'Create Flows Vault Connection…');
    // The app first (unnumbered: it decides the steps), then the name and its one key: steps 1/2 and 2/2.
    await wb.quick.waitForTitle('Create Flows Vault Connection on Demo tenant');
    await wb.quick.fill('SendGrid');
    await wb.quick.pick('SendGrid');
    await wb.quick.waitForTitle('Create Flows Vault Connection (1/2)');
    await wb.quick.fill('Newsletter sync');
    await until('the taken name refused as typed', async () => /already has a vault connection named "Newsletter sync"/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit(name);
    await wb.quick.waitForTitle('Create Flows Vault Connection (2/2)');
    assert.equal(await wb.quick.input.getAttribute('type'), 'password', 'the API key is typed in a password box');
    await wb.quick.submit(key);
    await wb.toast(/^Created the vault connection Transactional email \((not )?ready\)\.$/);
    await until('the new row', async () => (await rowTexts(wb, 'Flows Vault Connections')).includes(`${name} — SendGrid`), { state: () => rowTexts(wb, 'Flows Vault Connections') });
    const { body } = await apiGet<{ name: string; app_id: string }[]>('flows/vault/connections'); // without include_totals: the bare list
    assert.ok(body.some((c) => c.name === name && c.app_id === 'SENDGRID'), JSON.stringify(body));
    assert.ok(!JSON.stringify(body).includes(key), 'the tenant never answers the key');
    await wb.tree.collapse('Flows Vault Connections');
  });
});
