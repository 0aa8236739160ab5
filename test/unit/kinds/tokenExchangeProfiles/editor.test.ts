// The token exchange profile description: its document (name, subject_token_type, action_id and type; never id or
// dates), the PATCH it plans (only name and subject_token_type, only what changed), the locked action_id and type,
// bad documents refused on the key, and a 409 explained on subject_token_type naming the other profile (emulator).
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { ApiError, InvalidInputError } from '../../../../src/api/errors';
import { deleteTokenExchangeProfile, getTokenExchangeProfile, updateTokenExchangeProfileSchema } from '../../../../src/kinds/tokenExchangeProfiles/api';
import { DEMO_CTE_ACTION_ID, DEMO_TOKEN_EXCHANGE_PROFILE_IDS as P } from '../../../../src/emulator/seed/ids';
import { documentProblems, problemAt } from '../../../../src/kinds/checks';
import { notEditableKeys, parseDocument, renderDocument, toEditable } from '../../../../src/kinds/document';
import { editorKindById } from '../../../../src/kinds';
import type { EditContext, Resource } from '../../../../src/kinds/kind';
import { isConflict, planPatch } from '../../../../src/kinds/plan';
import { tokenExchangeProfilesKind as kind } from '../../../../src/kinds/tokenExchangeProfiles/editor';
import { harnessSuite } from '../../api/emulatorHarness';

const SCOPES = new Set(['read:token_exchange_profiles', 'update:token_exchange_profiles']);
const contextOf = (profile: Resource): EditContext => ({ scopes: SCOPES, hidden: new Set(kind.hiddenFields(profile, SCOPES)), identity: kind.identity(profile) });
const PATCH = 'PATCH /api/v2/token-exchange-profiles/:id';

const partner: Resource = {
  id: 'tep_0123456789abcdef',
  name: 'Partner ID token',
  subject_token_type: 'https://partner.example.com/id-token',
  action_id: 'c7e00000-0000-4000-8000-000000000001',
  type: 'custom_authentication',
  created_at: '2025-07-01T12:00:00.000Z',
  updated_at: '2025-07-02T12:00:00.000Z',
};

type Doc = Record<string, unknown>;
function edit(change: (doc: Doc) => void, profile = partner) {
  const ctx = contextOf(profile);
  const base = toEditable(kind, profile, ctx.hidden);
  const edited = structuredClone(base);
  change(edited);
  const text = `${JSON.stringify(edited, null, 2)}\n`;
  return { text, plan: planPatch(kind, base, edited, ctx), problems: documentProblems(kind, text, { base, ctx }) };
}

/** [line, character, code] of each error, and the messages. */
const errorsOf = (problems: ReturnType<typeof edit>['problems']) => problems.filter((p) => p.severity === 'error');
const lineOf = (text: string, key: string) => text.split('\n').findIndex((l) => l.includes(`"${key}"`));

