import assert from 'node:assert/strict';
import { createVerificationTemplateSchema } from '../../../../src/kinds/verificationTemplates/api';
import { draftProblems } from '../../../../src/editors/drafts/draftProblems';
import { draftPath, parseDraftPath } from '../../../../src/editors/drafts/draftUris';
import { templateServerErrorPath, verificationTemplateDraftText } from '../../../../src/kinds/verificationTemplates/draft';
import type { Problem } from '../../../../src/diagnostics/validate';

const rows = (problems: Problem[]) => problems.map((p) => [p.range.start.line, p.range.start.character, p.severity, p.path.join('.')]);
const check = (text: string) => draftProblems('verification-templates', text);
const draft = (claims: Record<string, unknown>, over: Record<string, unknown> = {}) => `${JSON.stringify({
  name: 'Bar entry', type: 'mdl', dialect: 'simplified/1.0', presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': claims } }, well_known_trusted_issuers: 'aamva', ...over,
}, null, 2)}\n`;

describe('verification template draft', () => {
  it('the first text is a complete create body with the chosen claims: no problem', () => {
    const text = verificationTemplateDraftText('Bar entry', ['age_in_years', 'portrait']);
    assert.deepEqual(check(text), []);
    assert.ok(createVerificationTemplateSchema.safeParse(JSON.parse(text)).success);
    assert.deepEqual(JSON.parse(text).presentation, { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { age_in_years: true, portrait: true } } });
  });

  it('errors at the offending key or value: a string claim, another dialect, a missing field; mDL elements beyond the 21 pass', () => {
    assert.deepEqual(rows(check(draft({ age_over_18: true, document_number: true }))), []);
    assert.deepEqual(rows(check(draft({ portrait: 'yes' }))), [[7, 20, 'error', 'presentation.org.iso.18013.5.1.mDL.org.iso.18013.5.1.portrait']]);
    assert.deepEqual(rows(check(draft({ portrait: true }, { dialect: 'v2' }))).map((r) => r[3]), ['dialect']);
    assert.deepEqual(rows(check(draft({ portrait: true }, { well_known_trusted_issuers: undefined }))).map((r) => r[2]), ['error']);
    assert.deepEqual(rows(check(draft({}))).map((r) => r[2]), ['error'], 'an empty claims object');
  });

  it('a presentation that requests nothing is a warning, not an error', () => {
    const problems = check(draft({ portrait: false }));
    assert.deepEqual(problems.map((p) => [p.severity, p.code]), [['warning', 'no_claim_requested']]);
  });

  it('server errors land on their field; paths round-trip', () => {
    assert.deepEqual(templateServerErrorPath(409, 'Template (name) already exists.'), ['name']);
    assert.deepEqual(templateServerErrorPath(400, "Payload validation error: 'String does not match pattern ^aamva$: x' on property well_known_trusted_issuers."), ['well_known_trusted_issuers']);
    assert.deepEqual(templateServerErrorPath(400, "Payload validation error: 'Expected type boolean' on property presentation.org.iso.18013.5.1.mDL.org.iso.18013.5.1.portrait."), ['presentation']);
    assert.equal(templateServerErrorPath(400, 'Bad request'), undefined);
    assert.equal(draftPath('verification-templates', 'Local-emulator'), '/Local-emulator/verification-template/new.verification-template.json');
    assert.equal(draftPath('verification-templates', 'Local-emulator', 2), '/Local-emulator/verification-template/new-2.verification-template.json');
    assert.deepEqual(parseDraftPath(draftPath('verification-templates', 'Local-emulator')), { kind: 'verification-templates' });
    // A draft stored before the readable paths: its tenant is the first segment.
    assert.deepEqual(parseDraftPath('/local-emulator/ab12cd34/new.verification-template.json'), { kind: 'verification-templates', tenantId: 'local-emulator' });
  });
});
