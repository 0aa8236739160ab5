/**
 * The official SDK (`auth0`, a devDependency) as a second client of the emulator's verification template endpoints:
 * its requests and its reading of the answers come from the service's API description, so a shape the emulator got
 * wrong shows up here even when our own client agrees with it. Every answer is also checked against a strict shape
 * declared as the SDK type it stands for (a field the SDK does not know fails).
 */
import assert from 'node:assert/strict';
import type { Management } from 'auth0';
import { z } from 'zod';
import { MDL_CLAIMS } from '../../../src/kinds/verificationTemplates/api';
import { DEMO_TEMPLATE_COUNT } from '../../../src/emulator/seed/ids';
import { harnessSuite } from '../api/emulatorHarness';
import { parses, sdkError, sdkFor } from './sdkClient';

const timestamp = z.iso.datetime({ offset: false });
const claims = z.strictObject(Object.fromEntries(MDL_CLAIMS.map((c) => [c, z.boolean().optional()]))) satisfies z.ZodType<Management.MdlPresentationProperties>;
const presentation = z.strictObject({ 'org.iso.18013.5.1.mDL': z.strictObject({ 'org.iso.18013.5.1': claims }) }) satisfies z.ZodType<Management.MdlPresentationRequest>;
const template = z.strictObject({
  id: z.string().startsWith('vct_'), name: z.string().min(1).max(255), type: z.string().min(1), dialect: z.string().max(255), presentation,
  custom_certificate_authority: z.string().min(1).max(4096).nullable(), well_known_trusted_issuers: z.string().min(1).max(255).nullable(),
  created_at: timestamp, updated_at: timestamp,
}) satisfies z.ZodType<Management.VerifiableCredentialTemplateResponse>;
const templateList = z.strictObject({ templates: z.array(template), next: z.string().min(1).optional() }) satisfies z.ZodType<Management.ListVerifiableCredentialTemplatesPaginatedResponseContent>;
const request = (name: string): Management.CreateVerifiableCredentialTemplateRequestContent => ({
  name, type: 'mdl', dialect: 'simplified/1.0', well_known_trusted_issuers: 'aamva',
  presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { age_in_years: true, portrait: true } } },
});

describe('emulator: the official SDK as a second client of the verification template endpoints', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  const sdk = (scope?: string) => sdkFor(h.url, scope);

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
