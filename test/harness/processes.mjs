// Child processes in their own process groups, stopped as a whole (also on Ctrl+C), plus small helpers.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const groups = new Set();

/** Spawns `cmd` detached (its own process group) with stdout+stderr appended to logFile. */
export function spawnGroup(cmd, args, { cwd, env, logFile }) {
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
  if (typeof out === 'number') closeSync(out);
  track(child);
  return child;
}

/** Registers a detached child so killAll() and the signal handlers stop its whole group. */
export function track(child) {
  if (!child.pid) return child;
  groups.add(child);
  child.once('exit', () => {
    // The leader is gone; members of its group may not be. Keep it tracked until killGroup ran.
    child.exited = true;
  });
  return child;
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group, SIGKILL after graceMs; resolves when no member is left. */
export async function killGroup(child, graceMs = 5000) {
  if (!child?.pid) return;
  const pid = child.pid;
  try { process.kill(-pid, 'SIGTERM'); } catch { /* already gone */ }
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) {
    try { process.kill(-pid, 'SIGKILL'); } catch { /* gone */ }
    const hard = Date.now() + 5000;
    while (groupAlive(pid) && Date.now() < hard) await sleep(100);
  }
  groups.delete(child);
}

export async function killAll() {
  await Promise.all([...groups].map((c) => killGroup(c)));
}

/** Last resort when the process exits without cleanup (synchronous). */
function killAllSync() {
  for (const c of groups) {
    try { process.kill(-c.pid, 'SIGKILL'); } catch { /* gone */ }
  }
  groups.clear();
}

/**
 * On SIGINT/SIGTERM/SIGHUP: run cleanup (which should stop the children), then exit with exitCode(signal).
 * Also kills every tracked group synchronously if the process exits some other way.
 */
export function onShutdown(cleanup, exitCode = (sig) => (sig === 'SIGINT' ? 130 : 143)) {
  let stopping = false;
  const handler = async (sig) => {
    if (stopping) return;
    stopping = true;
    try {
      await cleanup(sig);
    } finally {
      await killAll();
      process.exit(exitCode(sig));
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, handler);
  process.on('exit', killAllSync);
}

export function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/** A free TCP port on 127.0.0.1 (or `preferred` if it is free). */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', (e) => {
      if (preferred) freePort(0).then(resolve, reject);
      else reject(e);
    });
    srv.listen(preferred, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves when `port` on 127.0.0.1 is free to listen on. */
export async function portIsFree(port) {
  return (await freePort(port)) === port;
}

/** Polls the log file until `re` matches (returns the match) or the child exits or time runs out. */
export async function waitForLog(child, logFile, re, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = readText(logFile);
    const m = text.match(re);
    if (m) return m;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tailText(text)}`);
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s:\n${tailText(text)}`);
    await sleep(100);
  }
}

/** Polls url until it answers 2xx. */
export async function waitForHttp(child, url, timeoutMs, what, logFile) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch { /* not yet */ }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tailText(readText(logFile))}`);
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s:\n${tailText(readText(logFile))}`);
    await sleep(250);
  }
}

export function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function tailText(text, lines = 40) {
  return text.split('\n').slice(-lines).join('\n');
}
