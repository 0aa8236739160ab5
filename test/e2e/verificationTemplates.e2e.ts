// Verification templates: one created from a name and a claims multi-select, edited as JSON after its change list,
// found two "Load more…" away (the 126th) and deleted after its confirmation; the server checked each time.
import * as assert from 'node:assert/strict';
import { apiGet } from './emulator';
import { waitForTab } from './helpers/editors';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { collapseGroupsBut, waitForDescription } from './helpers/tree';
import { until } from './workbench';

describe('Verification templates: created from a claims multi-select, edited and deleted', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470 });

  it('creates a verification template from a name and a claims multi-select, edits it as JSON, then deletes it', async function () {
    const name = 'Door age check';
    const wb = await story.openGroup();
    await wb.tree.inlineAction('Verification Templates', 'Create Verification Template…');
    await wb.quick.waitForTitle('Create Verification Template on Demo tenant (1/3)');
    await wb.quick.submit(name);
    await until('the claims list', async () => (await wb.quick.items()).length > 10, { state: () => wb.quick.items() });
    await wb.quick.fill('age_');
    await wb.quick.item('age_birth_year').click();
    await wb.quick.item('age_in_years').click();
    await until('two claims ticked', async () => (await wb.quick.items()).filter((i) => i.checked).length === 2, { state: () => wb.quick.items() });
    await wb.quick.ok();
    await wb.quick.pick('Create now');
    const created = await wb.toast(/^Created the verification template Door age check \((\w+)\) on Demo tenant, requesting 2 claim\(s\)\.$/);
    const id = /\((\w+)\)/.exec(created)![1];
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/verification-templates/${id}/.*\\.verification-template\\.json$`));
    await until('the template document', async () => (await wb.editorText()).includes(`"name": "${name}"`));

    await wb.replaceInEditor(name, `${name} venue`);
    await waitForTab(wb, /\.verification-template\.json$/, true);
    await wb.page.keyboard.press('Control+S');
    const review = await wb.dialog();
    assert.equal(review.message, `Apply 1 change(s) to verification template ${name} on Demo tenant?`);
    assert.equal(review.detail, `name: "${name}" → "${name} venue"`);
    await wb.dialogButton('Apply');
    await wb.toast(/^Verification template Door age check( venue)? updated\.$/);
    const { body } = await apiGet<{ name: string; presentation: unknown }>(`verifiable-credentials/verification/templates/${id}`);
    assert.equal(body.name, `${name} venue`);
    assert.match(JSON.stringify(body.presentation), /age_birth_year/);
    await wb.runCommand('View: Close All Editors');

    // The new template is the 126th: two "Load more…" away.
    await collapseGroupsBut(wb, 'Verification Templates');
    await wb.tree.expand('Verification Templates');
    for (const count of ['100+', '126']) {
      await wb.tree.reveal('Load more…');
      await wb.tree.row('Load more…').click();
      await waitForDescription(wb, 'Verification Templates', count);
    }
    await wb.tree.scrollToBottom();
    await wb.clearNotifications();
    await wb.tree.contextMenu(`${name} venue`, 'Delete Verification Template…');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the verification template "${name} venue" from Demo tenant?`);
    await wb.dialogButton('Delete');
    await wb.toast(`Deleted the verification template ${name} venue from Demo tenant.`);
    await waitForDescription(wb, 'Verification Templates', /^(50\+|125)$/);
    assert.equal((await apiGet(`verifiable-credentials/verification/templates/${id}`)).status, 404);
    await wb.tree.collapse('Verification Templates');
  });
});
