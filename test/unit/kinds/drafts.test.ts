// Every kind with a draft facet, from the registry (a new kind is covered by adding it there): its example document
// has no problem; its path names the kind and parses back; a create draft's body is created on the emulator, found
// again as a lost answer would be, and sending it again is refused with the kind's words at a key of the document.
import assert from 'node:assert/strict';
import { ApiError } from '../../../src/api/errors';
import { tenantActionInfos } from '../../../src/editors/drafts/tenantActions';
import { draftProblems } from '../../../src/editors/drafts/draftProblems';
import { draftPath, parseDraftPath } from '../../../src/editors/drafts/draftUris';
import { documentSchemas } from '../../../src/editors/documentSchemas';
import { KINDS, type Kind } from '../../../src/kinds';
import type { ActionInfo, KindDraft } from '../../../src/kinds/facets/draft';
import { harnessSuite } from '../api/emulatorHarness';

type Drafted = Kind & { draft: KindDraft };
const DRAFTED = KINDS.filter((k): k is Drafted => !!k.draft);
const TENANT = 'Local emulator';
const errorsOf = (kind: Drafted, value: unknown, actions: readonly ActionInfo[] = []) => draftProblems(kind.id, `${JSON.stringify(value, null, 2)}\n`, { actions })
  .filter((p) => p.severity === 'error').map((p) => `${p.path.join('.')}: ${p.message}`);

describe('drafts: every kind with a draft facet', () => {
  it('the registry has drafts, each with its own segment and JSON Schema', () => {
    assert.ok(DRAFTED.length >= 5, DRAFTED.map((k) => k.id).join());
    assert.equal(new Set(DRAFTED.map((k) => k.draft.segment)).size, DRAFTED.length);
    for (const { draft } of DRAFTED) assert.ok(documentSchemas[draft.jsonSchema.name], draft.jsonSchema.name);
  });

  for (const kind of DRAFTED) {
    describe(kind.id, () => {
      const h = harnessSuite();

      it('its example document (the starting document, filled in) has no problem', async () => {
        const actions = kind.draft.usesActions ? await tenantActionInfos(h.client()) : [];
        assert.deepEqual(errorsOf(kind, kind.draft.example('example-1', actions), actions), []);
      });

      it('its draft path names the kind and parses back to it', () => {
        const path = draftPath(kind.id, 'T', kind.draft.single ? 1 : 2);
        assert.ok(path.endsWith(`.${kind.draft.segment}.json`), path);
        assert.equal(parseDraftPath(path)?.kind, kind.id);
      });

      const { submit } = kind.draft;
      if (!submit) return;

      it('its body is created on the emulator, found as a lost answer would be, and announced by name', async () => {
        const client = h.client();
        const actions = await tenantActionInfos(client);
        const value = kind.draft.example('draft-table-1', actions);
        assert.deepEqual(errorsOf(kind, value, actions), [], 'checked against the tenant\'s actions');
        const body = submit.body ? submit.body(value, 'a-secret-of-32-characters-0123456') : value;
        const created = await submit.create(client, body);
        assert.equal(submit.name(body), 'draft-table-1');
        const idOf = (r: Record<string, unknown> | undefined) => (r && kind.list ? kind.list.id(r) : r?.id);
        assert.equal(idOf(await submit.find(client, body)), idOf(created));
        const message = submit.created(created, body, TENANT, false);
        assert.match(message, new RegExp(`^Created the ${kind.words.singular} draft-table-1 \\(${String(idOf(created))}\\) on ${TENANT}`));
      });

      it('sent again (the name, or the unique value, taken) it is refused with the kind\'s words at a key of the draft', async () => {
        const client = h.client();
        const value = kind.draft.example('draft-table-2', await tenantActionInfos(client));
        const body = submit.body ? submit.body(value, 'a-secret-of-32-characters-0123456') : value;
        const first = await submit.create(client, body);
        if (submit.duplicates) {
          // The service takes it again (an application's name is not unique): a second resource.
          const second = await submit.create(client, body);
          assert.ok(kind.list && kind.list.id(second) !== kind.list.id(first));
          return;
        }
        const err = await submit.create(client, body).then(() => undefined, (e: unknown) => e);
        assert.ok(err instanceof ApiError && err.status === 409, String(err));
        const path = submit.errorPath(err.status, err.serverMessage);
        assert.ok(path && path.length === 1 && Object.hasOwn(value, String(path[0])), JSON.stringify(path));
        const worded = submit.refusals?.[409];
        if (worded) assert.match(worded(TENANT, body, err.serverMessage), new RegExp(`^${TENANT} .*"draft-table-2"`));
        else assert.ok(kind.draft.hooks, 'a 409 the kind does not word is explained by its hooks');
      });
    });
  }
});
