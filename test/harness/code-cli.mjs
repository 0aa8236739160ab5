#!/usr/bin/env node
// A stand-in for the VS Code desktop executable that understands the arguments @vscode/test-electron
// passes (--extensionDevelopmentPath=, --extensionTestsPath=, a folder; the rest is ignored) and runs
// the tests with the code-server recipe instead (test/harness/run.mjs). Pass/fail propagate. Lets the
// electron path be exercised offline:
//   VSCODE_EXECUTABLE_PATH=$PWD/test/harness/code-cli.mjs npm run test:electron
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = ['--no-setup'];
let folder;
for (const a of process.argv.slice(2)) {
  const m = a.match(/^--(extensionDevelopmentPath|extensionTestsPath)=(.*)$/);
  if (m) args.push(m[1] === 'extensionDevelopmentPath' ? '--extension-development-path' : '--extension-tests-path', m[2]);
  else if (!a.startsWith('-') && folder === undefined) folder = a;
}
if (folder) args.push('--folder', folder);
if (process.env.AUTH_TENANTS_EMULATOR_URL) args.push('--emulator-url', process.env.AUTH_TENANTS_EMULATOR_URL);
const r = spawnSync(process.execPath, [join(here, 'run.mjs'), ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
