// Starts the local tenant emulator (dist/emulator.js, built by esbuild.mjs) in its own process group.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnGroup, waitForLog } from './processes.mjs';

export const EMULATOR_SEED = 'demo';

export function emulatorPath(root) {
  return join(root, 'dist', 'emulator.js');
}

export function emulatorBuilt(root) {
  return existsSync(emulatorPath(root));
}

/**
 * Runs `node dist/emulator.js --port <port> --seed demo`, waits for its "listening on http://…" line.
 * Returns { child, url, port }.
 */
export async function startEmulator(root, { port = 0, seed = EMULATOR_SEED, logFile, env = process.env } = {}) {
  const file = emulatorPath(root);
  if (!existsSync(file)) throw new Error(`${file} missing: run "node esbuild.mjs" first (src/emulator/main.ts builds it)`);
  const child = spawnGroup(process.execPath, [file, '--port', String(port), '--seed', seed], { cwd: root, env, logFile });
  const m = await waitForLog(child, logFile, /listening on (http:\/\/127\.0\.0\.1:(\d+))/, 30_000, 'emulator');
  return { child, url: m[1], port: Number(m[2]) };
}

export async function emulatorStats(url) {
  const res = await fetch(`${url}/__emulator/stats`);
  if (!res.ok) throw new Error(`GET /__emulator/stats: ${res.status}`);
  return res.json();
}
