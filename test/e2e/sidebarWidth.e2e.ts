// Issue #26, item 5: at the default side bar width (300 px) every row of the tree shows its important words. Both
// emulator tenants (the demo and its production twin, added from the workspace settings as `npm start` does) are
// expanded group by group, every stream with its failed deliveries, and each rendered row is measured in the DOM:
// its label must end before the row's visible edge, and so must the first part of its description (the words
// before the first " · ": "4 failed", the environment, the strategy…). A hovered stream keeps its label readable
// beside its inline actions; an active delivery filter is a row of its own; the header line of a resource editor
// fits the editor. The story leaves no tenant behind (the shared story closing removes them), so the next story
// starts from an empty view.
import * as assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { env } from './env';
import { DB_CONNECTION } from './helpers/names';
import { useStory } from './helpers/story';
import { GROUPS } from './helpers/tree';
import { sleep, until, type Workbench } from './workbench';

const TENANTS = ['Local emulator', 'Local emulator (production)'];
const STREAM = 'user-lifecycle-webhook';
const WIDTH = 300;
const TREE = '[id="workbench.view.extension.authTenants"] .monaco-list-rows > .monaco-list-row';

/** A row whose label or leading words are cut, as the failure lists it. */
interface Cut {
  row: string;
  what: string;
}

/**
 * Measures the rendered rows of the tree (those matching `selector`): a label that ends past the row's visible
 * edge, or a description whose leading words (before the first " · ") do, is a cut. When the text overflows, the
 * ellipsis takes the last few pixels: a word must end before it. A name too long for the row beside an ellipsis
 * (server data, e.g. "Username-Password-Authentication" at the third level) cannot fit: it is listed as `long`,
 * and its row's description is not checked (the name is what matters there); nor is the description of a row whose
 * label takes more than half of it.
 * (No named functions in the page script: the test build would wrap them in a helper the page does not have.)
 */
function measureRows(page: Workbench['page'], selector = TREE): Promise<{ seen: [number, string][]; cuts: Cut[]; long: string[] }> {
  return page.locator(selector).evaluateAll((rows) => {
    const seen: [number, string][] = [];
    const cuts: { row: string; what: string }[] = [];
    const long: string[] = [];
    for (const row of rows) {
      const box = row.querySelector('.monaco-icon-label-container');
      const name = row.querySelector('.label-name');
      if (!box || !name) continue;
      const label = (name.textContent ?? '').trim();
      const desc = row.querySelector('.label-description');
      const description = (desc?.textContent ?? '').trim();
      const text = description ? `${label} — ${description}` : label;
      seen.push([Number(row.getAttribute('data-index')), text]);
      const rect = box.getBoundingClientRect();
      const overflowing = box.scrollWidth > box.clientWidth + 1;
      const limit = rect.right - (overflowing ? 12 : 0) + 0.5;
      // Where the label, and the description's leading words, end on screen (a range over their text nodes).
      const ends: number[] = [];
      for (const [el, chars] of [[name, label.length], [desc, (description.split(' · ')[0] ?? '').length]] as [Element | null, number][]) {
        if (!el || chars === 0) {
          ends.push(-Infinity);
          continue;
        }
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let left = chars;
        let started = false;
        for (let node = walker.nextNode() as Text | null; node && left > 0; node = walker.nextNode() as Text | null) {
          const skip = started ? 0 : node.data.length - node.data.trimStart().length;
          if (!started) range.setStart(node, skip);
          started = true;
          const take = Math.min(left, node.length - skip);
          range.setEnd(node, skip + take);
          left -= take;
        }
        ends.push(range.getBoundingClientRect().right);
      }
      const [labelEnd, leadEnd] = ends as [number, number];
      const labelStart = name.getBoundingClientRect().left;
      if (labelEnd - labelStart > rect.right - labelStart - 12) {
        long.push(text);
        continue;
      }
      if (labelEnd > limit) cuts.push({ row: text, what: `the label "${label}"` });
      const roomy = labelEnd - labelStart < (rect.right - labelStart) / 2;
      if (roomy && leadEnd > limit) cuts.push({ row: text, what: `the leading words "${description.split(' · ')[0]}"` });
    }
    return { seen, cuts, long };
  });
}

