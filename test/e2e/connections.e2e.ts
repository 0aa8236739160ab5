// Connections: the database connection edited as JSON and applied after the change review; an edit merged with a
// change made on the server meanwhile (the result shown before it is sent), and a refused save saying why; a
// database connection created from its draft and deleted. The pictures connection-review.png and
// connection-merge.png come from here.
import * as assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { apiGet, apiPatch } from './emulator';
import { letProgressClose, openFromTree, waitForTab } from './helpers/editors';
import { DB_CONNECTION as DB, DB_DOCUMENT as DOCUMENT } from './helpers/names';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { rowTexts } from './helpers/tree';
import { until } from './workbench';

const TAB = `${DB}.connection.json`;

describe('Connections: edited after the review, merged with a server change, created and deleted', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470, loadGroups: true });

  it('edits a connection as JSON and applies it after reviewing the changes in the confirmation', async function () {
    const wb = await story.openGroup('Connections');
    // a connection row opens it for editing
    const text = await openFromTree(wb, DB, DOCUMENT, '"display_name": "Email and password"', 'the connection document');
    assert.match(text, /"options": \{/);
    assert.doesNotMatch(text, /"strategy"|"enabled_clients"|"id":/, 'only editable fields are in the document');

    await wb.replaceInEditor('Email and password', 'Email or username');
    await wb.selectInEditor('"max": 15');
    await wb.page.keyboard.press('ArrowRight');
    await wb.page.keyboard.press('Backspace');
    await wb.page.keyboard.press('Backspace');
    await wb.page.keyboard.type('20');
    await waitForTab(wb, TAB, true);

    await wb.page.keyboard.press('Control+S');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Apply 2 change(s) to connection ${DB} on Demo tenant?`);
    assert.deepEqual(dialog.detail.split('\n'), ['display_name: "Email and password" → "Email or username"', 'options.validation.username.max: 15 → 20']);
    assert.deepEqual([...dialog.buttons].sort(), ['Apply', 'Cancel']);
    await wb.parkMouse();
    // The picture without the progress notification of the check that came before the question.
    await letProgressClose(wb, 'Checking connection');
    await wb.screenshot('connection-review');
    await wb.dialogButton('Apply');

    await wb.toast(`Connection ${DB} updated.`);
    await waitForTab(wb, TAB, false);
    const server = (await apiGet<{ display_name: string; options: { validation: { username: { max: number } }; precedence?: unknown } }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body;
    assert.equal(server.display_name, 'Email or username');
    assert.equal(server.options.validation.username.max, 20);
    assert.ok(server.options.precedence, 'the other options are kept');
    await wb.runCommand('View: Close All Editors');
    await wb.tree.collapse('Connections');
  });

  it('merges an edit with a change made on the server meanwhile, showing the result before it is sent', async function () {
    const wb = await story.openGroup('Connections');
    const before = (await apiGet<{ display_name: string }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body.display_name;
    await openFromTree(wb, DB, DOCUMENT, `"display_name": "${before}"`, 'the connection document');
    await wb.replaceInEditor(before, 'Email, username or passkey');
    await waitForTab(wb, TAB, true);
    assert.equal(await apiPatch(`connections/${DEMO_CONNECTION_IDS.database}`, { display_name: before, metadata: { owner: 'platform-team' } }), 200);

    await wb.page.keyboard.press('Control+S');
    const conflict = await wb.dialog();
    assert.equal(conflict.message, `Connection ${DB} was changed on the server since you opened it.`);
    assert.match(conflict.detail, /metadata/);
    assert.ok(['Compare', 'Merge', 'Overwrite'].every((b) => conflict.buttons.includes(b)), conflict.buttons.join(', '));
    await wb.dialogButton('Merge');
    const review = await wb.dialog();
    assert.equal(review.message, `Apply 1 change(s) to connection ${DB} on Demo tenant?`);
    assert.equal(review.detail, `display_name: "${before}" → "Email, username or passkey"`);
    await until('the merge result next to the server version', async () => (await wb.tabs()).some((t) => /merged, to be sent/.test(t.name)), { state: () => wb.tabs() });
    await wb.parkMouse();
    await letProgressClose(wb, 'Checking connection');
    await wb.screenshot('connection-merge');
    await wb.dialogButton('Apply');

    await wb.toast(`Connection ${DB} updated.`);
    const server = (await apiGet<{ display_name: string; metadata: Record<string, string> }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body;
    assert.equal(server.display_name, 'Email, username or passkey');
    assert.deepEqual(server.metadata, { owner: 'platform-team' }, 'the change made on the server is kept');

    // A refused save says why in our own words, the one message it gets (refusedSave.e2e.ts checks that VS Code's
    // "Failed to save" is not shown).
    await wb.clearNotifications();
    // The merge result closes once it was sent; the document is next.
    await until('the merge result to close once sent', async () => !(await wb.tabs()).some((t) => /merged, to be sent/.test(t.name)), { state: () => wb.tabs() });
    await wb.waitForEditor(DOCUMENT);
    await until('the saved document', async () => (await wb.editorText()).includes('"display_name": "Email, username or passkey"'));
    await wb.replaceInEditor('Email, username or passkey', 'x'.repeat(130));
    await waitForTab(wb, TAB, true);
    await wb.page.keyboard.press('Control+S');
    await wb.toast(/^Save refused\. Not applied: the document has a problem \(line 2: /);
    assert.equal((await apiGet<{ display_name: string }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body.display_name, 'Email, username or passkey');
    await wb.runCommand('File: Revert File');
    await wb.clearNotifications();
    await wb.runCommand('View: Close All Editors');
    await wb.tree.collapse('Connections');
  });

  it('creates a database connection (strategy, a name checked as typed, a draft with sensible options), then deletes it', async function () {
    const name = 'partner-db';
    const wb = await story.openGroup('Connections');
    await wb.tree.inlineAction('Connections', 'Create Connection…');
    await wb.quick.waitForTitle('Create Connection on Demo tenant');
    await wb.quick.pick('auth0');
    await until('the name step', async () => /Name of the new auth0 connection/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.fill(DB);
    await until('the taken name refused as typed', async () => /already has a connection named "Username-Password-Authentication"/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit(name);
    await wb.waitForEditor(/^auth-tenants-draft:.*\/new(-\d+)?\.connection\.json$/);
    const draft = await until('the connection draft', async () => {
      const text = await wb.editorText();
      return text.includes(`"name": "${name}"`) && text;
    });
    assert.match(draft, /"strategy": "auth0"/);
    assert.match(draft, /"passwordPolicy": "good"/);
    await until('the Create CodeLens', async () => (await wb.codeLenses()).includes('Create connection on Demo tenant'), { state: () => wb.codeLenses() });
    await wb.editor.locator('.codelens-decoration a', { hasText: 'Create connection on Demo tenant' }).click();
    const created = await wb.toast(/^Created the connection partner-db \((con_\w+)\) on Demo tenant\.$/);
    const id = /\((con_\w+)\)/.exec(created)![1];
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/connections/${id}/${name}\\.connection\\.json$`));
    const { body } = await apiGet<{ name: string; strategy: string; options: { passwordPolicy?: string } }>(`connections/${id}`);
    assert.deepEqual([body.name, body.strategy, body.options.passwordPolicy], [name, 'auth0', 'good']);
    await wb.runCommand('View: Close All Editors');
    await until('the new connection in the tree', async () => (await rowTexts(wb, 'Connections')).includes(`${name} — auth0`), { state: () => rowTexts(wb, 'Connections') });

    await wb.clearNotifications();
    await wb.tree.contextMenu(name, 'Delete Connection…');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the connection "${name}" from Demo tenant?`);
    assert.match(dialog.detail, /users/);
    await wb.dialogButton('Delete');
    await wb.toast(`Deleted the connection ${name} from Demo tenant.`);
    await until('the connection to leave the tree', async () => !(await rowTexts(wb, 'Connections')).includes(`${name} — auth0`), { state: () => rowTexts(wb, 'Connections') });
    assert.equal((await apiGet(`connections/${id}`)).status, 404);
    await wb.tree.collapse('Connections');
  });
});
