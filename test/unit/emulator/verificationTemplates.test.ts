import assert from 'node:assert/strict';
import { CURSOR_TTL_MS } from '../../../src/emulator/paging';
import { DEMO_TEMPLATE_COUNT, demoTemplateId } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, client, emulatorSuite, getToken } from './helpers';

const PATH = '/verifiable-credentials/verification/templates';

describe('emulator: verification templates', () => {
  let now = Date.now();
  const env = emulatorSuite({ now: () => now, tokenTtlSeconds: 7 * 86400 });

  it('defaults to 50 per page with an opaque next; walks all pages', async () => {
    const first = await env.api('GET', PATH);
    assert.equal(first.status, 200);
    assert.equal(first.body.templates.length, 50);
    assert.equal(typeof first.body.next, 'string');
    const ids = first.body.templates.map((t: { id: string }) => t.id);
    let next: string | undefined = first.body.next;
    while (next) {
      const page = await env.api('GET', `${PATH}?from=${encodeURIComponent(next)}`);
      ids.push(...page.body.templates.map((t: { id: string }) => t.id));
      next = page.body.next;
    }
    assert.equal(ids.length, DEMO_TEMPLATE_COUNT);
    assert.ok(DEMO_TEMPLATE_COUNT >= 120);
    assert.deepEqual(ids.slice(0, 2), [demoTemplateId(1), demoTemplateId(2)]);
  });

  it('take: 1 and 100 ok; 0, 101 and non-integers → 400', async () => {
    assert.equal((await env.api('GET', `${PATH}?take=1`)).body.templates.length, 1);
    assert.equal((await env.api('GET', `${PATH}?take=100`)).body.templates.length, 100);
    for (const take of ['0', '101', '2.5', 'ten', '-1']) {
      assertErrorShape(await env.api('GET', `${PATH}?take=${take}`), 400, /on property take/, 'invalid_query_string');
    }
  });

  it('rejects a bogus or tampered cursor, and a cursor from another list', async () => {
    assertErrorShape(await env.api('GET', `${PATH}?from=${demoTemplateId(3)}`), 400, undefined, 'invalid_query_string');
    const next = (await env.api('GET', `${PATH}?take=2`)).body.next as string;
    assertErrorShape(await env.api('GET', `${PATH}?from=${encodeURIComponent(`x${next}`)}`), 400);
    const connectionsCursor = (await env.api('GET', '/connections?take=1')).body.next as string;
    assertErrorShape(await env.api('GET', `${PATH}?from=${encodeURIComponent(connectionsCursor)}`), 400);
  });

  it('a cursor is valid for 24 hours (injected clock)', async () => {
    const next = (await env.api('GET', `${PATH}?take=10`)).body.next as string;
    now += CURSOR_TTL_MS - 60_000;
    const ok = await env.api('GET', `${PATH}?take=10&from=${encodeURIComponent(next)}`);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.templates[0].id, demoTemplateId(11));
    now += 120_000;
    assertErrorShape(await env.api('GET', `${PATH}?take=10&from=${encodeURIComponent(next)}`), 400, /expired/, 'invalid_query_string');
  });

  it('templates carry mDL presentations with varied claims', async () => {
    const res = await env.api('GET', `${PATH}?take=7`);
    const claimSets = res.body.templates.map((t: any) => {
      assert.equal(t.type, 'mdl');
      assert.equal(typeof t.dialect, 'string');
      const claims = t.presentation['org.iso.18013.5.1.mDL']['org.iso.18013.5.1'];
      assert.ok(Object.values(claims).every((v) => typeof v === 'boolean'));
      return JSON.stringify(Object.keys(claims).sort());
    });
    assert.equal(new Set(claimSets).size, 7);
  });

  it('get by id, 404 for unknown; needs read:vdcs_templates', async () => {
    assert.equal((await env.api('GET', `${PATH}/${demoTemplateId(5)}`)).body.id, demoTemplateId(5));
    assertErrorShape(await env.api('GET', `${PATH}/vct_nope`), 404, 'The verifiable credential template does not exist.');
    const narrow = client(env.url, await getToken(env.url, ADMIN, 'read:connections'));
    assertErrorShape(await narrow('GET', PATH), 403, 'Insufficient scope, expected any of: read:vdcs_templates', 'insufficient_scope');
  });
});

describe('emulator: a checkpoint cursor while the list changes', () => {
  const env = emulatorSuite();
  const ids = (body: { templates: { id: string }[] }) => body.templates.map((t) => t.id);
  const page = async (from: string) => env.api('GET', `${PATH}?take=2&from=${encodeURIComponent(from)}`);

  it('continues after its last item whether items before it or after it were deleted, and never repeats one', async () => {
    const first = await env.api('GET', `${PATH}?take=3`);
    assert.deepEqual(ids(first.body), [demoTemplateId(1), demoTemplateId(2), demoTemplateId(3)]);
    assert.equal((await env.api('DELETE', `${PATH}/${demoTemplateId(5)}`)).status, 204);
    const second = await page(first.body.next);
    assert.deepEqual(ids(second.body), [demoTemplateId(4), demoTemplateId(6)]);
    assert.equal((await env.api('DELETE', `${PATH}/${demoTemplateId(1)}`)).status, 204);
    assert.equal((await env.api('DELETE', `${PATH}/${demoTemplateId(2)}`)).status, 204);
    const third = await page(second.body.next);
    assert.deepEqual(ids(third.body), [demoTemplateId(7), demoTemplateId(8)], 'found by id after the items before it moved');
    // The cursor's own item deleted: the list goes on (at the cursor's offset), with nothing read before.
    assert.equal((await env.api('DELETE', `${PATH}/${demoTemplateId(8)}`)).status, 204);
    const fourth = ids((await page(third.body.next)).body);
    assert.equal(fourth.length, 2);
    const read = [first, second, third].flatMap((p) => ids(p.body));
    assert.deepEqual(fourth.filter((id) => read.includes(id)), []);
  });
});
