// The verification template description: its document (the PATCH fields; id, dates and the certificate authority in
// the header), its checks, and the PATCH it plans (only what changed), applied to the emulator.
import assert from 'node:assert/strict';
import { getVerificationTemplate, presentationOf } from '../../../../src/kinds/verificationTemplates/api';
import { demoTemplateId } from '../../../../src/emulator/seed/ids';
import { documentProblems } from '../../../../src/kinds/checks';
import { notEditableKeys, parseDocument, renderDocument, toEditable } from '../../../../src/kinds/document';
import type { EditContext, Resource } from '../../../../src/kinds/kind';
import { planPatch } from '../../../../src/kinds/plan';
import { verificationTemplatesKind as kind } from '../../../../src/kinds/verificationTemplates/editor';
import { harnessSuite } from '../../api/emulatorHarness';

const SCOPES = new Set(['read:vdcs_templates', 'update:vdcs_templates']);
const contextOf = (t: Resource): EditContext => ({ scopes: SCOPES, hidden: new Set(), identity: kind.identity(t) });

const legacy: Resource = {
  id: 'vct_0000000000000042',
  name: 'Age over 21',
  type: 'mdl',
  dialect: 'simplified/1.0',
  presentation: presentationOf(['age_in_years', 'portrait']),
  custom_certificate_authority: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
  well_known_trusted_issuers: 'https://mdl.dmv.ca.gov',
  created_at: '2025-01-02T12:00:00.000Z',
  updated_at: '2025-01-02T12:00:00.000Z',
};

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function edit(template: Resource, change: (doc: Doc) => void) {
  const ctx = contextOf(template);
  const base = toEditable(kind, template, ctx.hidden);
  const edited = structuredClone(base) as Doc;
  change(edited);
  const text = renderDocument(kind, edited);
  return { base, text, plan: planPatch(kind, base, edited, ctx), problems: documentProblems(kind, text, { base, ctx }) };
}

describe('kind: verification templates', () => {
  it('the document holds the PATCH fields; id, dates and custom_certificate_authority are header facts, never sent', () => {
    const base = toEditable(kind, legacy, new Set());
    const text = renderDocument(kind, base);
    assert.deepEqual(Object.keys(JSON.parse(text)), ['name', 'type', 'dialect', 'presentation', 'well_known_trusted_issuers']);
    assert.deepEqual(parseDocument(kind, text), base);
    assert.deepEqual(notEditableKeys(kind, legacy), ['custom_certificate_authority', 'created_at', 'updated_at']);
    assert.deepEqual(kind.identity(legacy), { id: legacy.id, name: 'Age over 21', details: ['2 of 21 mDL claims: portrait, age_in_years', 'created 2025-01-02T12:00:00.000Z'] });
    assert.deepEqual(documentProblems(kind, text, { base, ctx: contextOf(legacy) }), [], 'a value the server sent (an old issuer list) is not refused');
  });

  it('plans only what changed: a claim switched on sends the whole presentation', () => {
    const { plan } = edit(legacy, (d) => (d.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'].given_name = true));
    assert.ok(plan.ok);
    assert.deepEqual(plan.body, { presentation: presentationOf(['age_in_years', 'portrait', 'given_name']) });
    assert.deepEqual(plan.changes.map((c) => c.path.join('.')), ['presentation.org.iso.18013.5.1.mDL.org.iso.18013.5.1.given_name']);
    const renamed = edit(legacy, (d) => (d.name = 'Age over 21 (bars)')).plan;
    assert.ok(renamed.ok);
    assert.deepEqual(renamed.body, { name: 'Age over 21 (bars)' });
  });

  it('errors at the offending key: a misspelt namespace, a non-boolean, another dialect or issuer list; a warning when nothing is requested', () => {
    const at = (problems: { message: string; path: unknown[] }[]) => problems.map((p) => `${p.path.join('.')}: ${p.message}`);
    assert.deepEqual(at(edit(legacy, (d) => (d.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'].age_over_18 = true)).problems), [], 'an mDL element beyond the 21');
    assert.match(at(edit(legacy, (d) => (d.presentation['org.iso.18013.5.1.mDL'] = { 'org.iso.18013.5.2': { portrait: true } })).problems).join('\n'), /18013\.5\.2/);
    assert.match(at(edit(legacy, (d) => (d.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'].portrait = 'yes')).problems).join('\n'), /org\.iso\.18013\.5\.1\.portrait/);
    assert.match(at(edit(legacy, (d) => (d.dialect = 'simplified/2.0')).problems).join('\n'), /^dialect: .*simplified\/1\.0/m);
    assert.match(at(edit(legacy, (d) => (d.well_known_trusted_issuers = 'https://other.example')).problems).join('\n'), /^well_known_trusted_issuers: .*aamva/m);
    const base = toEditable(kind, legacy, new Set());
    const typed = documentProblems(kind, JSON.stringify({ ...base, custom_certificate_authority: 'x' }), { base, ctx: contextOf(legacy) });
    assert.equal(typed[0]?.severity, 'error', 'custom_certificate_authority cannot be typed in: it is set on create only');
    assert.match(typed[0]!.message, /custom_certificate_authority/);
    const none = edit(legacy, (d) => (d.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'] = { portrait: false, age_in_years: false })).problems;
    assert.deepEqual(none.map((p) => [p.severity, p.code]), [['warning', 'no_claim_requested']]);
  });

  describe('applied to the emulator', () => {
    const h = harnessSuite();
    it('the planned body is accepted and changes exactly that', async () => {
      const c = h.client();
      const before = await getVerificationTemplate(c, demoTemplateId(2));
      const { plan } = edit(before, (d) => {
        d.name = 'Renamed by the editor';
        d.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'].nationality = true;
      });
      assert.ok(plan.ok);
      const after = await kind.update(c, String(before.id), plan.body, {});
      assert.equal(after.name, 'Renamed by the editor');
      assert.equal((after.presentation as Doc)['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'].nationality, true);
      assert.equal(after.well_known_trusted_issuers, before.well_known_trusted_issuers);
      assert.equal(after.custom_certificate_authority, before.custom_certificate_authority);
    });
  });
});
