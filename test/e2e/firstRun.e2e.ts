// First run: the extension installed in a real VS Code workbench (code-server, in headless Chromium) shows its
// view with the welcome content and no tenant; Add Tenant… from the command palette adds the local emulator (the
// sign-in method, then domain, client id, secret, label and environment, each step checked). The picture
// add-tenant.png comes from here (media/screenshots/, with `node test/harness/e2e.mjs --update-screenshots`).
import * as assert from 'node:assert/strict';
import { env } from './env';
import { DEMO } from './helpers/tenants';
import { useStory } from './helpers/story';
import { TIMEOUT, until } from './workbench';

const TENANT = DEMO.label;

describe('First run: the welcome view, then Add Tenant…', function () {
  const story = useStory();

  it('shows the Auth Tenants view in the activity bar, with its welcome content and no tenant yet', async () => {
    const wb = story.wb;
    await until('the Auth Tenants activity bar entry (the extension is installed)', () => wb.activityBarItem('Auth Tenants').isVisible(), { timeout: 60_000 });
    await wb.openTenantsView();
    const welcome = wb.page.locator('[id="workbench.view.extension.authTenants"] .welcome-view-content');
    await welcome.waitFor({ timeout: TIMEOUT });
    assert.match(await welcome.innerText(), /No tenant yet\. Add one with a machine-to-machine client/);
    assert.ok(await welcome.locator('.monaco-button', { hasText: 'Add Tenant' }).isVisible(), 'the welcome view offers Add Tenant');
    story.done('view');
  });

  it('adds the emulator as a tenant with Add Tenant… from the command palette (domain, client secret, label, environment)', async function () {
    story.needs(this, 'view');
    const wb = story.wb;
    const q = wb.quick;
    await wb.runCommand('Auth Tenants: Add Tenant…');

    // The sign-in method first (not numbered: it decides how many steps follow), then 1/5 … 5/5.
    await q.waitForTitle('Add Tenant');
    assert.deepEqual((await q.items()).map((i) => i.label), [
      'Client secret, machine-to-machine client id and secret',
      'Private key (RS256), private key JWT signed with RS256',
      'Private key (PS256), private key JWT signed with PS256',
      'Access token, paste a Management API token; it is not renewed',
    ]);
    await q.pick('Client secret');

    await q.waitForTitle('Add Tenant (1/5)');
    assert.match(await q.message(), /tenant domain/i);
    await q.fill('http://tenant.example.com');
    await until('the https validation message', async () => /must use https:\/\//.test(await q.message()), { state: () => q.message() });
    await q.fill(env.emulatorUrl); // plain http is fine for loopback
    await wb.screenshot('add-tenant');
    await q.submit(env.emulatorUrl);

    await q.waitForTitle('Add Tenant (2/5)');
    assert.match(await q.message(), /Client ID of the machine-to-machine application/);
    await q.submit('emulator-admin');

    await q.waitForTitle('Add Tenant (3/5)');
    assert.equal(await q.input.getAttribute('type'), 'password', 'the secret is typed into a password box');
    await q.submit('emulator-admin-secret');

    await q.waitForTitle('Add Tenant (4/5)');
    assert.equal(await q.input.inputValue(), '127.0.0.1', 'the label is prefilled with the host name');
    await q.submit(TENANT);
    story.owns(TENANT);

    await q.waitForTitle('Add Tenant (5/5)');
    assert.deepEqual((await q.items()).map((i) => i.label), ['development', 'staging', 'production, destructive actions ask for the resource name']);
    await q.pick('development');

    const toast = await wb.toast(/^Added Demo tenant\. The token grants \d+ scopes\.$/);
    assert.ok(Number(/grants (\d+)/.exec(toast)?.[1]) > 10, toast);
    const tenant = await wb.tree.find(TENANT, 1);
    assert.equal(tenant.description, `development · ${env.emulatorUrl.replace(/^http:\/\//, '')}`);
    assert.equal(tenant.expanded, false);
    assert.equal(await wb.page.locator('[id="workbench.view.extension.authTenants"] .welcome-view-content').isVisible(), false, 'the welcome content is gone');
  });
});
