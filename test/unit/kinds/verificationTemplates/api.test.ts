/** The verification template client (every verb) against the emulator; bad input is refused before anything is sent. */
import assert from 'node:assert/strict';
import { ApiError, InvalidInputError } from '../../../../src/api/errors';
import {
  createVerificationTemplate,
  createVerificationTemplateSchema,
  deleteVerificationTemplate,
  getVerificationTemplate,
  presentationOf,
  requestedClaims,
  updateVerificationTemplate,
  VERIFICATION_TEMPLATE_SCOPES,
  type CreateVerificationTemplate,
} from '../../../../src/kinds/verificationTemplates/api';
import { demoTemplateId } from '../../../../src/emulator/seed/ids';
import { harnessSuite } from '../../api/emulatorHarness';

const ROUTES = ['POST /api/v2/verifiable-credentials/verification/templates', 'PATCH /api/v2/verifiable-credentials/verification/templates/:id',
  'DELETE /api/v2/verifiable-credentials/verification/templates/:id'];
const template = (over: Partial<Record<keyof CreateVerificationTemplate, unknown>> = {}) => ({
  name: 'Car rental desk', type: 'mdl', dialect: 'simplified/1.0', presentation: presentationOf(['given_name', 'driving_privileges']),
  well_known_trusted_issuers: 'aamva', ...over,
}) as CreateVerificationTemplate;

describe('api: verification templates against the emulator', () => {
  const h = harnessSuite();
  const writes = () => ROUTES.reduce((n, r) => n + h.count(r), 0);

  /** Each call must throw InvalidInputError and send nothing. */
  async function refused(calls: (() => Promise<unknown>)[]): Promise<void> {
    const before = writes();
    for (const [i, call] of calls.entries()) await assert.rejects(call(), InvalidInputError, `case ${i} should be refused`);
    assert.equal(writes(), before, 'nothing reached the server');
  }

  it('creates, reads back, updates only what is sent, deletes (and deleting again succeeds)', async () => {
    const c = h.client();
    const created = await createVerificationTemplate(c, template());
    assert.deepEqual(requestedClaims(created), ['given_name', 'driving_privileges']);
    assert.equal((await getVerificationTemplate(c, created.id)).name, 'Car rental desk');
    const updated = await updateVerificationTemplate(c, created.id, { presentation: presentationOf(['age_in_years']) });
    assert.deepEqual(requestedClaims(updated), ['age_in_years']);
    assert.equal(updated.name, 'Car rental desk');
    await deleteVerificationTemplate(c, created.id);
    await deleteVerificationTemplate(c, created.id);
    await assert.rejects(getVerificationTemplate(c, created.id), (e: unknown) => e instanceof ApiError && e.status === 404);
  });

  it('a taken name comes back as a 409; a missing scope as a 403 naming it', async () => {
    const c = h.client();
    await createVerificationTemplate(c, template());
    await assert.rejects(createVerificationTemplate(c, template()), (e: unknown) => e instanceof ApiError && e.status === 409);
    const reader = h.client({ tokenProvider: h.provider({ scope: 'read:vdcs_templates' }) });
    const cases: [() => Promise<unknown>, string][] = [
      [() => createVerificationTemplate(reader, template({ name: 'other' })), VERIFICATION_TEMPLATE_SCOPES.create],
      [() => updateVerificationTemplate(reader, demoTemplateId(1), { name: 'x' }), VERIFICATION_TEMPLATE_SCOPES.update],
      [() => deleteVerificationTemplate(reader, demoTemplateId(1)), VERIFICATION_TEMPLATE_SCOPES.delete],
    ];
    for (const [call, scope] of cases) {
      const err = await call().then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 403, String(err));
      assert.deepEqual(err.missingScopes, [scope]);
    }
  });

  it('refuses bad bodies and ids before sending anything', async () => {
    const c = h.client();
    const id = demoTemplateId(1);
    await refused([
      () => createVerificationTemplate(c, template({ name: '' })),
      () => createVerificationTemplate(c, template({ name: 'x'.repeat(256) })),
      () => createVerificationTemplate(c, template({ dialect: 'simplified/2.0' })),
      () => createVerificationTemplate(c, template({ well_known_trusted_issuers: 'https://mdl.example' })),
      () => createVerificationTemplate(c, template({ presentation: presentationOf([]) })),
      () => createVerificationTemplate(c, template({ presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.2': { family_name: true } } } as never })),
      () => createVerificationTemplate(c, template({ presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { portrait: 'yes' } } } })),
      () => createVerificationTemplate(c, { ...template(), extra: 1 } as CreateVerificationTemplate),
      () => createVerificationTemplate(c, template({ custom_certificate_authority: '' })),
      () => updateVerificationTemplate(c, id, { custom_certificate_authority: 'x' } as never),
      () => updateVerificationTemplate(c, id, { well_known_trusted_issuers: 'other' }),
      () => updateVerificationTemplate(c, '', { name: 'x' }),
      () => deleteVerificationTemplate(c, ' '),
    ]);
  });

  it('takes the mDL elements beyond the 21 listed (the service does), and sends no PATCH when nothing changes', async () => {
    const c = h.client();
    const claims = { age_over_18: true, document_number: false, family_name: true };
    const body = template({ presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': claims } } as never });
    assert.ok(createVerificationTemplateSchema.safeParse(body).success);
    const id = demoTemplateId(1);
    const before = h.count('PATCH /api/v2/verifiable-credentials/verification/templates/:id');
    assert.equal((await updateVerificationTemplate(c, id, {})).id, id);
    assert.equal(h.count('PATCH /api/v2/verifiable-credentials/verification/templates/:id'), before);
  });
});
