import assert from 'node:assert/strict';
import type * as z from 'zod/mini';
import { connectionOptionsSchema, connectionSchema, updateConnectionSchema } from '../../../src/kinds/connections/api';
import { eventIdSchema, eventStreamIdSchema } from '../../../src/kinds/eventStreams/api';
import { phoneMessageTypesSchema } from '../../../src/kinds/phoneFactors/api';
import { formatIssues } from '../../../src/api/issues';
import { createTokenExchangeProfileSchema, tokenExchangeProfileSchema } from '../../../src/kinds/tokenExchangeProfiles/api';
import { createVaultConnectionSchema, vaultConnectionSchema } from '../../../src/kinds/vaultConnections/api';
import { MDL_CLAIMS, requestedClaims } from '../../../src/kinds/verificationTemplates/api';

const s = (n: number, c = 'a') => c.repeat(n);
const ok = (schema: z.ZodMiniType, value: unknown) =>
  assert.equal(schema.safeParse(value).success, true, `expected valid: ${JSON.stringify(value).slice(0, 120)}`);
function bad(schema: z.ZodMiniType, value: unknown, message?: RegExp) {
  const r = schema.safeParse(value);
  assert.equal(r.success, false, `expected invalid: ${JSON.stringify(value).slice(0, 120)}`);
  if (message) assert.match(formatIssues(r.error?.issues ?? [], value), message);
}

describe('api schemas: token exchange profile create', () => {
  const base = { name: 'Partner', subject_token_type: 'urn:acme:partner-token', action_id: 'c7e0', type: 'custom_authentication' };
  it('name 2/3/50/51 characters', () => {
    bad(createTokenExchangeProfileSchema, { ...base, name: s(2) }, /name: must have at least 3 characters/);
    ok(createTokenExchangeProfileSchema, { ...base, name: s(3) });
    ok(createTokenExchangeProfileSchema, { ...base, name: s(50) });
    bad(createTokenExchangeProfileSchema, { ...base, name: s(51) }, /name: must have at most 50 characters/);
  });
  it('subject_token_type is a URL of 8–100 characters (http, https, urn, …): the contract\'s format url', () => {
    bad(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'not a uri at all' }, /subject_token_type: must be a URL of your own/);
    bad(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'https:// spaced.example/t' }, /must be a URL/);
    ok(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'http://acme.com/token' });
    bad(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'urn:a:b' }, /at least 8 characters/);
    ok(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'urn:a:bc' });
    ok(createTokenExchangeProfileSchema, { ...base, subject_token_type: `https://acme.com/${s(100 - 17)}` });
    bad(createTokenExchangeProfileSchema, { ...base, subject_token_type: `https://acme.com/${s(101 - 17)}` }, /at most 100/);
    ok(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'https://acme.com/cis-token' });
  });
  it('reserved namespaces are refused: the hosts auth0.com and okta.com themselves, not their subdomains', () => {
    for (const v of ['urn:ietf:params:oauth:token-type:jwt', 'urn:auth0:token', 'https://auth0.com/token', 'http://okta.com/token', 'urn:okta:x:y'])
      bad(createTokenExchangeProfileSchema, { ...base, subject_token_type: v }, /reserved namespace/);
    ok(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'https://my-auth0.com.example/t' });
    ok(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'https://t.okta.com/x' });
    ok(createTokenExchangeProfileSchema, { ...base, subject_token_type: 'https://acme.eu.auth0.com/token' });
  });
  it('action_id 1–36, type enum, no other properties', () => {
    bad(createTokenExchangeProfileSchema, { ...base, action_id: '' }, /action_id: must not be empty/);
    ok(createTokenExchangeProfileSchema, { ...base, action_id: s(36) });
    bad(createTokenExchangeProfileSchema, { ...base, action_id: s(37) });
    bad(createTokenExchangeProfileSchema, { ...base, type: 'custom' }, /type: must be "custom_authentication"/);
    bad(createTokenExchangeProfileSchema, { ...base, id: 'tep_x' }, /"id" is not allowed/);
    bad(createTokenExchangeProfileSchema, { name: 'abc' }, /subject_token_type: is required/);
  });
  it('the response schema keeps unknown keys', () => {
    const r = tokenExchangeProfileSchema.parse({ id: 'tep_1', name: 'x', extra: 1 });
    assert.equal((r as Record<string, unknown>)['extra'], 1);
  });
});

