// The emulator's verification template writes: create (201, the service's request rules, 409 on a taken name),
// update (200, only the fields sent, 404 unknown, 409 on a rename onto another's name), delete (204, again 204),
// and the scope each verb needs.
import assert from 'node:assert/strict';
import { demoTemplateId } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, client, control, emulatorSuite, getToken } from './helpers';

const PATH = '/verifiable-credentials/verification/templates';
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Age check',
  type: 'mdl',
  dialect: 'simplified/1.0',
  presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { age_in_years: true, portrait: true } } },
  well_known_trusted_issuers: 'aamva',
  ...over,
});

describe('emulator: verification template writes', () => {
  const env = emulatorSuite();
  afterEach(() => control(env.url, 'POST', '/reset'));

  it('creates (201) with an id and dates, reads it back, lists it; custom_certificate_authority defaults to null', async () => {
    const res = await env.api('POST', PATH, { body: body() });
    assert.equal(res.status, 201);
    assert.match(res.body.id, /^vct_\w{16}$/);
    assert.equal(res.body.created_at, res.body.updated_at);
    assert.equal(res.body.custom_certificate_authority, null);
    assert.deepEqual((await env.api('GET', `${PATH}/${res.body.id}`)).body, res.body);
    const ca = await env.api('POST', PATH, { body: body({ name: 'With CA', custom_certificate_authority: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' }) });
    assert.equal(ca.status, 201);
    assert.match(ca.body.custom_certificate_authority, /BEGIN CERTIFICATE/);
  });

  it('refuses bodies the service refuses, with its validation messages, and creates nothing', async () => {
    const before = (await env.api('GET', `${PATH}?take=100`)).body.templates.length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [body({ name: undefined }), /Missing required property: name/],
      [body({ name: '' }), /String is too short \(0 chars\), minimum 1' on property name/],
      [body({ dialect: 'simplified/2.0' }), /String does not match pattern .*simplified.*: simplified\/2\.0' on property dialect/],
      [body({ well_known_trusted_issuers: 'https://mdl.example' }), /does not match pattern .*aamva.* on property well_known_trusted_issuers/],
      [body({ presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': {} } } }), /Too few properties defined \(0\), minimum 1' on property presentation/],
      [body({ presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { portrait: 'yes' } } } }), /Expected type boolean but found type string' on property presentation\.org\.iso\.18013\.5\.1\.mDL\.org\.iso\.18013\.5\.1\.portrait/],
      [body({ presentation: { other: {} } }), /Missing required property: org\.iso\.18013\.5\.1\.mDL' on property presentation/],
      [body({ presentation: { ...body().presentation, other: {} } }), /Additional properties not allowed: other' on property presentation/],
      [body({ version: 2 }), /Additional properties not allowed: version/],
      [body({ custom_certificate_authority: '' }), /on property custom_certificate_authority/],
    ];
    for (const [b, message] of cases) {
      for (const key of Object.keys(b)) if (b[key] === undefined) delete b[key];
      assertErrorShape(await env.api('POST', PATH, { body: b }), 400, message, 'invalid_body');
    }
    assert.equal((await env.api('GET', `${PATH}?take=100`)).body.templates.length, before);
  });

  it('a second template with the same name is a 409', async () => {
    assert.equal((await env.api('POST', PATH, { body: body() })).status, 201);
    assertErrorShape(await env.api('POST', PATH, { body: body() }), 409, 'Template (name) already exists.');
  });

  it('updates only the fields sent (200), ignores null, moves updated_at; 404 unknown; 409 onto another name', async () => {
    const id = demoTemplateId(1);
    const before = (await env.api('GET', `${PATH}/${id}`)).body;
    const claims = { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { given_name: true } } };
    const res = await env.api('PATCH', `${PATH}/${id}`, { body: { name: 'Renamed', presentation: claims, type: null } });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'Renamed');
    assert.deepEqual(res.body.presentation, claims);
    assert.equal(res.body.type, before.type);
    assert.equal(res.body.well_known_trusted_issuers, before.well_known_trusted_issuers);
    assert.ok(res.body.updated_at > before.updated_at);
    assertErrorShape(await env.api('PATCH', `${PATH}/vct_nope`, { body: { name: 'x' } }), 404, 'The verifiable credential template does not exist.');
    const other = (await env.api('GET', `${PATH}/${demoTemplateId(2)}`)).body.name;
    assertErrorShape(await env.api('PATCH', `${PATH}/${id}`, { body: { name: other } }), 409);
    assert.equal((await env.api('PATCH', `${PATH}/${id}`, { body: { name: 'Renamed' } })).status, 200, 'its own name is no conflict');
    assertErrorShape(await env.api('PATCH', `${PATH}/${id}`, { body: { custom_certificate_authority: 'x' } }), 400, /Additional properties not allowed: custom_certificate_authority/);
    assertErrorShape(await env.api('PATCH', `${PATH}/${id}`, { body: { dialect: 'v2' } }), 400, /on property dialect/);
  });

  it('deletes (204), again 204, then GET is 404', async () => {
    const id = demoTemplateId(3);
    assert.equal((await env.api('DELETE', `${PATH}/${id}`)).status, 204);
    assert.equal((await env.api('DELETE', `${PATH}/${id}`)).status, 204);
    assertErrorShape(await env.api('GET', `${PATH}/${id}`), 404);
  });

  it('each verb needs its scope', async () => {
    const reader = client(env.url, await getToken(env.url, ADMIN, 'read:vdcs_templates'));
    const id = demoTemplateId(4);
    assertErrorShape(await reader('POST', PATH, { body: body() }), 403, 'Insufficient scope, expected any of: create:vdcs_templates', 'insufficient_scope');
    assertErrorShape(await reader('PATCH', `${PATH}/${id}`, { body: { name: 'x' } }), 403, 'Insufficient scope, expected any of: update:vdcs_templates');
    assertErrorShape(await reader('DELETE', `${PATH}/${id}`), 403, 'Insufficient scope, expected any of: delete:vdcs_templates');
  });
});
