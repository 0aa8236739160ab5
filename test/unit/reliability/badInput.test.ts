// The bad-input corpus (test/fixtures/bad-input) through the pure checks the editors use: validate() with the
// schema and semantic checks of a draft (draftProblems), documentProblems() of a resource kind opened from its
// seeded snapshot. Every invalid document yields a precise problem at the exact range.
import assert from 'node:assert/strict';
import { updateConnectionSchema } from '../../../src/kinds/connections/api';
import { phoneMessageTypesSchema } from '../../../src/kinds/phoneFactors/api';
import { createTokenExchangeProfileSchema } from '../../../src/kinds/tokenExchangeProfiles/api';
import { draftProblems } from '../../../src/editors/drafts/draftProblems';
import { phoneFactorsChecks } from '../../../src/kinds/phoneFactors/draft';
import { tokenExchangeProfileChecks } from '../../../src/kinds/tokenExchangeProfiles/draft';
import { validate, type Problem } from '../../../src/diagnostics/validate';
import { DEFAULT_PHONE_TEMPLATES } from '../../../src/emulator/routes/guardianPhone';
import { demoTokenExchangeProfiles } from '../../../src/emulator/seed/actions';
import { demoEventStreams } from '../../../src/emulator/seed/eventStreams';
import { DEMO_EVENT_STREAM_IDS, DEMO_TOKEN_EXCHANGE_PROFILE_IDS, demoTemplateId } from '../../../src/emulator/seed/ids';
import { demoTemplates } from '../../../src/emulator/seed/templates';
import { documentProblems } from '../../../src/kinds/checks';
import { toEditable } from '../../../src/kinds/document';
import { EDITOR_KINDS, type ResourceKind } from '../../../src/kinds/index';
import type { Resource } from '../../../src/kinds/kind';
import { documentCases, DRAFT_KINDS, promptCases, RESOURCE_KINDS, validDocument, type DocumentKind } from '../../fixtures/bad-input/corpus';

const ACTION = 'act_corpus_placeholder';
const kind = (id: string): ResourceKind => EDITOR_KINDS.find((k) => k.id === id)!;

/** The resource editor's kinds (connection keeps its plain schema check: its corpus predates the generic editor). */
const RESOURCES = {
  'event-stream': [kind('event-streams'), () => demoEventStreams().find((s) => s.id === DEMO_EVENT_STREAM_IDS.userWebhook)],
  'token-exchange-profile-edit': [kind('token-exchange-profiles'),
    () => ({ ...demoTokenExchangeProfiles().find((p) => p.id === DEMO_TOKEN_EXCHANGE_PROFILE_IDS.partner), action_id: ACTION })],
  'verification-template': [kind('verification-templates'), () => demoTemplates(1).find((t) => t.id === demoTemplateId(1))],
  'phone-templates': [kind('phone-templates'), () => ({ ...DEFAULT_PHONE_TEMPLATES })],
} as const satisfies Partial<Record<DocumentKind, readonly [ResourceKind, () => unknown]>>;

const DRAFTS = { 'event-stream-draft': 'event-streams', 'verification-template-draft': 'verification-templates', 'connection-draft': 'connections' } as const;

function check(k: DocumentKind, text: string): Problem[] {
  if (k === 'token-exchange-profile') return validate(text, createTokenExchangeProfileSchema, { extraChecks: tokenExchangeProfileChecks(undefined) });
  if (k === 'phone-factors') return validate(text, phoneMessageTypesSchema, { extraChecks: phoneFactorsChecks });
  if (k === 'connection') return validate(text, updateConnectionSchema);
  if (k in DRAFTS) return draftProblems(DRAFTS[k as keyof typeof DRAFTS], text);
  const [resourceKind] = RESOURCES[k as keyof typeof RESOURCES];
  const base = JSON.parse(validDocument(k, ACTION)) as Record<string, unknown>;
  const identity = resourceKind.identity(base);
  return documentProblems(resourceKind, text, { base, ctx: { scopes: new Set([resourceKind.scopes.get, resourceKind.scopes.update]), hidden: new Set(), identity } });
}
const at = (p: { range: { start: { line: number; character: number }; end: { line: number; character: number } } }) =>
  [p.range.start.line, p.range.start.character, p.range.end.line, p.range.end.character];

describe('reliability: bad-input corpus through validate()', () => {
  const cases = documentCases();

  it('has at least 10 documents for every document kind (drafts and resource documents), and prompt inputs', () => {
    assert.ok(cases.length >= 150, `${cases.length} documents`);
    for (const k of [...DRAFT_KINDS, ...RESOURCE_KINDS]) assert.ok(cases.filter((c) => c.kind === k).length >= 10, k);
    assert.ok(promptCases().length >= 50);
    assert.ok(cases.some((c) => Buffer.byteLength(c.text) > 1_000_000), 'a document over 1 MB');
    assert.ok(cases.filter((c) => c.secret).length >= 5, 'secrets typed into documents');
  });

  it('the base document of each kind is valid (so each case fails for its own reason)', () => {
    for (const k of [...DRAFT_KINDS, ...RESOURCE_KINDS]) assert.deepEqual(check(k, validDocument(k, ACTION)), [], k);
  });

  it('the base of each resource kind is the document of its seeded resource (what the integration run opens)', () => {
    for (const [k, [resourceKind, seeded]] of Object.entries(RESOURCES)) {
      const editable = toEditable(resourceKind, seeded() as Resource, new Set());
      assert.deepEqual(JSON.parse(validDocument(k as DocumentKind, ACTION)), JSON.parse(JSON.stringify(editable)), k);
    }
  });

  for (const c of cases) {
    it(c.name, () => {
      const problems = check(c.kind, c.text);
      if (c.secret) assert.ok(c.text.includes(c.secret), 'the secret is in the text');
      const found = problems.find((p) => c.message.test(p.message) && at(p).join() === c.range.join());
      assert.ok(found, `expected ${c.message} at ${c.range.join()}; got ${JSON.stringify(problems.map((p) => [p.message.slice(0, 200), at(p).join()]))}`);
      assert.equal(found.severity, c.severity);
    });
  }
});
