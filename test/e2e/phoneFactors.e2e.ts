// MFA phone factors: the provider switched to Twilio after its settings were typed (the auth token in a password
// box, never answered by the tenant), then the factors set with the multi-select quick pick; the server checked each
// time. The picture phone-factors.png comes from here.
import * as assert from 'node:assert/strict';
import { apiGet } from './emulator';
import { useStory } from './helpers/story';
import { DEMO } from './helpers/tenants';
import { rowTexts, waitForDescription } from './helpers/tree';
import { until } from './workbench';

describe('MFA phone factors: the Twilio provider, then the factors', function () {
  const story = useStory({ tenants: [DEMO], sideBar: 470, loadGroups: true });

  it('switches the MFA phone provider to Twilio, typing its settings first (the auth token in a password box)', async function () {
    const token = 'e2e-twilio-auth-token-8d41c7';
    const wb = await story.openGroup('MFA Phone Factors');
    await wb.tree.inlineAction('Provider: auth0', 'Set Phone Provider…');
    await wb.quick.waitForTitle('MFA Phone Provider of Demo tenant');
    assert.ok((await wb.quick.items()).some((i) => /^auth0, current/.test(i.label)), 'the current provider is marked');
    await wb.quick.pick('twilio');
    const ask = await wb.dialog();
    assert.equal(ask.message, 'Switch the MFA phone provider of Demo tenant from auth0 to twilio?');
    await wb.dialogButton('Set Twilio Settings, Then Switch');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (1/4)');
    await wb.quick.pick('A phone number');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (2/4)');
    await wb.quick.submit('+15551234567');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (3/4)');
    await wb.quick.submit('AC0123456789abcdef0123456789abcdef');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (4/4)');
    assert.equal(await wb.quick.input.getAttribute('type'), 'password', 'the auth token is typed in a password box');
    await wb.quick.submit(token);
    await wb.toast('Demo tenant now sends MFA phone messages through twilio.');
    await until('the provider and Twilio rows', async () => {
      const rows = await rowTexts(wb, 'MFA Phone Factors');
      return rows.includes('Provider: twilio') && rows.some((r) => r.startsWith('Twilio — from +15551234567')) && rows;
    }, { state: () => rowTexts(wb, 'MFA Phone Factors') });
    assert.equal((await apiGet<{ provider: string }>('guardian/factors/phone/selected-provider')).body.provider, 'twilio');
    const twilio = await apiGet<Record<string, unknown>>('guardian/factors/phone/providers/twilio');
    assert.deepEqual([twilio.body.from, twilio.body.sid], ['+15551234567', 'AC0123456789abcdef0123456789abcdef']);
    assert.ok(!JSON.stringify(twilio.body).includes(token), 'the tenant never answers the auth token');
    await wb.tree.collapse('MFA Phone Factors');
  });

  it('sets the phone factors with the multi-select quick pick', async function () {
    const wb = await story.openGroup('MFA Phone Factors');
    await wb.tree.inlineAction('MFA Phone Factors', 'Set Phone Factors…');
    await wb.quick.waitForTitle('Phone factors of Demo tenant');
    assert.deepEqual(await wb.quick.items(), [{ label: 'SMS, enabled now', checked: true }, { label: 'Voice, disabled now', checked: false }]);
    await wb.quick.item('Voice').click();
    await until('Voice to be checked', async () => (await wb.quick.items()).every((i) => i.checked), { state: () => wb.quick.items() });
    await wb.parkMouse();
    await wb.screenshot('phone-factors');
    await wb.quick.ok();
    await wb.quick.waitForClose();

    await wb.toast('Phone factors enabled on Demo tenant: sms, voice.');
    const factorRows = async () => (await rowTexts(wb, 'MFA Phone Factors')).filter((r) => /^(SMS|Voice) — /.test(r));
    await until('both factors enabled in the tree', async () => (await factorRows()).join() === 'SMS — enabled,Voice — enabled', { state: () => rowTexts(wb, 'MFA Phone Factors') });
    await waitForDescription(wb, 'MFA Phone Factors', 'sms, voice');
    assert.deepEqual((await apiGet<{ message_types: string[] }>('guardian/factors/phone/message-types')).body.message_types.sort(), ['sms', 'voice']);
    await wb.tree.collapse('MFA Phone Factors');
  });
});
