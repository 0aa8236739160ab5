// A refused or cancelled save, as a user meets it in the workbench: Ctrl+S of a connection with an error shows
// one message of ours (what to do) and never VS Code's "Failed to save … (FileSystemError)" with Retry / Save As…
// / Revert; Cancel in the conflict question shows nothing; Revert File then shows the server's version. The story
// adds its own tenant and removes it at the end, and puts the connection back, so the tour starts as before.
import * as assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { apiGet, apiPatch } from './emulator';
import { env } from './env';
import { until, Workbench } from './workbench';

const TENANT = 'Save story tenant';
const DB = 'Username-Password-Authentication';
const TAB = `${DB}.connection.json`;
const FAILED_TO_SAVE = /Failed to save|FileSystemError/;

describe('A refused save in the workbench', function () {
  let wb: Workbench;
  let added = false;

  before(async function () {
    this.timeout(120_000);
    wb = await Workbench.open();
    await wb.openTenantsView();
  });

  after(async function () {
    this.timeout(60_000);
    await apiPatch(`connections/${DEMO_CONNECTION_IDS.database}`, { display_name: 'Email and password' });
    if (!wb) return;
    await wb.recover().catch(() => {});
    if (added) {
      await wb.runCommand('Auth Tenants: Remove Tenant');
      await wb.dialogButton('Remove');
      await wb.clearNotifications();
    }
    await wb.close();
  });

  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && wb) {
      const file = await wb.failureScreenshot(this.currentTest.title);
      if (file) console.log(`      screenshot: ${file}`);
    }
  });

  const tabDirty = (dirty: boolean) => until(`the tab to be ${dirty ? 'dirty' : 'saved'}`, async () => (await wb.tabs()).some((t) => t.name === TAB && t.dirty === dirty), { state: () => wb.tabs() });

  it('Ctrl+S refused: one message of ours, no "Failed to save"; Cancel in the conflict question: no message; Revert shows the server\'s version', async function () {
    this.timeout(180_000);
    const q = wb.quick;
    await wb.runCommand('Auth Tenants: Add Tenant…');
    await q.waitForTitle('Add Tenant');
    await q.pick('Client secret');
    await q.waitForTitle('Add Tenant (1/5)');
    await q.submit(env.emulatorUrl);
    await q.waitForTitle('Add Tenant (2/5)');
    await q.submit('emulator-admin');
    await q.waitForTitle('Add Tenant (3/5)');
    await q.submit('emulator-admin-secret');
    await q.waitForTitle('Add Tenant (4/5)');
    await q.submit(TENANT);
    await q.waitForTitle('Add Tenant (5/5)');
    await q.pick('development');
    await wb.toast(`Added ${TENANT}.`);
    added = true;

    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Connections');
    await (await wb.tree.reveal(DB)).locator('.label-name').click();
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/connections/${DEMO_CONNECTION_IDS.database}/${DB}\\.connection\\.json$`));
    await until('the connection document', async () => (await wb.editorText()).includes('"display_name": "Email and password"'));
    await wb.clearNotifications();

    // A value the tenant would refuse: the save is refused before anything is sent.
    await wb.replaceInEditor('"Email and password"', '7');
    await tabDirty(true);
    await wb.page.keyboard.press('Control+S');
    const refused = await wb.toast(/^Save refused\./);
    assert.match(refused, /Not applied: the document has a problem \(line \d+: .*\)\. Fix it and save again\./);
    await tabDirty(true);

    // Back to the opened text, then a change made on the server meanwhile; Cancel in the question says nothing.
    await wb.page.keyboard.press('Control+Z');
    await tabDirty(false);
    assert.equal(await apiPatch(`connections/${DEMO_CONNECTION_IDS.database}`, { display_name: 'Theirs' }), 200);
    await wb.replaceInEditor('Email and password', 'Mine');
    await tabDirty(true);
    await wb.page.keyboard.press('Control+S');
    const dialog = await wb.dialog();
    assert.match(dialog.message, /changed on the server since you opened it/);
    await wb.dialogButton('Cancel');
    await tabDirty(true);

    // Revert File shows the server's version, not the copy first opened.
    await wb.runCommand('File: Revert File');
    await until('the server\'s version after Revert', async () => (await wb.editorText()).includes('"display_name": "Theirs"'), { state: () => wb.editorText() });
    await tabDirty(false);
    assert.equal((await apiGet<{ display_name: string }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body.display_name, 'Theirs');

    const all = [...await wb.toasts(), ...await wb.notificationCenter()];
    assert.deepEqual(all.filter((m) => FAILED_TO_SAVE.test(m)), [], 'no "Failed to save" notification of VS Code');
    assert.equal(all.filter((m) => /^Save refused\./.test(m)).length, 1, `one refusal, and nothing for the cancel: ${JSON.stringify(all)}`);
    await wb.runCommand('View: Close All Editors');
  });
});
