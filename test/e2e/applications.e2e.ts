// Applications: a machine-to-machine application created with the wizard (its type, then its name), its secret
// rotated (a modal naming application and tenant, then the new secret shown once with Copy), then authorized on an
// API (the application picked by name, then the API's scopes) and found under the API's row with its scopes. The
// pictures rotate-confirm.png, authorize-scopes.png and client-grants.png come from here.
import * as assert from 'node:assert/strict';
import { apiGet } from './emulator';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { until } from './workbench';

const TENANT = DEMO.label;
const APP = 'Inventory Sync';
const ORDERS = 'https://api.example.com/orders';

describe('Applications: created, its secret rotated, authorized on an API', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470 });

  it('creates a machine-to-machine application with the wizard', async function () {
    const wb = await story.openGroup('Applications');
    await wb.tree.inlineAction('Applications', 'Create Application…');
    const step = (n: RegExp) => until(`the wizard's step ${String(n)}`, async () => (await wb.quick.widget.isVisible()) && n.test(await wb.quick.title()), { state: () => wb.quick.title() });
    await step(new RegExp(`^Create Application on ${TENANT} \\(1/\\d\\)$`));
    await wb.quick.fill('Machine');
    await wb.quick.pick('Machine to machine');
    await step(new RegExp(`^Create Application on ${TENANT} \\(2/2\\)$`));
    await wb.quick.submit(APP);
    await wb.toast(new RegExp(`^Created the application ${APP} \\(\\w{32}\\) on ${TENANT}`));
    await until('the new row', async () => (await wb.tree.childrenOf('Applications')).some((r) => r.label === APP), { state: () => wb.tree.summary() });
    story.done('created');
  });

  it('rotates its secret: a modal naming application and tenant, then the new secret shown once', async function () {
    story.needs(this, 'created');
    const wb = await story.openGroup('Applications');
    await wb.tree.contextMenu(APP, 'Rotate Secret…');
    const confirm = await wb.dialog();
    assert.equal(confirm.message, `Rotate the secret of the application "${APP}" on ${TENANT}?`);
    assert.match(confirm.detail, /stops working at once/);
    await wb.parkMouse();
    await wb.screenshot('rotate-confirm');
    const once = `The new secret of "${APP}" on ${TENANT}. It is shown only this once: copy it now.`;
    await wb.dialogButton('Rotate Secret', once);
    const shown = await wb.dialog();
    assert.equal(shown.message, once);
    assert.match(shown.detail, /Running apps need it/);
    await wb.dialogButton('Copy');
    await wb.toast(`Copied the new secret of ${APP} to the clipboard.`);
    await wb.tree.collapse('Applications');
    story.done('rotated');
  });

  it('authorizes it on an API: picked by name, then the API\'s scopes; listed under the API with its scopes', async function () {
    story.needs(this, 'created');
    const wb = await story.openGroup('APIs');
    await wb.tree.contextMenu('Orders API', 'Authorize Application…');
    await wb.quick.waitForTitle('Authorize Application');
    const apps = (await wb.quick.items()).map((i) => i.label);
    assert.ok(apps.some((l) => /^Back Office Sync, already authorized/.test(l)), apps.join(' | '));
    await wb.quick.fill(APP);
    await wb.quick.pick(APP);
    await until('the scopes of Orders API', async () => (await wb.quick.items()).some((i) => /^read:orders/.test(i.label)), { state: () => wb.quick.items() });
    await wb.quick.fill('');
    await wb.quick.item('read:orders').click();
    await wb.quick.item('update:orders').click();
    await until('two scopes ticked', async () => (await wb.quick.items()).filter((i) => i.checked).length === 2, { state: () => wb.quick.items() });
    await wb.parkMouse();
    await wb.screenshot('authorize-scopes');
    await wb.quick.ok();
    await wb.toast(`Authorized ${APP} to call Orders API on ${TENANT} with 2 scopes.`);
    const { body } = await apiGet<{ client_id: string; scope: string[] }[]>(`client-grants?audience=${encodeURIComponent(ORDERS)}`);
    assert.equal(body.length, 3, JSON.stringify(body));
    await wb.tree.expand('Orders API');
    await until('the grant under Orders API', async () => (await wb.tree.childrenOf('Orders API')).some((r) => r.label === APP && r.description === '2 scopes'), { state: () => wb.tree.summary() });
    await wb.parkMouse();
    await wb.screenshot('client-grants');
    await wb.tree.collapse('Orders API');
    await wb.tree.collapse('APIs');
  });
});
