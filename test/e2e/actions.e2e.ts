// Actions: an undeployed action's code opened from the tree, `api.` typed with the completion list showing, the
// claim written and saved (the draft, never deployed), Test… run with its report beside the code, then Deploy
// (its new version in the message) and Bind Action to Trigger… (the first place, before → after in the modal);
// the tree shows it bound. The pictures action-completion.png, action-test.png and action-bound.png come from here.
import * as assert from 'node:assert/strict';
import { DEMO_ACTION_IDS } from '../../src/emulator/seed/ids';
import { apiGet } from './emulator';
import { waitForTab } from './helpers/editors';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { collapseGroupsBut, rowTexts } from './helpers/tree';
import { sleep, until } from './workbench';

const ACTION = 'm2m-token-claims';
const TRIGGER = 'Machine to Machine';
const ID = DEMO_ACTION_IDS.credentialsExchangeDraft;

describe('Actions: write with completion, test, deploy and bind', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470 });

  it('types api. with completion showing, saves, runs Test…, deploys the action and binds it first on its trigger', async function () {
    this.timeout(180_000);
    const wb = await story.openGroup();
    await collapseGroupsBut(wb, 'Actions');
    await wb.tree.expand('Actions');
    await wb.tree.expand(TRIGGER);
    await wb.tree.contextMenu(ACTION, 'Open Action Code');
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/actions/${ID}/.*\\.js$`));
    await until('the action code', async () => (await wb.editorText()).includes('setCustomClaim'));

    // A new line in the handler: `api.` opens the completion list of the trigger's api.
    await wb.selectInEditor("'gold');");
    await wb.page.keyboard.press('End');
    await wb.page.keyboard.press('Enter');
    await wb.page.keyboard.type('api.');
    const suggest = wb.page.locator('.editor-widget.suggest-widget.visible');
    const labels = () => suggest.locator('.monaco-list-row .label-name').allInnerTexts();
    // The trigger's api (access, accessToken, cache) beside the words of the document.
    await until('the completion list of api', async () => {
      const shown = await labels();
      return ['access', 'accessToken', 'cache'].every((l) => shown.includes(l));
    }, { state: labels });
    await wb.parkMouse();
    await sleep(300); // the details pane settles
    await wb.screenshot('action-completion');
    await wb.page.keyboard.press('Escape');
    // The rest of the line as one insertion (typed keys would let the completion list take them).
    await wb.page.keyboard.insertText("accessToken.setCustomClaim('https://example.com/region', 'eu');");
    await waitForTab(wb, /\.js$/, true);
    // The save's review: a code change opens in full (now ↔ after), then Apply (in the notification beside it) sends the draft.
    await wb.clearNotifications();
    await wb.page.keyboard.press('Control+S');
    const review = await wb.dialog();
    assert.match(review.message, new RegExp(`${ACTION}.*Demo tenant`));
    await wb.dialogButton(review.buttons.includes('Apply') ? 'Apply' : 'Show Full Change');
    if (!review.buttons.includes('Apply')) {
      await wb.toast(/Every change is shown in full/);
      await wb.notificationButton('Every change is shown in full', 'Apply');
    }
    await until('the code to be saved', async () => (await wb.tabs()).some((t) => t.name === `${ACTION}.js` && !t.dirty), { state: () => wb.tabs() });
    const saved = await apiGet<{ code: string; deployed_version?: unknown }>(`actions/actions/${ID}`);
    assert.match(saved.body.code, /https:\/\/example\.com\/region/, 'the draft has the new line');
    assert.equal(saved.body.deployed_version ?? undefined, undefined, 'saving never deploys');

    // Test…: the report opens beside the code, with the api commands in order.
    await wb.runCommand('View: Close All Editors');
    await wb.tree.contextMenu(ACTION, 'Open Action Code');
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/actions/${ID}/.*\\.js$`));
    await wb.clearNotifications();
    await wb.sideBarWidth(300); // room for the code and its report side by side
    await wb.tree.contextMenu(ACTION, 'Test Action…');
    await wb.toast(new RegExp(`^Test of ${ACTION} on Demo tenant: ran without error \\(2 api commands\\)\\.`));
    await until('the report', async () => (await wb.tabs()).some((t) => t.name.startsWith(`${ACTION} test result.md`)), { state: () => wb.tabs() });
    const report = wb.page.locator('.part.editor .editor-group-container .monaco-editor[data-uri*="test%20result.md"] .view-lines').first();
    // The report's lines wrap in its narrow column: read them joined.
    const reportText = async () => (await report.innerText()).replace(/\u00a0/g, ' ').replace(/\n/g, '');
    await until('the commands in the report', async () => /2\. `api\.accessToken\.setCustomClaim\("https:\/\/example\.com\/region",\s*"eu"\)`/.test(await reportText()), { state: reportText });
    await wb.parkMouse();
    await wb.screenshot('action-test');
    await wb.sideBarWidth(470);

    // Deploy: the modal names the action and the tenant; the message names the new version.
    await wb.clearNotifications();
    await wb.runCommand('View: Close All Editors');
    await wb.tree.contextMenu(ACTION, 'Deploy Action…');
    const deploy = await wb.dialog();
    assert.equal(deploy.message, `Deploy the action "${ACTION}" on Demo tenant?`);
    await wb.dialogButton('Deploy');
    await wb.toast(`Deployed ${ACTION} on Demo tenant as version 1.`);

    // Bind: first on its trigger, the order before → after in the modal; the tree shows it bound first.
    await wb.clearNotifications();
    await wb.tree.contextMenu(ACTION, 'Bind Action to Trigger…');
    await wb.quick.pick('First (before m2m-add-tenant-claim)');
    const bind = await wb.dialog();
    assert.equal(bind.message, `Bind the action "${ACTION}" to credentials-exchange on Demo tenant?`);
    assert.match(bind.detail, /^Before: 1\. m2m-add-tenant-claim\nAfter: {2}1\. m2m-token-claims {2}2\. m2m-add-tenant-claim/);
    await wb.dialogButton('Bind');
    await wb.toast(`Bound ${ACTION} to credentials-exchange on Demo tenant (place 1 of 2).`);
    const rows = await until('the new order in the tree', async () => {
      const r = await rowTexts(wb, TRIGGER).catch(() => []);
      return r[0]?.startsWith(`${ACTION} — 1 ·`) && r;
    }, { state: () => rowTexts(wb, TRIGGER) });
    assert.match(rows[1] ?? '', /^m2m-add-tenant-claim — 2 ·/);
    await wb.parkMouse();
    await wb.screenshot('action-bound');
    await wb.tree.collapse(TRIGGER);
    await wb.tree.collapse('Actions');
  });
});
