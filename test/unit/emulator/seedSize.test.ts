import assert from 'node:assert/strict';
import { parseCli } from '../../../src/emulator/cli';
import { buildSeed } from '../../../src/emulator/seed';
import { DEMO_TEMPLATE_COUNT, demoTemplateId } from '../../../src/emulator/seed/ids';
import { ADMIN, start, tokenRequest } from './helpers';

describe('emulator: benchmark support (seed size, 429 count)', () => {
  it('pads the demo lists with generated, unique, well-formed items', () => {
    const demo = buildSeed('demo');
    const big = buildSeed('demo', { templates: 1000, connections: 300 });
    assert.equal(big.verificationTemplates.length, 1000);
    assert.equal(big.connections.length, 300);
    assert.deepEqual(big.connections.slice(0, demo.connections.length), demo.connections, 'the demo connections come first, unchanged');
    assert.equal(big.verificationTemplates[DEMO_TEMPLATE_COUNT]!.id, demoTemplateId(DEMO_TEMPLATE_COUNT + 1));
    assert.equal(new Set(big.connections.map((c) => c.id)).size, 300);
    assert.equal(new Set(big.connections.map((c) => c.name)).size, 300);
    for (const c of big.connections) assert.match(c.id, /^con_[A-Za-z0-9]{16}$/);
    assert.equal(new Set(big.verificationTemplates.map((t) => t.id)).size, 1000);
  });

  it('never shrinks a list, and pads the empty seed too', () => {
    assert.equal(buildSeed('demo', { templates: 3 }).verificationTemplates.length, DEMO_TEMPLATE_COUNT);
    const empty = buildSeed('empty', { templates: 5, connections: 2 });
    assert.equal(empty.verificationTemplates.length, 5);
    assert.equal(empty.connections.length, 2);
  });

  it('reads --templates and --connections', () => {
    const opts = parseCli(['--templates', '10000', '--connections', '5000']);
    assert.ok(opts !== 'help');
    assert.deepEqual(opts.size, { templates: 10000, connections: 5000 });
    assert.equal((parseCli([]) as { size?: unknown }).size, undefined);
    assert.throws(() => parseCli(['--templates', 'many']), /--templates must be a number/);
  });

  it('counts the 429s of the rate limiter in /__emulator/stats', async () => {
    const emu = await start({ rateLimit: { rate: 1, burst: 1 } });
    try {
      const body = { grant_type: 'client_credentials', client_id: ADMIN.id, client_secret: ADMIN.secret, audience: `${emu.url}/api/v2/` };
      assert.equal((await tokenRequest(emu.url, body)).status, 200);
      assert.equal((await tokenRequest(emu.url, body)).status, 429);
      assert.deepEqual({ requests: emu.stats().requests, rateLimited: emu.stats().rateLimited }, { requests: 2, rateLimited: 1 });
      emu.resetStats();
      assert.equal(emu.stats().rateLimited, 0);
    } finally {
      await emu.close();
    }
  });
});
