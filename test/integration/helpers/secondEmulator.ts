/**
 * A second tenant emulator for the tests that compare two tenants: the repository's `dist/emulator.js --port 0
 * --seed <seed>` (AUTH_TENANTS_EMULATOR_BUNDLE, set by the harness: the extension under test is the unpacked
 * .vsix, which ships no emulator) in its own process (the one the harness started is the first), its URL read from its "listening on" line. Its output
 * goes to `second-emulator-<seed>-<pid>.log` in the run's artifacts (AUTH_TENANTS_ARTIFACTS, set by
 * test/harness/run.mjs), which the end-of-run secrets scan reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Services } from '../../../src/services';

export interface SecondEmulator {
  url: string;
  stop(): Promise<void>;
}

/** The run's artifacts folder, where the second emulators' logs go (undefined outside the harness). */
export const ARTIFACTS = process.env.AUTH_TENANTS_ARTIFACTS || undefined;
/** The name of a second emulator's log file in ARTIFACTS. */
export const SECOND_EMULATOR_LOG = /^second-emulator-[\w-]+-\d+\.log$/;

export async function startSecondEmulator(seed: string): Promise<SecondEmulator> {
  const bundle = process.env.AUTH_TENANTS_EMULATOR_BUNDLE;
  if (!bundle) throw new Error('AUTH_TENANTS_EMULATOR_BUNDLE is not set: run the tests through test/harness/run.mjs');
  // In VS Code desktop the extension host's executable is Electron: run it as Node.
  const child: ChildProcess = spawn(process.execPath, [bundle, '--port', '0', '--seed', seed], {
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (ARTIFACTS) {
    mkdirSync(ARTIFACTS, { recursive: true });
    const log = createWriteStream(join(ARTIFACTS, `second-emulator-${seed}-${child.pid}.log`), { flags: 'a' });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('close', () => log.end());
  }
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`second emulator did not start: ${out}`)), 20_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`second emulator exited (${code}): ${out}`)));
  });
  return {
    url,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    }),
  };
}

/** Adds a started emulator as a tenant of the extension (the admin client's secret, kept in SecretStorage). */
export async function addEmulatorTenant(s: Services, id: string, label: string, emulator: SecondEmulator, environment: 'production' | 'staging'): Promise<void> {
  await s.registry.save(
    { id, label, domain: emulator.url, environment, method: 'client-secret', clientId: 'emulator-admin', emulator: true },
    { clientSecret: 'emulator-admin-secret' },
  );
}
