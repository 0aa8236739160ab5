import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCli, UsageError } from '../../../src/emulator/cli';
import { buildBundle, spawnBundle, waitForListening } from './bundle';
import { call, getToken } from './helpers';

describe('emulator: CLI arguments', () => {
  it('parses every flag', () => {
    const opts = parseCli(['--port', '4000', '--host', '::1', '--state', 's.json', '--seed', 'empty', '--rate-limit', '2', '--burst', '3',
      '--faults', '503@1', '--verbose', '--allow-remote', '--token-ttl', '60', '--latency', '50']);
    assert.deepEqual(opts, {
      port: 4000, host: '::1', allowRemote: true, seed: 'empty', verbose: true, statePath: 's.json', faults: '503@1',
      tokenTtlSeconds: 60, rateLimit: { rate: 2, burst: 3 }, latencyMs: 50,
    });
    assert.deepEqual(parseCli(['--rate-limit', 'off']), { port: 0, host: '127.0.0.1', allowRemote: false, seed: 'demo', verbose: false, rateLimit: { rate: 0, burst: 0 } });
    assert.equal(parseCli(['--help']), 'help');
  });

  it('rejects bad values', () => {
    for (const args of [['--port', '70000'], ['--seed', 'full'], ['--bogus'], ['--rate-limit', 'fast'], ['--burst', '0'], ['--latency', '-1'], ['--latency', 'slow']]) {
      assert.throws(() => parseCli(args), UsageError, args.join(' '));
    }
  });
});

describe('emulator: dist/emulator.js', function () {
  this.timeout(60_000);
  before(() => buildBundle());

  it('prints the listening line on --port 0, serves requests, and stops cleanly on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const s = spawnBundle(['--port', '0']);
      const url = await waitForListening(s);
      const token = await getToken(url);
      assert.equal((await call(url, 'GET', '/api/v2/connections', { token })).status, 200);
      s.child.kill(signal);
      assert.equal(await s.exit, 0, s.stderr());
    }
  });

  it('refuses a non-loopback host without --allow-remote (exit 2, clear error)', async () => {
    for (const host of ['0.0.0.0', '192.0.2.10', 'example.com']) {
      const s = spawnBundle(['--port', '0', '--host', host]);
      assert.equal(await s.exit, 2);
      assert.match(s.stderr(), /non-loopback host.*--allow-remote/);
      assert.doesNotMatch(s.stdout(), /listening/);
    }
  });

  it('listens on a wildcard host with --allow-remote', async () => {
    const s = spawnBundle(['--port', '0', '--host', '0.0.0.0', '--allow-remote']);
    const url = await waitForListening(s);
    assert.equal((await call(url, 'GET', '/__emulator/stats')).status, 200);
    s.child.kill('SIGTERM');
    assert.equal(await s.exit, 0);
  });

  it('delays every answer of the tenant by --latency MS (token endpoint, API, errors), not the control routes', async () => {
    const LATENCY = 400;
    const s = spawnBundle(['--port', '0', '--latency', String(LATENCY)]);
    try {
      const url = await waitForListening(s);
      assert.match(s.stdout(), /every answer 400 ms late/);
      const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
        const t0 = performance.now();
        const result = await fn();
        return [result, performance.now() - t0];
      };
      const [token, tokenMs] = await timed(() => getToken(url));
      const [list, listMs] = await timed(() => call(url, 'GET', '/api/v2/connections', { token }));
      const [denied, deniedMs] = await timed(() => call(url, 'GET', '/api/v2/connections'));
      assert.equal(list.status, 200);
      assert.equal(denied.status, 401);
      for (const [what, ms] of [['token', tokenMs], ['list', listMs], ['401', deniedMs]] as const) {
        assert.ok(ms >= LATENCY - 5, `${what} answered after ${ms.toFixed(0)} ms, before the ${LATENCY} ms latency`);
      }
      // Control routes are the test's own channel, not the tenant: answered at once (well under the latency).
      const [stats, statsMs] = await timed(() => call(url, 'GET', '/__emulator/stats'));
      assert.equal(stats.status, 200);
      assert.ok(statsMs < LATENCY, `control route took ${statsMs.toFixed(0)} ms`);
    } finally {
      s.child.kill('SIGTERM');
      await s.exit;
    }
  });

  it('exits 2 on unknown flags', async () => {
    const s = spawnBundle(['--nope']);
    assert.equal(await s.exit, 2);
    assert.match(s.stderr(), /Usage/);
  });

  it('honours --verbose, --rate-limit/--burst, --seed and --state', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emu-cli-'));
    try {
      const state = join(dir, 'state.json');
      const s = spawnBundle(['--port', '0', '--verbose', '--rate-limit', '2', '--burst', '2', '--seed', 'empty', '--state', state]);
      const url = await waitForListening(s);
      assert.ok(existsSync(state));
      assert.deepEqual(JSON.parse(readFileSync(state, 'utf8')).connections, []);
      const token = await getToken(url);
      const res = await call(url, 'GET', '/api/v2/connections', { token });
      assert.equal(res.headers.get('x-ratelimit-limit'), '2');
      assert.deepEqual(res.body, []);
      const line = /GET \/api\/v2\/connections 200 [\d.]+ms/;
      for (let i = 0; i < 200 && !line.test(s.stdout()); i++) await new Promise((r) => setTimeout(r, 25));
      assert.match(s.stdout(), line);
      assert.ok(!s.stdout().includes(token));
      s.child.kill('SIGTERM');
      assert.equal(await s.exit, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
