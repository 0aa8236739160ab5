// Throughput benchmark (not a test): `node esbuild.mjs --only=emulator && npx tsx src/emulator/bench.ts`.
// Starts dist/emulator.js with the rate limiter off in a child process, then sends authenticated GETs over
// keep-alive connections for a few seconds and prints requests per second.
// Options: --seconds N (default 5), --concurrency N (default 32), --path /api/v2/... (default a connection).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_CONNECTION_IDS } from './seed/ids';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, concurrency: { type: 'string' }, path: { type: 'string' } } });
const seconds = Number(values.seconds ?? 5);
const concurrency = Number(values.concurrency ?? 32);
const path = values.path ?? `/api/v2/connections/${DEMO_CONNECTION_IDS.database}`;

/** User + system CPU seconds of a process (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, [join(__dirname, '../../dist/emulator.js'), '--port', '0', '--rate-limit', 'off'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`emulator exited ${code}`)));
  });
  const tokenRes = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${url}/api/v2/` }),
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let done = 0;
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  const one = () => new Promise<void>((resolve) => {
    const req = request({ hostname, port, path, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) done++;
        else failed++;
        resolve();
      });
    });
    req.on('error', () => {
      failed++;
      resolve();
    });
    req.end();
  });
  const worker = async () => {
    while (Date.now() < end) await one();
  };
  const t0 = Date.now();
  const cpu0 = cpuSeconds(child.pid!);
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - t0) / 1000;
  const cpu = cpuSeconds(child.pid!) - cpu0;
  console.log(`GET ${path}: ${done} ok, ${failed} failed in ${elapsed.toFixed(1)} s → ${Math.round(done / elapsed)} requests/second (concurrency ${concurrency})`);
  if (cpu > 0) console.log(`emulator CPU: ${cpu.toFixed(2)} s → ${Math.round(done / cpu)} requests per CPU-second (the ceiling on an unloaded core)`);
  agent.destroy();
  child.kill('SIGTERM');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
