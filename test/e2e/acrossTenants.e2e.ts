// Across tenants: the demo's production twin added as a second tenant, a connection compared with it in the diff
// editor, then copied to it after its plan (the production target asks for its name). The pictures
// compare-diff.png and copy-plan.png come from here.
import * as assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { apiGet } from './emulator';
import { env } from './env';
import { letProgressClose } from './helpers/editors';
import { useStory } from './helpers/story';
import { addTenant, DEMO, PRODUCTION as PRODUCTION_TENANT } from './helpers/tenants';
import { collapseGroupsBut } from './helpers/tree';
import { sleep, until } from './workbench';

const TENANT = DEMO.label;

describe('Across tenants: compare with the production twin, then copy after the plan', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470, loadGroups: true });

  it('adds the production twin as a second tenant, compares a connection with it in the diff editor, and copies it there after the plan', async function () {
    const wb = story.wb;
    this.timeout(120_000);
    const PRODUCTION = PRODUCTION_TENANT.label;
    const CONNECTION = 'partners-db';
    const q = wb.quick;
    await wb.clearNotifications();
    // Add Tenant… as the first-run story checks it, to the production environment: "Added Demo production. …".
    story.owns(PRODUCTION);
    await addTenant(wb, PRODUCTION_TENANT);
    const production = await wb.tree.find(PRODUCTION, 1);
    assert.equal(production.description, `PRODUCTION · ${env.productionUrl.replace(/^http:\/\//, '')}`);

    // Compare with Tenant…: the only other tenant is the production twin, so the diff opens at once.
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await collapseGroupsBut(wb, 'Connections');
    await wb.tree.expand('Connections');
    // A narrower side bar: under 900 pixels VS Code shows a diff inline; the picture shows both sides next to each other.
    await wb.sideBarWidth(300);
    await wb.tree.contextMenu(CONNECTION, 'Compare with Tenant…');
    const title = `${CONNECTION}: ${TENANT} ↔ ${PRODUCTION}`;
    await until('the diff editor tab', async () => (await wb.tabs()).some((t) => t.name.startsWith(title)), { state: () => wb.tabs() });
    const diff = wb.page.locator('.part.editor .editor-group-container.active .monaco-diff-editor').first();
    const side = (which: 'original' | 'modified') => diff.locator(`.editor.${which} .view-lines`).innerText().then((t) => t.replace(/\u00a0/g, ' '), () => '');
    const sides = await until('both sides of the diff', async () => {
      const [left, right] = [await side('original'), await side('modified')];
      return left.includes('"passwordPolicy"') && right.includes('"passwordPolicy"') && { left, right };
    }, { state: async () => ({ sideBySide: await diff.evaluate((e) => e.classList.contains('side-by-side')).catch(() => undefined), left: await side('original'), right: await side('modified') }) });
    assert.match(sides.left, /"passwordPolicy": "good"/, 'the staging side');
    assert.match(sides.right, /"passwordPolicy": "excellent"/, 'the production side');
    assert.match(sides.left, /"disable_signup": true/);
    assert.match(sides.right, /"disable_signup": false/);
    assert.ok(await diff.locator('.editor.modified .line-insert, .editor.modified .char-insert').count() > 0, 'the differing lines are marked');
    // The picture without the tooltip of the row the context menu was over: the mouse rests on the empty end of
    // the diff (not on the status bar's bell, which has a tooltip of its own).
    const hover = wb.page.locator('.workbench-hover, .monaco-hover:not(.hidden)').first();
    await until('no tooltip over the picture', async () => {
      await wb.page.mouse.move(660, 720);
      if (!(await hover.isVisible().catch(() => false))) return true;
      await wb.page.keyboard.press('Escape');
      return false;
    }, { timeout: 5000 }).catch(() => {});
    await sleep(300); // a tooltip fades out
    await wb.screenshot('compare-diff');
    await wb.runCommand('View: Close All Editors');

    // Copy to Tenant…: the plan lists the changes; the production target then asks for its name.
    await wb.clearNotifications();
    await wb.tree.contextMenu(CONNECTION, 'Copy to Tenant…');
    const plan = await wb.dialog();
    assert.equal(plan.message, `Update the connection "${CONNECTION}" on ${PRODUCTION} from ${TENANT}?`);
    const lines = plan.detail.split('\n');
    assert.equal(lines[0], `From ${TENANT} to ${PRODUCTION}`);
    assert.ok(lines.includes('options.passwordPolicy: "excellent" → "good"'), plan.detail);
    assert.ok(lines.includes('options.disable_signup: false → true'), plan.detail);
    assert.deepEqual([...plan.buttons].sort(), ['Cancel', 'Update']);
    await wb.parkMouse();
    await letProgressClose(wb, 'Planning the copy');
    await wb.screenshot('copy-plan');
    await wb.dialogButton('Update');
    await q.waitForTitle(`${PRODUCTION} is a production tenant`);
    await q.fill('Demo');
    await until('the name refused until typed exactly', async () => /Type exactly: Demo production/.test(await q.message()), { state: () => q.message() });
    await q.submit(PRODUCTION);
    await wb.toast(`Updated the connection "${CONNECTION}" on ${PRODUCTION}: 2 changes applied.`);
    const { body } = await apiGet<{ options: { passwordPolicy: string; disable_signup: boolean } }>(`connections/${DEMO_CONNECTION_IDS.partnersDb}`, env.productionUrl);
    assert.deepEqual([body.options.passwordPolicy, body.options.disable_signup], ['good', true]);
    await wb.tree.collapse('Connections');
    await wb.sideBarWidth(470);
  });
});
