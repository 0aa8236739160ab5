// `npm run package`: production build, then `vsce package --no-dependencies` into
// auth-tenants-<version>.vsix, then checks what went in: only the bundle, schemas, manifest, l10n,
// icons and docs; no sources, tests, maps or node_modules; under 1 MB. Prints the size and the files.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BYTES = 1024 * 1024;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const out = join(root, `${pkg.name}-${pkg.version}.vsix`);

/** Entries of a zip file (name, size), read from its central directory. */
export function zipEntries(file) {
  const buf = readFileSync(file);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw new Error(`${file} is not a zip file`);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error(`${file}: bad central directory`);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    entries.push({ name: buf.toString('utf8', p + 46, p + 46 + nameLen), size });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** What may be in the package (paths inside the vsix). */
const ALLOWED = [
  /^\[Content_Types\]\.xml$/,
  /^extension\.vsixmanifest$/,
  /^extension\/package\.json$/,
  /^extension\/package\.nls(\.[a-z-]+)?\.json$/,
  /^extension\/dist\/extension\.js$/,
  /^extension\/dist\/jwtSigning\.js$/, // jose's JWT signing, loaded on first use (esbuild.mjs)
  /^extension\/dist\/schemas\/[^/]+\.json$/,
  /^extension\/l10n\/[^/]+\.json$/,
  /^extension\/media\/(?!readme\/)[^]+\.(png|svg)$/,
  /^extension\/(readme|changelog|license)(\.(md|txt))?$/i,
];
const FORBIDDEN = [
  [/^extension\/(src|test|out|scripts|node_modules|\.vscode-test|\.test-artifacts)\//, 'sources, tests, build output or node_modules'],
  [/\.ts$/, 'TypeScript source'],
  [/\.map$/, 'source map'],
  [/(^|\/)node_modules\//, 'node_modules'],
  [/^extension\/media\/screenshots\//, 'README pictures (media/screenshots/ belongs to the repository)'],
];

function check(entries, bytes) {
  const problems = [];
  for (const { name } of entries) {
    const bad = FORBIDDEN.find(([re]) => re.test(name));
    if (bad) problems.push(`${name}: ${bad[1]}`);
    else if (!ALLOWED.some((re) => re.test(name))) problems.push(`${name}: not expected in the package (update .vscodeignore, or scripts/package.mjs if it belongs there)`);
  }
  for (const required of ['extension/package.json', 'extension/dist/main.js', 'extension/dist/extension.js', 'extension/dist/jwtSigning.js']) {
    if (!entries.some((e) => e.name === required)) problems.push(`${required} is missing`);
  }
  if (bytes >= MAX_BYTES) problems.push(`the package is ${bytes} bytes: it must stay under ${MAX_BYTES}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDeps(root);
  execFileSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'inherit' });
  rmSync(out, { force: true });
  execFileSync(process.execPath, [join(root, 'node_modules', '@vscode', 'vsce', 'vsce'), 'package', '--no-dependencies', '--out', out], {
    cwd: root, stdio: ['ignore', 'inherit', 'inherit'],
  });
  const bytes = statSync(out).size;
  const entries = zipEntries(out).sort((a, b) => a.name.localeCompare(b.name));
  console.log(`\n${out}: ${(bytes / 1024).toFixed(1)} KB, ${entries.length} files`);
  for (const e of entries) console.log(`  ${String(e.size).padStart(9)}  ${e.name}`);
  const problems = check(entries, bytes);
  if (problems.length) {
    console.error(`\nThe package is not clean:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\npackage: ok (no sources, tests, maps or node_modules; under 1 MB)');
}