describe('Side bar at 300 px: every row shows its important words', function () {
  let settingsBefore: string | undefined;
  // The two emulator tenants, from the user settings as `npm start` writes them (a workspace cannot add tenants),
  // written before the window opens so that it starts with them.
  const story = useStory({
    sideBar: WIDTH,
    beforeOpen: () => {
      settingsBefore = readFileSync(env.userSettings, 'utf8');
      writeFileSync(env.userSettings, JSON.stringify({
        ...JSON.parse(settingsBefore),
        'authTenants.emulator.url': env.emulatorUrl,
        'authTenants.emulator.productionUrl': env.productionUrl,
      }, null, 2));
      for (const tenant of TENANTS) story.owns(tenant);
    },
  });
  let wb: Workbench;

  /** The tree rows from top to bottom, each measured once (the list renders only the rows near the viewport). */
  async function measureTree(): Promise<{ seen: string[]; cuts: Cut[] }> {
    const seen = new Map<number, string>();
    const cuts = new Map<string, Cut>();
    const long = new Set<string>();
    const list = wb.tree.list;
    const box = await list.boundingBox();
    assert.ok(box, 'the tree is shown');
    await wb.page.mouse.move(box.x + 3, box.y + box.height / 2);
    await until('the top of the tree', async () => {
      await wb.page.mouse.wheel(0, -2000);
      await sleep(50);
      return (await wb.tree.rows())[0]?.index === 0 && (await list.locator('.monaco-list-rows > .monaco-list-row[data-index="0"]').boundingBox())!.y >= box.y - 1;
    });
    await until('the end of the tree, measured screen by screen', async () => {
      const measured = await measureRows(wb.page);
      for (const [index, text] of measured.seen) seen.set(index, text);
      const rows = await wb.tree.rows();
      for (const c of measured.cuts) cuts.set(`${c.row} ${c.what}`, c);
      for (const l of measured.long) long.add(l);
      const last = rows.at(-1);
      if (last?.last) {
        const lastBox = await list.locator(`.monaco-list-rows > .monaco-list-row[data-index="${last.index}"]`).boundingBox();
        if (lastBox && lastBox.y + lastBox.height <= box.y + box.height + 1) return true;
      }
      await wb.page.mouse.move(box.x + 3, box.y + box.height / 2);
      await wb.page.mouse.wheel(0, Math.max(44, box.height - 88));
      await sleep(100);
      return false;
    }, { timeout: 60_000 });
    if (long.size) console.log(`      names longer than the row: ${[...long].join('; ')}`);
    return { seen: [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, t]) => t), cuts: [...cuts.values()] };
  }

  /** Expands a tenant, every group of it and every event stream (its failed deliveries). */
  async function expandAll(tenant: string): Promise<void> {
    const groups = await wb.tree.expand(tenant, 1);
    assert.deepEqual(groups.map((g) => g.label), GROUPS);
    // From the last group up: each group's rows appear right under it, above the fold, before the groups above grow;
    // the streams' failed deliveries too, as soon as their group is open.
    for (const group of [...GROUPS].reverse()) {
      const rows = await wb.tree.expand(group, 2);
      // The actions under each trigger (the rows that expand), their state in each row's description.
      if (group === 'Actions') for (const t of rows.filter((r) => r.expanded !== undefined).reverse()) await wb.tree.expand(t.label, 3);
      if (group !== 'Event Streams') continue;
      const streams = rows.filter((r) => r.expanded !== undefined);
      assert.ok(streams.length >= 2, `${tenant} has event streams: ${JSON.stringify(streams)}`);
      for (const s of streams) await wb.tree.expand(s.label, 3);
    }
  }

  before(async function () {
    wb = story.wb;
    for (const tenant of TENANTS) await wb.tree.find(tenant, 1);
    const width = (await wb.page.locator('.part.sidebar').boundingBox())?.width ?? 0;
    assert.ok(Math.abs(width - WIDTH) <= 2, `the side bar is ${WIDTH} px wide (${width})`);
  });

  // After the story's closing (its tenants removed, the width put back, the window closed): the settings as found.
  after(() => {
    if (settingsBefore !== undefined) writeFileSync(env.userSettings, settingsBefore);
  });

  for (const tenant of TENANTS) {
    it(`${tenant}: every group expanded, no label and no leading words cut`, async function () {
      this.timeout(180_000);
      await wb.parkMouse();
      for (const other of TENANTS) if (other !== tenant) await wb.tree.collapse(other, 1);
      await expandAll(tenant);
      await wb.parkMouse();
      const { seen, cuts } = await measureTree();
      assert.ok(seen.length >= 30, `the expanded tree has its rows: ${JSON.stringify(seen)}`);
      assert.deepEqual(cuts.map((c) => `${c.row}: ${c.what}`), [], `rows at ${WIDTH} px:\n${seen.join('\n')}`);
      await wb.tree.collapse(tenant, 1);
    });
  }

  it('a hovered stream keeps its label readable beside its inline actions', async function () {
    await wb.tree.expand(TENANTS[0]!, 1);
    await wb.tree.expand('Event Streams', 2);
    const row = await wb.tree.reveal(STREAM, 3);
    await row.hover();
    const actions = row.locator('.actions .action-item');
    await until('the inline actions of the hovered stream', async () => (await actions.count()) > 0 && (await actions.first().isVisible()));
    const index = await row.getAttribute('data-index');
    const { cuts, long } = await measureRows(wb.page, `${TREE}[data-index="${index}"]`);
    assert.deepEqual([...long, ...cuts.filter((c) => /the label/.test(c.what)).map((c) => c.row)], [], 'the label of the hovered stream is not cut');
    assert.ok((await actions.count()) <= 2, `at most two inline actions, not ${await actions.count()}`);
    await wb.parkMouse();
  });

  it('an active delivery filter is a row under its stream, and the stream leads with its count', async function () {
    await wb.tree.contextMenu(STREAM, 'Filter Deliveries…');
    await wb.quick.waitForTitle(`Filter Deliveries of ${STREAM}`);
    await wb.quick.fill('user.created');
    await wb.quick.item('user.created').click();
    await wb.quick.ok();
    await until('the time question', async () => (await wb.quick.items()).some((i) => i.label.startsWith('Last week')));
    await wb.quick.pick('Last week');
    await wb.quick.waitForClose();
    const filterRow = 'Filter: user.created · last week';
    await wb.tree.find(filterRow, 4);
    const stream = await until(`"${STREAM}" to count its filtered deliveries`, async () => {
      const r = (await wb.tree.rows()).find((x) => x.label === STREAM);
      return r && /^\d+\+? failed/.test(r.description) && r;
    }, { state: () => wb.tree.summary() });
    assert.match(stream.description, /^\d+\+? failed/);
    await wb.parkMouse();
    const { cuts } = await measureRows(wb.page);
    assert.deepEqual(cuts.map((c) => `${c.row}: ${c.what}`), []);
  });

  it('the header line of a resource editor fits the editor', async function () {
    const name = DB_CONNECTION;
    await wb.tree.expand('Connections', 2);
    await (await wb.tree.reveal(name, 3)).click();
    await wb.waitForEditor(/\.connection\.json$/);
    const lens = wb.editor.locator('.codelens-decoration').first();
    await lens.waitFor();
    const fit = await wb.editor.evaluate((editor) => {
      const deco = editor.querySelector('.codelens-decoration') as HTMLElement;
      const scroll = editor.querySelector('.monaco-scrollable-element.editor-scrollable') as HTMLElement;
      const parts = Array.from(deco.querySelectorAll('a, span'));
      const right = Math.max(...parts.map((p) => p.getBoundingClientRect().right), deco.getBoundingClientRect().right);
      return { text: deco.textContent ?? '', right, edge: scroll.getBoundingClientRect().right - 14 };
    });
    assert.ok(fit.right <= fit.edge, `the header "${fit.text}" ends at ${Math.round(fit.right)} px, past the editor's edge at ${Math.round(fit.edge)} px`);
    await wb.runCommand('View: Close All Editors');
  });
});
