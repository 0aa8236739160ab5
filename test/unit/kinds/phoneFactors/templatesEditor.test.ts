// The phone message templates description: a singleton document of both messages, its checks (the schema's types,
// no extra key, a warning on a message without {{code}}), and a save that PUTs both messages, applied to the emulator.
import assert from 'node:assert/strict';
import { DEFAULT_PHONE_TEMPLATES } from '../../../../src/emulator/routes/guardianPhone';
import { documentProblems } from '../../../../src/kinds/checks';
import { toEditable } from '../../../../src/kinds/document';
import type { EditContext } from '../../../../src/kinds/kind';
import { planPatch } from '../../../../src/kinds/plan';
import { PHONE_TEMPLATES_ID, phoneTemplatesKind as kind } from '../../../../src/kinds/phoneFactors/templatesEditor';
import { harnessSuite } from '../../api/emulatorHarness';

const ctx: EditContext = { scopes: new Set(['read:guardian_factors', 'update:guardian_factors']), hidden: new Set(), identity: kind.identity({}) };
type Doc = Record<string, unknown>;

function edit(change: (doc: Doc) => void) {
  const base = toEditable(kind, { ...DEFAULT_PHONE_TEMPLATES }, ctx.hidden);
  const edited = structuredClone(base);
  change(edited);
  const text = `${JSON.stringify(edited, null, 2)}\n`; // every key, also one the kind does not know
  return { text, plan: planPatch(kind, base, edited, ctx), problems: documentProblems(kind, text, { base, ctx }) };
}

describe('kind: phone message templates', () => {
  it('the document holds both messages; a save sends both, listing only the changed one', () => {
    const { plan, problems } = edit((d) => (d.verification_message = 'Code: {{code}}'));
    assert.deepEqual(problems, []);
    assert.ok(plan.ok);
    assert.deepEqual(plan.changes.map((c) => c.path), [['verification_message']]);
    assert.deepEqual(plan.body, { enrollment_message: DEFAULT_PHONE_TEMPLATES.enrollment_message, verification_message: 'Code: {{code}}' });
  });

  it('a message that is not a string, or an unknown key, is an error on that key; no {{code}} is a warning only', () => {
    const { problems, text } = edit((d) => {
      d.verification_message = 42;
      d.sms_message = 'x';
      d.enrollment_message = 'Welcome';
    });
    const line = (key: string) => text.split('\n').findIndex((l) => l.includes(`"${key}"`));
    const errors = problems.filter((p) => p.severity === 'error');
    assert.deepEqual(errors.map((p) => p.range.start.line).sort(), [line('verification_message'), line('sms_message')].sort());
    const [warning] = problems.filter((p) => p.severity === 'warning');
    assert.equal(warning?.code, 'no_code_placeholder');
    assert.equal(warning?.range.start.line, line('enrollment_message'));
    assert.deepEqual(edit((d) => (d.enrollment_message = 'Use {{ code }} now')).problems, [], 'spaces inside the braces are fine');
  });

  describe('against the emulator', () => {
    const h = harnessSuite();
    it('get reads the tenant\'s templates and update replaces them (the id is fixed)', async () => {
      const client = h.client();
      assert.deepEqual(toEditable(kind, await kind.get(client, PHONE_TEMPLATES_ID, {}), ctx.hidden), DEFAULT_PHONE_TEMPLATES);
      const body = { enrollment_message: 'E {{code}}', verification_message: 'V {{code}}' };
      assert.deepEqual(await kind.update(client, PHONE_TEMPLATES_ID, body, {}), body);
      assert.equal(h.count('PUT /api/v2/guardian/factors/phone/templates'), 1);
    });
  });
});
