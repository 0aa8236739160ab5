// Local surfaces bind to loopback only: the emulator (well-known credentials) and the `npm start` VS Code
// (code-server without a login) refuse a non-loopback host unless --allow-remote is given, before starting
// anything.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle, ROOT, spawnBundle } from '../emulator/bundle';

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

describe('reliability: local surfaces bind to loopback only', function () {
  this.timeout(60_000);

  it('node dist/emulator.js --host 0.0.0.0 exits 2 with a message and never listens', async () => {
    buildBundle();
    for (const host of ['0.0.0.0', '::', '192.0.2.1']) {
      const s = spawnBundle(['--port', '0', '--host', host]);
      assert.equal(await s.exit, 2, host);
      assert.match(s.stderr(), new RegExp(`Refusing to listen on non-loopback host "${host.replace(/\./g, '\\.')}".*--allow-remote`));
      assert.doesNotMatch(s.stdout(), /listening/);
    }
  });

  it('node scripts/start.mjs --host 0.0.0.0 refuses before installing, building or starting anything', async () => {
    const profile = join(ROOT, '.vscode-test', 'start');
    const before = existsSync(profile) ? statSync(profile).mtimeMs : undefined;
    for (const host of ['0.0.0.0', '::', 'example.com']) {
      const r = await run(['scripts/start.mjs', '--host', host]);
      assert.notEqual(r.code, 0, host);
      assert.match(r.stderr, new RegExp(`refusing to bind code-server to ${host.replace(/\./g, '\\.')}.*--allow-remote`));
      assert.doesNotMatch(r.stdout, /listening|is running|Open:/);
      assert.ok(r.ms < 15_000, `refused at once (${r.ms} ms), not after a setup or a build`);
    }
    const after = existsSync(profile) ? statSync(profile).mtimeMs : undefined;
    assert.equal(after, before, 'the npm start profile (.vscode-test/start) was not created or touched');
  });
});
