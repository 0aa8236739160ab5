// The bad-input corpus (test/fixtures/bad-input) through the pure validate() with the schema and the semantic
// checks the editors use: every invalid document yields a precise problem at the exact range.
import assert from 'node:assert/strict';
import { updateConnectionSchema } from '../../../src/api/connections';
import { phoneMessageTypesSchema } from '../../../src/api/guardian';
import { createTokenExchangeProfileSchema } from '../../../src/api/tokenExchangeProfiles';
import { phoneFactorsChecks } from '../../../src/editors/drafts/phoneFactorsDraft';
import { tokenExchangeProfileChecks } from '../../../src/editors/drafts/tokenExchangeDraft';
import { validate, type ValidateOptions } from '../../../src/editors/validate';
import { documentCases, promptCases, validDocument, type DocumentKind } from '../../fixtures/bad-input/corpus';

const SCHEMAS = {
  'token-exchange-profile': [createTokenExchangeProfileSchema, { extraChecks: tokenExchangeProfileChecks(undefined) }],
  'phone-factors': [phoneMessageTypesSchema, { extraChecks: phoneFactorsChecks }],
  connection: [updateConnectionSchema, {}],
} as const satisfies Record<DocumentKind, readonly [unknown, ValidateOptions]>;

const check = (kind: DocumentKind, text: string) => validate(text, SCHEMAS[kind][0], SCHEMAS[kind][1]);
const at = (p: { range: { start: { line: number; character: number }; end: { line: number; character: number } } }) =>
  [p.range.start.line, p.range.start.character, p.range.end.line, p.range.end.character];

describe('reliability: bad-input corpus through validate()', () => {
  const cases = documentCases();

  it('has at least 50 documents across the three editors, and prompt inputs', () => {
    assert.ok(cases.length >= 50, `${cases.length} documents`);
    for (const kind of Object.keys(SCHEMAS)) assert.ok(cases.some((c) => c.kind === kind), kind);
    assert.ok(promptCases().length >= 20);
    assert.ok(cases.some((c) => Buffer.byteLength(c.text) > 1_000_000), 'a document over 1 MB');
  });

  it('the base document of each kind is valid (so each case fails for its own reason)', () => {
    for (const kind of Object.keys(SCHEMAS) as DocumentKind[]) assert.deepEqual(check(kind, validDocument(kind)), [], kind);
  });

  for (const c of cases) {
    it(c.name, () => {
      const problems = check(c.kind, c.text);
      const found = problems.find((p) => c.message.test(p.message) && at(p).join() === c.range.join());
      assert.ok(found, `expected ${c.message} at ${c.range.join()}; got ${JSON.stringify(problems.map((p) => [p.message.slice(0, 200), at(p).join()]))}`);
      assert.equal(found.severity, c.severity);
    });
  }
});
