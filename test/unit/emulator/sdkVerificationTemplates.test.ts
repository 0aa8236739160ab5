/**
 * The official SDK (`auth0`, a devDependency) as a second client of the emulator's verification template endpoints:
 * its requests and its reading of the answers come from the service's API description, so a shape the emulator got
 * wrong shows up here even when our own client agrees with it. Every answer is also checked against a strict shape
 * declared as the SDK type it stands for (a field the SDK does not know fails). The SDK only speaks https to a
 * domain, so its fetch is pointed at the emulator on loopback.
 */
import assert from 'node:assert/strict';
import { Management, ManagementClient, ManagementError } from 'auth0';
import { z } from 'zod';
import { MDL_CLAIMS } from '../../../src/api/verificationTemplates';
import { DEMO_TEMPLATE_COUNT } from '../../../src/emulator/seed/ids';
import { ADMIN, harnessSuite } from '../api/emulatorHarness';

const SDK_DOMAIN = 'emulated-tenant.example';
const timestamp = z.iso.datetime({ offset: false });
const claims = z.strictObject(Object.fromEntries(MDL_CLAIMS.map((c) => [c, z.boolean().optional()]))) satisfies z.ZodType<Management.MdlPresentationProperties>;
const presentation = z.strictObject({ 'org.iso.18013.5.1.mDL': z.strictObject({ 'org.iso.18013.5.1': claims }) }) satisfies z.ZodType<Management.MdlPresentationRequest>;
const template = z.strictObject({
  id: z.string().startsWith('vct_'), name: z.string().min(1).max(255), type: z.string().min(1), dialect: z.string().max(255), presentation,
  custom_certificate_authority: z.string().min(1).max(4096).nullable(), well_known_trusted_issuers: z.string().min(1).max(255).nullable(),
  created_at: timestamp, updated_at: timestamp,
}) satisfies z.ZodType<Management.VerifiableCredentialTemplateResponse>;
const templateList = z.strictObject({ templates: z.array(template), next: z.string().min(1).optional() }) satisfies z.ZodType<Management.ListVerifiableCredentialTemplatesPaginatedResponseContent>;
const errorBody = z.strictObject({ statusCode: z.number().int(), error: z.string(), message: z.string(), errorCode: z.string().optional() });

function parses<T>(shape: z.ZodType<T>, value: unknown, what: string): T {
  const result = shape.safeParse(value);
  assert.ok(result.success, `${what}: ${result.error?.message}\n${JSON.stringify(value).slice(0, 400)}`);
  return result.data;
}

function sdkError(status: number, type: string, message?: RegExp) {
  return (e: unknown) => {
    assert.ok(e instanceof ManagementError, String(e));
    assert.equal(e.constructor.name, type);
    assert.equal(e.statusCode, status);
    const body = parses(errorBody, e.body, `${status} body`);
    if (message) assert.match(body.message, message);
    return true;
  };
}

const request = (name: string): Management.CreateVerifiableCredentialTemplateRequestContent => ({
  name, type: 'mdl', dialect: 'simplified/1.0', well_known_trusted_issuers: 'aamva',
  presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { age_in_years: true, portrait: true } } },
});

describe('emulator: the official SDK as a second client of the verification template endpoints', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  async function sdk(scope?: string): Promise<ManagementClient> {
    const res = await fetch(`${h.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: ADMIN.clientId, client_secret: ADMIN.clientSecret, audience: `${h.url}/api/v2/`, ...(scope ? { scope } : {}) }),
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    const toEmulator: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return fetch(url.replace(`https://${SDK_DOMAIN}`, h.url), init);
    };
    return new ManagementClient({ domain: SDK_DOMAIN, token, fetch: toEmulator, telemetry: false, maxRetries: 0 });
  }

  it('creates, gets, updates and deletes; every answer has the SDK\'s shape', async () => {
    const templates = (await sdk()).verifiableCredentials.verification.templates;
    const created = parses(template, await templates.create(request('sdk-age')), 'create');
    assert.equal(created.custom_certificate_authority, null);
    parses(template, await templates.get(created.id), 'get');
    const updated = parses(template, await templates.update(created.id, { name: 'sdk-age-2', presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { given_name: true } } } }), 'update');
    assert.equal(updated.name, 'sdk-age-2');
    assert.deepEqual(updated.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'], { given_name: true });
    await templates.delete(created.id);
    await templates.delete(created.id);
    await assert.rejects(templates.get(created.id), sdkError(404, 'NotFoundError', /does not exist/));
  });

  it('lists page by page with next to the end', async () => {
    const templates = (await sdk()).verifiableCredentials.verification.templates;
    let page = await templates.list({ take: 50 });
    let count = 0;
    for (;;) {
      parses(templateList, page.response, 'list page');
      count += page.data.length;
      if (!page.hasNextPage()) break;
      page = await page.getNextPage();
    }
    assert.equal(count, DEMO_TEMPLATE_COUNT);
  });

  it('the SDK\'s typed errors: 400 bad body, 409 taken name, 403 missing scope', async () => {
    const templates = (await sdk()).verifiableCredentials.verification.templates;
    await templates.create(request('sdk-dup'));
    await assert.rejects(templates.create(request('sdk-dup')), sdkError(409, 'ConflictError'));
    await assert.rejects(templates.create({ ...request('sdk-bad'), dialect: 'v2' }), sdkError(400, 'BadRequestError', /on property dialect/));
    const reader = (await sdk('read:vdcs_templates')).verifiableCredentials.verification.templates;
    await assert.rejects(reader.create(request('sdk-no')), sdkError(403, 'ForbiddenError', /create:vdcs_templates/));
    await assert.rejects(reader.update('vct_x', { name: 'x' }), sdkError(403, 'ForbiddenError', /update:vdcs_templates/));
    await assert.rejects(reader.delete('vct_x'), sdkError(403, 'ForbiddenError', /delete:vdcs_templates/));
  });
});
