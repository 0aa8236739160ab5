// "Which resource is this command about?" and Delete, written once over every kind (src/commands/resources/
// pickResource.ts, src/kinds/facets/remove.ts): each kind with a list is picked from the emulator's demo tenant
// (its words word for word, the first page, "Load more…" over the kind's own paging, the whole list when read),
// named by ids as its document header passes them, found from its tree row; each kind with `remove` is deleted.
import assert from 'node:assert/strict';
import { pickResource, pickWords, refOf, rowOf, withList, type ListedKind, type PickTenant } from '../../../src/commands/resources/pickResource';
import { deleteTitle, deleteWords } from '../../../src/kinds/facets/remove';
import { KINDS } from '../../../src/kinds';
import type { KindId, KindList, Resource } from '../../../src/kinds/kind';
import type { TreeNode } from '../../../src/tree/node';
import { isListTree } from '../../../src/kinds/facets/tree';
import type { Prompts } from '../../../src/ui/prompts';
import { EMULATOR_CLIENTS } from '../../../src/emulator/auth/clients';
import { ADMIN, harnessSuite } from '../api/emulatorHarness';

const T = 'Demo';

/** The picker's words and the delete's, as the extension showed them before they were written once. */
const WORDS: Record<Exclude<KindId, 'phone-factors'>, { placeholder: string; empty: string; pickTitle: string; singular: string; typePrompt: string }> = {
  applications: { placeholder: 'Application of Demo (type to filter by name, type or client id)', empty: 'Demo has no applications. Create one with Create Application….', pickTitle: 'Delete Application', singular: 'application', typePrompt: 'Type the name "x" to delete it' },
  apis: { placeholder: 'API of Demo (type to filter by name or identifier)', empty: 'Demo has no APIs. Create one with Create API….', pickTitle: 'Delete API', singular: 'API', typePrompt: 'Type the name "x" to delete it' },
  actions: { placeholder: 'Action of Demo (type to filter by name or id)', empty: 'Demo has no actions. Create one with Create Action….', pickTitle: 'Delete Action', singular: 'action', typePrompt: 'Type the name "x" to delete it' },
  connections: { placeholder: 'Connection', empty: 'Demo has no connections.', pickTitle: 'Delete Connection', singular: 'connection', typePrompt: 'Type the connection name "x" to delete it' },
  'event-streams': { placeholder: 'Event stream of Demo', empty: 'Demo has no event streams. Create one with Create Event Stream….', pickTitle: 'Delete Event Stream', singular: 'event stream', typePrompt: 'Type the stream name "x" to delete it' },
  'token-exchange-profiles': { placeholder: 'Token exchange profile of Demo', empty: 'Demo has no token exchange profiles. Create one with Create Token Exchange Profile….', pickTitle: 'Delete Token Exchange Profile', singular: 'token exchange profile', typePrompt: 'Type the profile name "x" to delete it' },
  'vault-connections': { placeholder: 'Flows vault connection of Demo', empty: 'Demo has no flows vault connections. Create one with Create Flows Vault Connection….', pickTitle: 'Delete Flows Vault Connection', singular: 'vault connection', typePrompt: 'Type the connection name "x" to delete it' },
  'verification-templates': { placeholder: 'Verification template of Demo (type to filter by name, id or claim)', empty: 'Demo has no verification templates. Create one with Create Verification Template….', pickTitle: 'Delete Verification Template', singular: 'verification template', typePrompt: 'Type the name "x" to delete it' },
};

interface Asked {
  title?: string;
  placeHolder?: string;
  labels: string[];
  descriptions: (string | undefined)[];
}

/** Prompts whose picks answer from a script: each answer chooses an item of the list shown (by index, or Load more…). */
function scripted(answers: ((labels: string[]) => number)[]): { prompts: Prompts; asked: Asked[] } {
  const asked: Asked[] = [];
  const prompts = {
    async pick(items: unknown, options: { title?: string; placeHolder?: string }) {
      const list = (await items) as { label: string; description?: string; value: unknown }[];
      asked.push({ title: options.title, placeHolder: options.placeHolder, labels: list.map((i) => i.label), descriptions: list.map((i) => i.description) });
      const answer = answers.shift();
      if (!answer) throw new Error('no answer scripted');
      return list[answer(list.map((i) => i.label))].value;
    },
  } as unknown as Prompts;
  return { prompts, asked };
}

const first = () => 0;
const loadMore = (labels: string[]) => labels.indexOf('Load more…');
const lastResource = (labels: string[]) => labels.filter((l) => l !== 'Load more…').length - 1;

