// Copy to Tenant… of the MFA phone factors (src/kinds/phoneFactors/copy.ts): the Twilio sender, the provider, the
// templates and the message types, each only where it differs and in that order; the Twilio auth token is never
// copied; a target without Twilio settings (or with another Twilio account) is told to use Twilio Settings…. Then
// between `--seed demo` and `--seed demo-production`: apply, nothing to do, a failure part way.
import assert from 'node:assert/strict';
import { setPhoneMessageTypes } from '../../../../src/kinds/phoneFactors/api';
import { getPhoneProvider, getPhoneTemplates, getTwilioSettings, setPhoneProvider, setPhoneTemplates, setTwilioSettings } from '../../../../src/kinds/phoneFactors/phoneApi';
import { formatChanges } from '../../../../src/editors/resource/changeSummary';
import { PHONE_FACTORS_KEY } from '../../../../src/kinds/phoneFactors/compare';
import { promoteKind, type PromoteKind } from '../../../../src/promote/kinds';
import type { PlanTarget } from '../../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../../src/promote/promote';
import { PartlyAppliedError } from '../../../../src/kinds/applySteps';
import { side, twoTenants } from '../../promote/twoTenants';

let phone: PromoteKind;
before(async () => {
  phone = await promoteKind('phone-factors');
});
const SCOPES = new Set(['update:guardian_factors']);
const templates = { enrollment_message: 'Enroll {{code}}', verification_message: 'Verify {{code}}' };
const twilio = { sid: 'AC1', from: '+15550001', messaging_service_sid: null };
const mine = { message_types: ['voice', 'sms'], provider: 'twilio', templates, twilio };
const target = (resource: Record<string, unknown>): PlanTarget => ({ resource, names: {}, scopes: SCOPES });
const theirs = { message_types: ['sms'], provider: 'auth0', templates: { ...templates, verification_message: 'Code {{code}}' } };

describe('promote: MFA phone factors', () => {
  it('a target with the same Twilio account: sender, provider, templates and message types, in that order', () => {
    const plan = phone.plan({ resource: mine, names: {} }, target({ ...theirs, twilio: { sid: 'AC1', from: '+15559999', messaging_service_sid: null } }));
    assert.ok(plan.action.kind === 'update');
    assert.equal(plan.action.id, PHONE_FACTORS_KEY);
    assert.equal(plan.scope, 'update:guardian_factors');
    assert.deepEqual(Object.keys(plan.action.body), ['twilio', 'provider', 'templates', 'message_types']);
    assert.deepEqual(plan.action.body.twilio, { from: '+15550001', messaging_service_sid: null });
    assert.deepEqual(plan.action.body.message_types, ['sms', 'voice']);
    assert.equal(formatChanges(plan.action.changes), [
      'twilio.from: "+15559999" → "+15550001"', 'provider: "auth0" → "twilio"', 'templates.verification_message: "Code {{code}}" → "Verify {{code}}"',
      'message_types: ["sms"] → ["sms","voice"]',
    ].join('\n'));
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['twilio.auth_token']);
  });

  it('a target without Twilio settings keeps its provider and is told where to set them; another account keeps its sender', () => {
    const none = phone.plan({ resource: mine, names: {} }, target({ ...theirs, twilio: { sid: null, from: null, messaging_service_sid: null } }));
    assert.ok(none.action.kind === 'update');
    assert.deepEqual(Object.keys(none.action.body), ['templates', 'message_types']);
    assert.match(none.notCopied[0]!.reason, /Twilio Settings… on the target/);
    const other = phone.plan({ resource: mine, names: {} }, target({ ...theirs, twilio: { sid: 'AC2', from: '+1555', messaging_service_sid: null } }));
    assert.ok(other.action.kind === 'update');
    assert.deepEqual(Object.keys(other.action.body), ['provider', 'templates', 'message_types']);
    assert.deepEqual(other.notCopied.map((n) => n.field), ['twilio.auth_token', 'twilio.sid']);
  });

  it('a source that does not show its Twilio sender (a file without it): listed as not copied, the target keeps its own', () => {
    const { twilio: _twilio, ...noSender } = mine;
    const plan = phone.plan({ resource: noSender, names: {} }, target({ ...theirs, twilio: { sid: 'AC1', from: '+15559999', messaging_service_sid: null } }));
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(Object.keys(plan.action.body), ['provider', 'templates', 'message_types']);
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['twilio.auth_token', 'twilio']);
    assert.match(plan.notCopied[1]!.reason, /^The source does not show its Twilio sender/);
  });

  it('a file with only the templates: the target keeps its provider, Twilio settings and message types', () => {
    const plan = phone.plan({ resource: { templates }, names: {} }, target({ ...theirs, provider: 'twilio', message_types: ['sms', 'voice'], twilio }));
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.action.body, { templates });
    assert.deepEqual(plan.notCopied, []);
  });

  it('the same factors: nothing to do', () => {
    const same = phone.plan({ resource: { ...theirs, message_types: ['sms'] }, names: {} }, target({ ...theirs, twilio: twilio }));
    assert.equal(same.action.kind, 'none');
  });
});

describe('promote: MFA phone factors between two emulators', function () {
  this.timeout(60_000);
  const t = twoTenants();
  const plan = async () => (await planCopy(phone, PHONE_FACTORS_KEY, side(t.staging), side(t.production), SCOPES)).plan;

  it('voice (only on production) is turned off, then nothing to do', async () => {
    const first = await plan();
    assert.ok(first.action.kind === 'update');
    assert.deepEqual(first.action.body, { message_types: ['sms'] });
    await applyPlan(phone, t.production.client(), first);
    assert.equal((await plan()).action.kind, 'none');
  });

  it('Twilio on staging: the sender and provider follow, the auth token never leaves; a failure part way is reported', async () => {
    await setTwilioSettings(t.staging.client(), { sid: 'ACshared', from: '+15550100', auth_token: 'staging-twilio-token' });
    await setPhoneProvider(t.staging.client(), 'twilio');
    await setPhoneTemplates(t.staging.client(), templates);
    await setTwilioSettings(t.production.client(), { sid: 'ACshared', from: '+15550999', auth_token: 'production-twilio-token' });
    const first = await plan();
    assert.ok(first.action.kind === 'update');
    assert.doesNotMatch(JSON.stringify(first), /twilio-token/);
    await t.production.faults('400@1x1:PUT /api/v2/guardian/factors/phone/templates');
    await assert.rejects(applyPlan(phone, t.production.client(), first), (err: unknown) => {
      assert.ok(err instanceof PartlyAppliedError);
      assert.deepEqual(err.applied, ['the Twilio sender', 'the provider twilio']);
      assert.equal(err.failed, 'the message templates');
      return true;
    });
    const rest = await plan();
    assert.ok(rest.action.kind === 'update');
    assert.deepEqual(Object.keys(rest.action.body), ['templates']);
    await applyPlan(phone, t.production.client(), rest);
    assert.equal((await getPhoneProvider(t.production.client())).provider, 'twilio');
    assert.equal((await getTwilioSettings(t.production.client())).from, '+15550100');
    assert.deepEqual(await getPhoneTemplates(t.production.client()), templates);
    assert.equal((await plan()).action.kind, 'none');
    await setPhoneMessageTypes(t.production.client(), { message_types: ['voice'] });
    const last = await plan();
    assert.ok(last.action.kind === 'update');
    assert.deepEqual(last.action.body, { message_types: ['sms'] });
    assert.equal(formatChanges(last.action.changes), 'message_types: ["voice"] → ["sms"]');
  });
});
