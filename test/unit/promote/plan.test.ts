// Copy to Tenant…'s plan (src/promote): create, update field by field, identical, blocked by an action with no
// counterpart by name, fields an existing resource cannot change; no secret in a plan. Then over loopback between
// a `--seed demo` and a `--seed demo-production` emulator: apply, and plan again → nothing to do.
import assert from 'node:assert/strict';
import { formatChanges } from '../../../src/editors/resource/changeSummary';
import { DEMO_TOKEN_EXCHANGE_PROFILE_IDS as P, demoTemplateId } from '../../../src/emulator/seed/ids';
import { COMPARE_KINDS } from '../../../src/compare/kinds';
import { promoteKind, promoteKinds, type PromoteKind } from '../../../src/promote/kinds';
import { planHeadline, type PlanTarget } from '../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../src/promote/promote';
import { side, twoTenants } from './twoTenants';

let profiles: PromoteKind;
let templates: PromoteKind;
before(async () => {
  profiles = await promoteKind('token-exchange-profiles');
  templates = await promoteKind('verification-templates');
});
const ALL = new Set(['create:token_exchange_profiles', 'update:token_exchange_profiles', 'create:vdcs_templates', 'update:vdcs_templates']);
const actionsA = new Map([['act_a1', 'validate-partner-token'], ['act_a2', 'add-roles']]);
const actionsB = new Map([['act_b1', 'validate-partner-token']]);
const profile = { id: 'tep_a', name: 'Partner ID token', subject_token_type: 'https://partner.example.com/id-token', action_id: 'act_a1', type: 'custom_authentication', created_at: '2025-01-01' };
const presentation = (claims: Record<string, boolean>) => ({ 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': claims } });
const template = { id: 'vct_a', name: 'Car rental', type: 'mdl', dialect: 'simplified/1.0', well_known_trusted_issuers: 'aamva', presentation: presentation({ age_in_years: true }) };
const target = (resource?: Record<string, unknown>, actions: Map<string, string> | null = actionsB): PlanTarget =>
  ({ ...(resource ? { resource } : {}), names: actions ? { actions } : {}, scopes: ALL });

describe('promote: the plan', () => {
  it('every kind compare knows has its copy description, once (the commands rely on it)', async () => {
    assert.deepEqual((await promoteKinds()).map((k) => k.compare.id).sort(), COMPARE_KINDS.map((k) => k.id).sort());
    for (const kind of COMPARE_KINDS) assert.equal((await promoteKind(kind.id)).compare.id, kind.id);
  });

  it('a profile missing on the target: create, its action mapped by name to the target\'s id', () => {
    const plan = profiles.plan({ resource: profile, names: { actions: actionsA } }, target());
    assert.equal(planHeadline(plan), 'create');
    assert.equal(plan.scope, 'create:token_exchange_profiles');
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.body, { name: 'Partner ID token', subject_token_type: 'https://partner.example.com/id-token', action_id: 'act_b1', type: 'custom_authentication' });
    assert.match(formatChanges(plan.action.changes), /^action added \("validate-partner-token"\)$/m);
    assert.deepEqual(plan.notCopied, []);
  });

  it('an action with no counterpart by name: blocked, saying which action to create', () => {
    const plan = profiles.plan({ resource: { ...profile, action_id: 'act_a2' }, names: { actions: actionsA } }, target());
    assert.equal(plan.action.kind, 'blocked');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['action_id']);
    assert.match(plan.notCopied[0]!.reason, /The target has no action named "add-roles": create and deploy it there/);
    const unreadable = profiles.plan({ resource: profile, names: { actions: actionsA } }, target(undefined, null));
    assert.equal(unreadable.action.kind, 'blocked');
    assert.match(unreadable.notCopied[0]!.reason, /lacks read:actions/);
  });

  it('an existing profile: only its name is updated; another action or type is listed as not copied', () => {
    const theirs = { ...profile, id: 'tep_b', name: 'Partner token', action_id: 'act_b2', type: 'other' };
    const plan = profiles.plan({ resource: profile, names: { actions: actionsA } }, target(theirs, new Map([['act_b2', 'other-action']])));
    assert.ok(plan.action.kind === 'update');
    assert.equal(plan.action.id, 'tep_b');
    assert.deepEqual(plan.action.body, { name: 'Partner ID token' });
    assert.equal(formatChanges(plan.action.changes), 'name: "Partner token" → "Partner ID token"');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['action_id', 'type']);
    assert.match(plan.notCopied[0]!.reason, /the target's runs the action "other-action", this one "validate-partner-token"/);
  });

  it('identical (ids and dates aside): nothing to do', () => {
    const same = profiles.plan({ resource: profile, names: { actions: actionsA } }, target({ ...profile, id: 'tep_b', action_id: 'act_b1', created_at: '2026-02-02' }));
    assert.equal(planHeadline(same), 'nothing to do');
    const t = templates.plan({ resource: template, names: {} }, target({ ...template, id: 'vct_b' }));
    assert.deepEqual(t, { name: 'Car rental', action: { kind: 'none' }, notCopied: [] });
  });

  it('a template that differs: the presentation whole; custom_certificate_authority listed as not copied', () => {
    const theirs = { ...template, id: 'vct_b', presentation: presentation({ age_in_years: true, portrait: true }), custom_certificate_authority: 'PEM' };
    const plan = templates.plan({ resource: template, names: {} }, target(theirs));
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.action.body, { presentation: template.presentation });
    assert.equal(formatChanges(plan.action.changes), 'presentation["org.iso.18013.5.1.mDL"]["org.iso.18013.5.1"].portrait removed (was true)');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['custom_certificate_authority']);
  });

  it('a plan never holds a secret the source answer carried, planted where each plan copies from', async () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7';
    const connection = {
      id: 'con_a', name: 'corp-saml', strategy: 'samlp', display_name: 'Corp',
      options: { signInEndpoint: 'https://idp.example.com', decryptionKey: { cert: 'CERT', key: 'saml-decryption-secret' }, signing_key: { cert: 'CERT', key: 'saml-signing-secret' }, upstream_params: { note: pem } },
    };
    const database = { id: 'con_b', name: 'legacy-db', strategy: 'auth0', options: { configuration: { DB_PASSWORD: 'custom-db-secret' }, passwordPolicy: 'good' } };
    const connections = await promoteKind('connections');
    const scopes = new Set([...ALL, 'create:connections', 'update:connections', 'read:connections_options', 'update:connections_options']);
    const on = (resource?: Record<string, unknown>): PlanTarget => ({ ...target(resource), scopes });
    const plans = [
      // A template's certificate authority is copied on create: a private key pasted there instead is not.
      templates.plan({ resource: { ...template, custom_certificate_authority: pem }, names: {} }, target()),
      connections.plan({ resource: connection, names: {} }, on()),
      connections.plan({ resource: connection, names: {} }, on({ ...connection, id: 'con_t', display_name: 'Other', options: { signInEndpoint: 'https://idp.example.com' } })),
      connections.plan({ resource: database, names: {} }, on()),
      connections.plan({ resource: database, names: {} }, on({ ...database, id: 'con_t', options: { passwordPolicy: 'fair' } })),
    ];
    assert.deepEqual(plans.map((p) => planHeadline(p).split(' ')[0]), ['create', 'create', 'update', 'create', 'update'], 'each plan copies something');
    for (const plan of plans) {
      const text = JSON.stringify(plan);
      for (const secret of ['saml-decryption-secret', 'saml-signing-secret', 'custom-db-secret', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7']) assert.ok(!text.includes(secret), `${secret} in ${text}`);
    }
    assert.ok(JSON.stringify(plans[1]).includes('https://idp.example.com'), 'the rest of the options is copied');
  });
});

describe('promote: between two emulators', function () {
  this.timeout(60_000);
  const t = twoTenants();

  it('creates a missing profile (action by name), updates a differing template, then finds nothing to do', async () => {
    const first = await planCopy(profiles, P.mobileDevice, side(t.staging), side(t.production), ALL);
    assert.equal(planHeadline(first.plan), 'create');
    const created = await applyPlan(profiles, t.production.client(), first.plan);
    assert.equal(created?.name, 'Mobile device token');
    assert.equal((await planCopy(profiles, P.mobileDevice, side(t.staging), side(t.production), ALL)).plan.action.kind, 'none');

    const rental = await planCopy(templates, demoTemplateId(3), side(t.staging), side(t.production), ALL);
    assert.ok(rental.plan.action.kind === 'update');
    assert.match(formatChanges(rental.plan.action.changes), /resident_address removed \(was true\)/);
    await applyPlan(templates, t.production.client(), rental.plan);
    const again = await planCopy(templates, demoTemplateId(3), side(t.staging), side(t.production), ALL);
    assert.equal(again.plan.action.kind, 'none');
    assert.equal(await applyPlan(templates, t.production.client(), again.plan), undefined);
  });
});
