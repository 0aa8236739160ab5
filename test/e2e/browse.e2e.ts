// Browsing a tenant: the demo tenant expanded, every resource group loaded with its items and count, a failed
// delivery list under its stream, a verification template opened as a document whose header names it and its
// tenant; then the templates paged with "Load more…" to the last one. The picture tree.png comes from here.
import * as assert from 'node:assert/strict';
import { DB_CONNECTION } from './helpers/names';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { collapseGroupsBut, GROUPS, rowTexts, waitForDescription } from './helpers/tree';
import { until } from './workbench';

const TENANT = DEMO.label;

describe('Browsing every group of a tenant', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470 });

  it('expands the tenant and every resource group, each loaded with its items and count', async () => {
    const wb = story.wb;
    const groups = await wb.tree.expand(TENANT, 1);
    assert.deepEqual(groups.map((g) => g.label), GROUPS);

    await wb.tree.expand('Token Exchange Profiles');
    assert.deepEqual(await rowTexts(wb, 'Token Exchange Profiles'), [
      'Partner ID token — …/id-token',
      'Legacy session migration — …:legacy-session',
      'Mobile device token — …/device-token',
    ]);
    await waitForDescription(wb, 'Token Exchange Profiles', '3');

    await wb.tree.expand('Connections');
    const connections = await rowTexts(wb, 'Connections');
    assert.equal(connections.length, 11, connections.join('\n'));
    assert.equal(connections[0], `${DB_CONNECTION} — auth0`);
    for (const c of ['google-oauth2 — google-oauth2', 'acme-saml — samlp', 'sms — sms']) assert.ok(connections.includes(c), `${c} in ${connections.join(', ')}`);
    await waitForDescription(wb, 'Connections', '11');

    await wb.tree.expand('Event Streams');
    assert.deepEqual(await rowTexts(wb, 'Event Streams'), [
      'user-lifecycle-webhook — enabled · webhook', 'org-events-eventbridge — enabled · eventbridge', 'user-events-action — enabled · action',
    ]);
    await waitForDescription(wb, 'Event Streams', '3');
    await wb.tree.expand('user-lifecycle-webhook');
    const deliveries = await wb.tree.childrenOf('user-lifecycle-webhook');
    assert.deepEqual(deliveries.map((d) => d.label), ['user.created', 'user.updated', 'user.deleted', 'user.updated']);
    for (const d of deliveries) assert.match(d.description, /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} · 4 attempts$/);
    await waitForDescription(wb, 'user-lifecycle-webhook', '4 failed · enabled · webhook');

    await wb.tree.expand('Flows Vault Connections');
    assert.deepEqual(await rowTexts(wb, 'Flows Vault Connections'), ['Newsletter sync — ActiveCampaign', 'CRM webhook — HTTP request']);
    await waitForDescription(wb, 'Flows Vault Connections', '2');

    await wb.tree.expand('MFA Phone Factors');
    await wb.tree.scrollToBottom(); // its last row below the fold: the streams' rows take the height
    assert.deepEqual(await rowTexts(wb, 'MFA Phone Factors'), ['SMS — enabled', 'Voice — disabled', 'Provider: auth0', 'Message Templates — enrollment · verification']);
    await waitForDescription(wb, 'MFA Phone Factors', 'sms');

    // Connections folded, so the templates (and in the picture, the template's row) fit on the screen.
    await wb.tree.collapse('Connections');
    const templates = await wb.tree.expand('Verification Templates');
    assert.equal(`${templates[0].label} — ${templates[0].description}`, 'Age over 18 #001 — 2 of 21 claims');
    await waitForDescription(wb, 'Verification Templates', '50+');

    // Opening a template shows it as an editable document whose header names it and its tenant (the requested mDL
    // claims are in the header's hover).
    await (await wb.tree.reveal('Car rental #003')).locator('.label-name').click();
    await wb.waitForEditor(/^auth-tenants:.*\/verification-templates\/vct_demoTemplate0000000003\/Car-rental-003\.verification-template\.json$/);
    const header = () => wb.editor.locator('.codelens-decoration').allInnerTexts();
    await until('the template and its tenant in the header', async () => (await header()).some((l) => /^Car rental #003 · Demo tenant/.test(l)), { state: header });
    const template = await until('the template document', async () => {
      const t = await wb.editorText();
      return t.includes('"driving_privileges": true') && t;
    });
    assert.match(template, /"name": "Car rental #003"/);
    await wb.tree.reveal(TENANT, 1);
    await wb.parkMouse();
    await wb.screenshot('tree');
    await wb.runCommand('View: Close All Editors');
    story.done('groups');
  });

  it('pages the verification templates with "Load more…" until the last one', async function () {
    story.needs(this, 'groups');
    const wb = story.wb;
    await wb.tree.expand(TENANT, 1);
    await collapseGroupsBut(wb, 'Verification Templates');
    /** The two rows at the end of the templates group: the last template and "Load more…". */
    const lastTwo = async () => {
      await wb.tree.reveal('Load more…');
      const rows = await wb.tree.rows();
      const i = rows.findIndex((r) => r.label === 'Load more…');
      return i > 0 ? [rows[i - 1].label, rows[i].label] : [];
    };
    await wb.tree.expand('Verification Templates');
    await until('template #050 right before "Load more…"', async () => {
      const [a, b] = await lastTwo();
      return /#050$/.test(a ?? '') && b === 'Load more…';
    }, { state: lastTwo });

    await wb.tree.row('Load more…').click();
    await waitForDescription(wb, 'Verification Templates', '100+');
    await until('template #100 right before "Load more…"', async () => /#100$/.test((await lastTwo())[0] ?? ''), { state: lastTwo });

    await wb.tree.row('Load more…').click();
    await waitForDescription(wb, 'Verification Templates', '125');
    await wb.tree.scrollToBottom();
    await until('template #125 as the last row, without "Load more…"', async () => {
      const rows = await wb.tree.rows();
      const last = rows.at(-1);
      return last?.last && /#125$/.test(last.label) && !rows.some((r) => r.label === 'Load more…');
    }, { state: () => wb.tree.summary() });
    await wb.tree.collapse('Verification Templates');
  });
});
