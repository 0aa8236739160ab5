// Installs the npm packages when node_modules is missing or older than package-lock.json (idempotent).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function ensureDeps(root = join(dirname(fileURLToPath(import.meta.url)), '..')) {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.deps-stamp');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('Installing npm packages (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
