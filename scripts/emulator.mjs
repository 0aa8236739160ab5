// `npm run emulator -- [options]`: installs npm packages if needed, bundles the emulator
// (node esbuild.mjs --only=emulator), then runs `node dist/emulator.js <options>`, forwarding
// SIGINT/SIGTERM to it and exiting with its exit code.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps(root);

const build = spawnSync(process.execPath, ['esbuild.mjs', '--only=emulator'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(process.execPath, [join(root, 'dist/emulator.js'), ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});