describe('kind: token exchange profiles', () => {
  it('is registered; the document holds name, subject_token_type, action_id and type; id and dates are in the header', () => {
    assert.equal(editorKindById('token-exchange-profiles'), kind);
    const base = toEditable(kind, partner, new Set());
    const text = renderDocument(kind, base);
    assert.deepEqual(Object.keys(JSON.parse(text)), ['name', 'subject_token_type', 'action_id', 'type']);
    assert.doesNotMatch(text, /tep_0123|created_at|updated_at/);
    assert.deepEqual(parseDocument(kind, text), base);
    assert.deepEqual(notEditableKeys(kind, partner), ['created_at', 'updated_at']);
    assert.deepEqual(kind.identity(partner), { id: partner.id, name: 'Partner ID token', details: ['created 2025-07-01T12:00:00.000Z', 'updated 2025-07-02T12:00:00.000Z'] });
    assert.deepEqual(documentProblems(kind, text, { base, ctx: contextOf(partner) }), []);
  });

  it('a changed name or subject_token_type sends only what changed; nothing changed sends nothing', () => {
    const name = edit((d) => (d.name = 'Partner token v2')).plan;
    assert.ok(name.ok);
    assert.deepEqual(name.body, { name: 'Partner token v2' });
    const both = edit((d) => {
      d.name = 'Partner token v2';
      d.subject_token_type = 'urn:partner:id-token';
    });
    assert.deepEqual(both.problems, []);
    assert.ok(both.plan.ok);
    assert.deepEqual(both.plan.body, { name: 'Partner token v2', subject_token_type: 'urn:partner:id-token' });
    assert.deepEqual(both.plan.changes.map((c) => c.path), [['name'], ['subject_token_type']]);
    assert.ok(z.safeParse(updateTokenExchangeProfileSchema, both.plan.body).success, 'the client accepts the body');
    const none = edit(() => undefined).plan;
    assert.ok(none.ok);
    assert.deepEqual([none.changes, none.body], [[], {}]);
    const deleted = edit((d) => delete d.name).plan;
    assert.ok(deleted.ok);
    assert.deepEqual(deleted.changes, [], 'a key deleted from the document keeps its value');
  });

  for (const field of ['action_id', 'type'] as const) {
    it(`an edit of ${field} is an error on its key: the service cannot change it, create a new profile`, () => {
      const { text, problems } = edit((d) => (d[field] = field === 'type' ? 'custom_authentication_v2' : DEMO_CTE_ACTION_ID.replace('1', '2')));
      const locked = errorsOf(problems).filter((p) => p.code === 'locked');
      assert.equal(locked.length, 1, JSON.stringify(problems));
      assert.deepEqual(locked[0]!.path, [field]);
      assert.deepEqual([locked[0]!.range.start.line, locked[0]!.range.start.character], [lineOf(text, field), 2]);
      assert.match(locked[0]!.message, new RegExp(`^${field} cannot be changed: the service cannot change it; create a new profile`));
    });
  }

  const bad: [string, (d: Doc) => void, string, RegExp][] = [
    ['a name of 2 characters', (d) => (d.name = 'ab'), 'name', /3/],
    ['a subject_token_type that is not a URL', (d) => (d.subject_token_type = 'not a uri at all'), 'subject_token_type', /must be a URL of your own/i],
    ['a reserved subject_token_type', (d) => (d.subject_token_type = 'urn:auth0:mine'), 'subject_token_type', /reserved namespace/],
    ['a subject_token_type that is a number', (d) => (d.subject_token_type = 12345678), 'subject_token_type', /string/i],
    ['an unknown key', (d) => (d.actionId = 'x'), 'actionId', /actionId/],
  ];
  for (const [what, change, key, message] of bad) {
    it(`${what}: an error on that key, and the save is refused before any request`, () => {
      const { text, problems } = edit(change);
      const errors = errorsOf(problems);
      assert.equal(errors.length, 1, JSON.stringify(errors));
      assert.equal(errors[0]!.range.start.line, lineOf(text, key));
      assert.match(errors[0]!.message, message);
    });
  }

  it('problemAt puts a server problem on the key, or the nearest parent that exists', () => {
    const text = renderDocument(kind, toEditable(kind, partner, new Set()));
    const p = problemAt(text, ['subject_token_type'], 'taken');
    assert.deepEqual([p?.range.start.line, p?.range.start.character, p?.message, p?.severity], [lineOf(text, 'subject_token_type'), 2, 'taken', 'error']);
    assert.equal(problemAt('not json {', ['x'], 'm')?.range, undefined);
  });

  describe('against the emulator', () => {
    const h = harnessSuite();

    it('a planned rename applies with one PATCH, and the answer is the profile', async () => {
      const client = h.client();
      const profile = await getTokenExchangeProfile(client, P.legacySession);
      const { plan } = edit((d) => (d.name = 'Legacy sessions'), profile);
      assert.ok(plan.ok);
      const updated = await kind.update(client, P.legacySession, plan.body, {});
      assert.equal(h.count(PATCH), 1);
      assert.equal(updated.name, 'Legacy sessions');
      assert.equal(updated.action_id, profile.action_id);
      assert.equal((await getTokenExchangeProfile(client, P.legacySession)).name, 'Legacy sessions');
    });

    it('a subject_token_type another profile has: 409, explained on subject_token_type naming that profile', async () => {
      const client = h.client();
      const body = { subject_token_type: 'https://partner.example.com/id-token' };
      const err = await kind.update(client, P.legacySession, body, {}).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 409, String(err));
      const explained = await kind.explainConflict!(client, P.legacySession, body, {});
      assert.deepEqual(explained?.path, ['subject_token_type']);
      assert.match(explained!.message, /The profile "Partner ID token" \(tep_demoPartner00001\) already uses the subject_token_type https:\/\/partner\.example\.com\/id-token/);
      const nobody = await kind.explainConflict!(client, P.legacySession, { subject_token_type: 'urn:nobody:has-this' }, {});
      assert.match(nobody!.message, /^Another profile of this tenant already uses/);
      assert.equal(await kind.explainConflict!(client, P.legacySession, { name: 'x' }, {}), undefined, 'not about subject_token_type: the generic message');
    });

    it('a taken subject_token_type answered 400 (as the service may on PATCH) is the same conflict as a 409', () => {
      const answer = (status: number, serverMessage: string) => new ApiError({ status, serverMessage, method: 'PATCH', path: 'token-exchange-profiles/tep_1' });
      assert.equal(isConflict(kind, answer(400, 'subject_token_type already exists for tenant')), true);
      assert.equal(isConflict(kind, answer(409, 'subject_token_type already exists for tenant')), true);
      assert.equal(isConflict(kind, answer(400, 'Unable to update field.')), false, 'another 400 stays a 400');
    });

    it('a PATCH with nothing in it is refused before sending (the service needs at least one property)', async () => {
      const before = h.count(PATCH);
      await assert.rejects(kind.update(h.client(), P.legacySession, {}, {}), (e: unknown) => e instanceof InvalidInputError && /Must change the name or the subject_token_type: there is nothing to send/.test(e.message));
      assert.equal(h.count(PATCH), before);
    });

    it('delete twice succeeds (the service answers 204 again), then the profile is gone', async () => {
      const client = h.client();
      await deleteTokenExchangeProfile(client, P.mobileDevice);
      await deleteTokenExchangeProfile(client, P.mobileDevice);
      const err = await getTokenExchangeProfile(client, P.mobileDevice).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 404);
    });

    it('a 404 on delete (a service that answers so once the profile is gone) is success too', async () => {
      await h.faults('404@1:DELETE /api/v2/token-exchange-profiles/*');
      await deleteTokenExchangeProfile(h.client(), P.partner);
    });
  });
});