describe('one target over every kind: pick, Load more…, ids, row; and Delete', () => {
  const h = harnessSuite();
  const tenant: PickTenant = { profile: { label: T } as PickTenant['profile'], client: () => Promise.resolve(h.client()) };

  /** Every resource of the kind on the demo tenant (its pages read to the end). */
  async function everything(list: KindList): Promise<Resource[]> {
    const out: Resource[] = [];
    let cursor: string | undefined;
    do {
      const page = await list.page(h.client(), cursor, 50);
      out.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return out;
  }

  const listed = KINDS.filter((k) => k.list).map(withList);
  it('every kind but the phone factors has a list, and each is in the table', () => {
    assert.deepEqual(listed.map((k) => k.id).sort(), Object.keys(WORDS).sort());
  });

  for (const kind of listed) {
    const words = WORDS[kind.id as keyof typeof WORDS];
    describe(kind.id, () => {
      it('the picker shows the first pages with the kind\'s words, each resource by name with its description line', async () => {
        const all = await everything(kind.list);
        assert.ok(all.length >= 2, `the demo tenant has ${all.length} ${kind.id}`);
        const { prompts, asked } = scripted([lastResource]);
        const picked = await pickResource(prompts, tenant, kind, 'A title');
        const shown = Math.min(all.length, kind.list.pick.first ?? kind.list.pick.take);
        const more = shown < all.length;
        assert.equal(asked.length, 1);
        assert.equal(asked[0].title, 'A title');
        assert.equal(asked[0].placeHolder, words.placeholder);
        assert.equal(asked[0].labels.length, shown + (more ? 1 : 0));
        assert.equal(asked[0].labels.at(-1) === 'Load more…', more);
        assert.equal(kind.list.id(picked.resource), kind.list.id(all[shown - 1]));
        assert.equal(asked[0].labels[shown - 1], kind.list.name(all[shown - 1]));
        const description = kind.list.describe ? kind.list.describe(all[0]) : kind.list.id(all[0]);
        assert.equal(asked[0].descriptions[0], description);
        // The whole list comes back only when the picker read it all (a rename checks the names in use with it).
        assert.equal(picked.listed?.length, more ? undefined : all.length);
      });

      it('Load more… reads the next page with the kind\'s own paging (pages of one), and ends when the service has no more', async () => {
        const all = await everything(kind.list);
        const small: ListedKind = { ...kind, list: { ...kind.list, pick: { ...kind.list.pick, take: 1, first: undefined } } };
        const { prompts, asked } = scripted([loadMore, lastResource]);
        const picked = await pickResource(prompts, tenant, small, 'A title');
        assert.deepEqual(asked.map((a) => a.labels.length), [2, all.length > 2 ? 3 : 2]);
        assert.equal(asked[0].labels[1], 'Load more…');
        assert.deepEqual(asked[1].labels.slice(0, 2), all.slice(0, 2).map((r) => kind.list.name(r)));
        assert.equal(asked[1].labels.includes('Load more…'), all.length > 2);
        assert.equal(kind.list.id(picked.resource), kind.list.id(all[1]));
        assert.equal(picked.listed?.length, all.length > 2 ? undefined : 2);
      });

      it('a tenant without any is an error in the kind\'s words, word for word', async () => {
        const none: ListedKind = { ...kind, list: { ...kind.list, page: () => Promise.resolve({ items: [] }) } };
        await assert.rejects(pickResource(scripted([first]).prompts, tenant, none, 'A title'), { message: words.empty });
        assert.deepEqual(pickWords(kind, T), { placeholder: words.placeholder, empty: words.empty });
      });

      it('a resource named by ids, as its document header passes them, is read again by id', async () => {
        const [one] = await everything(kind.list);
        const id = kind.list.id(one);
        for (const editor of kind.editors ?? []) {
          const ref = refOf(kind, { tenantId: 't1', [editor.idArgument]: id });
          assert.deepEqual(ref, { tenantId: 't1', id });
          assert.equal(kind.list.id(await kind.list.get(h.client(), ref.id)), id);
        }
        assert.equal(refOf(kind, { tenantId: 't1', someoneElsesId: id }), undefined);
      });

      it('the clicked row is found at or above the clicked node, only under the kind\'s own group of that tenant', async () => {
        const [one] = await everything(kind.list);
        const node = (id: string, parent?: TreeNode, data?: unknown) => ({ id, parent, data, getTreeItem: () => ({}) }) as unknown as TreeNode;
        const tenantNode = node('tenant:t1');
        // A kind whose rows sit below a node of their own (the actions, under their trigger) says how deep.
        const depth = kind.tree && !isListTree(kind.tree) ? kind.tree.rowDepth ?? 1 : 1;
        let above = node(`tenant:t1/${kind.id}`, tenantNode);
        for (let i = 1; i < depth; i++) above = node(`${above.id}/level${i}`, above);
        const row = node(`${above.id}/x`, above, one);
        assert.equal(rowOf('tenant:t1', kind, row)?.resource, one);
        assert.equal(rowOf('tenant:t1', kind, node(`${row.id}/#filter`, row))?.row, row, 'a row under the resource\'s row: that resource');
        assert.equal(rowOf('tenant:t2', kind, row), undefined, 'another tenant');
        assert.equal(rowOf('tenant:t1', kind, node('tenant:t1/other/x', node('tenant:t1/other', tenantNode), one)), undefined, 'another group');
        assert.equal(rowOf('tenant:t1', kind, node(`tenant:t1/${kind.id}/#more`, node(`tenant:t1/${kind.id}`, tenantNode))), undefined, 'a row without a resource');
      });

      if (!kind.remove) return;
      const remove = kind.remove;
      it('Delete: its words word for word, then the DELETE says deleted, and gone the second time (what it refuses, never)', async () => {
        const all = await everything(kind.list);
        // Not the application the harness signs in with (refused), nor another of the emulator's own clients (they stay).
        const one = all.find((r) => !remove.refuse?.(r, { clientId: ADMIN.clientId }) && !EMULATOR_CLIENTS.some((c) => c.clientId === kind.list.id(r)))!;
        // A resource the service cannot delete (the system API) is refused before any question, saying why.
        for (const r of all.filter((x) => kind.id === 'apis' && remove.refuse?.(x, {}))) assert.match(remove.refuse!(r, {})!, /cannot delete/);
        const said = deleteWords({ words: kind.words, list: kind.list, remove }, { ...one, name: 'x' });
        assert.equal(deleteTitle(kind), words.pickTitle);
        assert.equal(said.singular, words.singular);
        assert.equal(said.typePrompt ?? 'Type the name "x" to delete it', words.typePrompt);
        assert.match(said.detail, /This cannot be undone\.$/);
        assert.equal(await remove.call(h.client(), one), 'deleted');
        assert.equal(await remove.call(h.client(), one), 'gone');
        await assert.rejects(kind.list.get(h.client(), kind.list.id(one)), { status: 404 });
      });
    });
  }
});