describe('api schemas: connection update', () => {
  it('needs at least one property', () => {
    bad(updateConnectionSchema, {}, /at least one property/);
    bad(updateConnectionSchema, { display_name: undefined }, /at least one property/);
    ok(updateConnectionSchema, { show_as_button: true });
  });
  it('refuses name, strategy and enabled_clients', () => {
    for (const key of ['name', 'strategy', 'enabled_clients', 'id']) bad(updateConnectionSchema, { display_name: 'x', [key]: 'x' }, new RegExp(`"${key}" is not allowed`));
  });
  it('display_name at most 128', () => {
    ok(updateConnectionSchema, { display_name: s(128) });
    bad(updateConnectionSchema, { display_name: s(129) }, /display_name: must have at most 128 characters/);
  });
  it('metadata: 10/11 keys, values 255/256 characters, strings only', () => {
    const meta = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    ok(updateConnectionSchema, { metadata: meta(10) });
    bad(updateConnectionSchema, { metadata: meta(11) }, /metadata: must have at most 10 properties/);
    ok(updateConnectionSchema, { metadata: { a: s(255) } });
    bad(updateConnectionSchema, { metadata: { a: s(256) } }, /metadata\.a: must have at most 255 characters/);
    bad(updateConnectionSchema, { metadata: { a: 1 } }, /metadata\.a: must be a string/);
  });
  it('purpose objects and realms', () => {
    ok(updateConnectionSchema, { authentication: { active: true }, connected_accounts: { active: false, cross_app_access: true } });
    ok(updateConnectionSchema, { cross_app_access_requesting_app: { active: true }, realms: ['a.com'] });
    bad(updateConnectionSchema, { authentication: { active: 'yes' } }, /authentication\.active: must be a boolean/);
    bad(updateConnectionSchema, { connected_accounts: { active: true, other: 1 } }, /"other" is not allowed/);
    bad(updateConnectionSchema, { realms: 'a.com' }, /realms: must be an array/);
  });
  it('options: null allowed, typed where known, unknown keys kept at the top, refused where the service refuses them', () => {
    ok(updateConnectionSchema, { options: null });
    const parsed = updateConnectionSchema.parse({
      options: { thumbprints: ['x'], validation: { username: { min: 1, max: 15 } }, customScripts: { login: 'fn', extra_script: 'x' } },
    });
    assert.deepEqual(parsed.options?.['thumbprints'], ['x']);
    assert.equal((parsed.options?.customScripts as Record<string, unknown>)['extra_script'], 'x');
    bad(updateConnectionSchema, { options: { validation: { username: { min: 1, max: 15, extra: true } } } }, /"extra" is not allowed/);
    bad(updateConnectionSchema, { options: { passwordPolicy: 'strong' } }, /options\.passwordPolicy: must be/);
    bad(updateConnectionSchema, { options: { brute_force_protection: 'yes' } }, /options\.brute_force_protection: must be a boolean/);
    bad(updateConnectionSchema, { options: { validation: { username: { min: 1.5, max: 15 } } } }, /options\.validation\.username\.min: must be an integer/);
    bad(updateConnectionSchema, { options: { password_history: { enable: 'yes' } } }, /options\.password_history\.enable/);
    ok(connectionOptionsSchema, { oidc_metadata: { issuer: 'https://x', scopes_supported: ['openid'], claims_parameter_supported: true } });
  });
  it('the response schema tolerates missing options and keeps unknown keys', () => {
    const c = connectionSchema.parse({ id: 'con_1', name: 'db', strategy: 'auth0', future_field: { a: 1 } });
    assert.deepEqual((c as Record<string, unknown>)['future_field'], { a: 1 });
  });
});

describe('api schemas: vault connection create', () => {
  const base = { name: 'AC', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY', api_key: 'k', base_url: 'https://acct.api-us1.com' } };
  it('name 1–150', () => {
    bad(createVaultConnectionSchema, { ...base, name: '' });
    ok(createVaultConnectionSchema, { ...base, name: s(150) });
    bad(createVaultConnectionSchema, { ...base, name: s(151) }, /name: must have at most 150/);
  });
  it('app_id, setup type, api_key and https base_url', () => {
    bad(createVaultConnectionSchema, { ...base, app_id: 'MAILCHIMP' }, /app_id: must be "ACTIVECAMPAIGN"/);
    bad(createVaultConnectionSchema, { ...base, setup: { ...base.setup, type: 'OAUTH_CODE' } }, /setup\.type/);
    bad(createVaultConnectionSchema, { ...base, setup: { ...base.setup, api_key: '' } }, /setup\.api_key: must not be empty/);
    bad(createVaultConnectionSchema, { ...base, setup: { ...base.setup, base_url: 'http://acct.api-us1.com' } }, /setup\.base_url: must be an https:\/\/ URL/);
    bad(createVaultConnectionSchema, { ...base, setup: { ...base.setup, base_url: 'not a url' } }, /https/);
    bad(createVaultConnectionSchema, { ...base, setup: { ...base.setup, extra: 1 } }, /"extra" is not allowed/);
  });
  it('never reports the api key value in an issue', () => {
    const r = createVaultConnectionSchema.safeParse({ ...base, setup: { ...base.setup, api_key: 42 }, secretish: 'hunter2' });
    assert.ok(!JSON.stringify(r.error?.issues).includes('hunter2'));
  });
  it('the response schema accepts a null refreshed_at', () => {
    ok(vaultConnectionSchema, { id: 'ac_1', name: 'x', app_id: 'ACTIVECAMPAIGN', ready: false, refreshed_at: null, fingerprint: 'f' });
  });
});

describe('api schemas: ids, phone message types, templates', () => {
  it('event stream and event ids are exactly 26 characters', () => {
    for (const schema of [eventStreamIdSchema, eventIdSchema]) {
      bad(schema, s(25), /exactly 26/);
      ok(schema, s(26));
      bad(schema, s(27), /exactly 26/);
    }
  });
  it('phone message types: sms/voice only, required, nothing else', () => {
    ok(phoneMessageTypesSchema, { message_types: [] });
    ok(phoneMessageTypesSchema, { message_types: ['sms', 'voice'] });
    bad(phoneMessageTypesSchema, { message_types: ['email'] }, /message_types\[0\]: must be "sms" or "voice"/);
    bad(phoneMessageTypesSchema, {}, /message_types: is required/);
    bad(phoneMessageTypesSchema, { message_types: ['sms'], enabled: true }, /"enabled" is not allowed/);
  });
  it('MDL_CLAIMS has the 21 claims and requestedClaims reads the nested presentation', () => {
    assert.equal(MDL_CLAIMS.length, 21);
    assert.equal(new Set(MDL_CLAIMS).size, 21);
    const t = {
      presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { given_name: true, family_name: true, portrait: false, custom_x: true } } },
    };
    assert.deepEqual(requestedClaims(t), ['family_name', 'given_name', 'custom_x']);
    assert.deepEqual(requestedClaims({}), []);
    assert.deepEqual(requestedClaims({ presentation: { other: 1 } }), []);
  });
});
