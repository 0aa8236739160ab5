// A refused or cancelled save, as a user meets it in the workbench: Ctrl+S of a connection with an error shows
// one message of ours (what to do) and never VS Code's "Failed to save … (FileSystemError)" with Retry / Save As…
// / Revert; Cancel in the conflict question shows nothing; Revert File then shows the server's version. The story
// adds its own tenant (from the demo data as the shared story opening leaves it) and removes it at the end.
import * as assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { apiGet, apiPatch } from './emulator';
import { env } from './env';
import { openFromTree, waitForTab } from './helpers/editors';
import { DB_CONNECTION as DB, DB_DOCUMENT } from './helpers/names';
import { useStory } from './helpers/story';
import { until } from './workbench';

const TENANT = 'Save story tenant';
const TAB = `${DB}.connection.json`;
const FAILED_TO_SAVE = /Failed to save|FileSystemError/;

describe('A refused save in the workbench', function () {
  const story = useStory({ tenants: [{ url: env.emulatorUrl, label: TENANT, environment: 'development' }] });

  const tabDirty = (dirty: boolean) => waitForTab(story.wb, TAB, dirty);

  it('Ctrl+S refused: one message of ours, no "Failed to save"; Cancel in the conflict question: no message; Revert shows the server\'s version', async function () {
    this.timeout(180_000);
    const wb = await story.openGroup('Connections');
    await openFromTree(wb, DB, DB_DOCUMENT, '"display_name": "Email and password"', 'the connection document');
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
