// Builds dist/emulator.js once per test process and spawns it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../../..');
export const BUNDLE = join(ROOT, 'dist/emulator.js');

let built = false;

export function buildBundle(): void {
  if (built) return;
  execFileSync(process.execPath, ['esbuild.mjs', '--only=emulator'], { cwd: ROOT, stdio: 'pipe' });
  built = true;
}

export interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

export function spawnBundle(args: string[]): Spawned {
  const child = spawn(process.execPath, [BUNDLE, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (err += String(d)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** Resolves with the origin printed in the "listening on http://…" line. */
export async function waitForListening(s: Spawned, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(s.stdout());
    if (m) return m[1]!;
    if (s.child.exitCode !== null) throw new Error(`emulator exited ${s.child.exitCode}: ${s.stderr()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no listening line; stdout: ${s.stdout()} stderr: ${s.stderr()}`);
}
