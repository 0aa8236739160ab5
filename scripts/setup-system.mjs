// Debian packages the real-VS-Code tests need: chromium (headless workbench client) and, to compile
// code-server's native modules on its first install, libkrb5-dev build-essential python3.
// Installs what is missing when running as root (apt-get update once, then install), otherwise fails
// with the exact command to run. Idempotent: does nothing when everything is there.
//
//   node scripts/setup-system.mjs [--no-chromium] [--no-build-tools]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const BUILD_PACKAGES = ['libkrb5-dev', 'build-essential', 'python3'];

function hasDpkg() {
  return spawnSync('dpkg-query', ['--version'], { stdio: 'ignore' }).status === 0;
}

function installed(pkg) {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('install ok installed');
}

/**
 * @param {{chromium?: boolean, buildTools?: boolean}} what  chromium: the browser for tests;
 *   buildTools: compilers and headers for code-server's first install.
 */
export function setupSystem({ chromium = true, buildTools = true } = {}) {
  const wanted = [...(chromium ? ['chromium'] : []), ...(buildTools ? BUILD_PACKAGES : [])];
  if (!wanted.length) return;
  if (!hasDpkg()) {
    // Not Debian: we cannot check packages; check the commands that matter and hope for the best.
    const missing = [];
    if (chromium && !existsSync(CHROMIUM)) missing.push(`chromium (set CHROMIUM_PATH, looked for ${CHROMIUM})`);
    if (buildTools && spawnSync('c++', ['--version'], { stdio: 'ignore' }).status !== 0) missing.push('a C++ compiler');
    if (missing.length) throw new Error(`Missing system tools: ${missing.join(', ')}. Install the equivalents of: ${wanted.join(' ')}`);
    return;
  }
  const missing = wanted.filter((p) => !installed(p));
  if (chromium && !missing.includes('chromium') && !existsSync(CHROMIUM)) missing.push('chromium');
  if (!missing.length) return;
  const line = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing Debian packages: ${missing.join(' ')}.\nInstall them once with:\n  sudo sh -c '${line}'`);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env });
  const still = missing.filter((p) => !installed(p));
  if (still.length) throw new Error(`apt-get did not install: ${still.join(' ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    setupSystem({ chromium: !process.argv.includes('--no-chromium'), buildTools: !process.argv.includes('--no-build-tools') });
    console.log('system packages: ok');
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
