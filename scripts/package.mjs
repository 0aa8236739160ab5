// `npm run package`: the .vsix users install, built in a staging folder so the development build in dist/ is
// left alone. Steps: a production build into .vscode-test/package/dist, the manifest, the user README
// (docs/marketplace/README.md, shipped as the package's readme), CHANGELOG, LICENSE, media/ and .vscodeignore
// beside it, then `vsce package --no-dependencies` there into auth-tenants-<version>.vsix.
//
// Then the check: the package holds exactly what the extension needs, derived, not listed by hand:
//   - every file the production build wrote (so a new chunk or schema cannot be left out or let in unseen);
//   - every file the manifest names (main, icons, walkthrough pictures and pages, JSON Schemas);
//   - the manifest, its translations, readme, changelog, license;
// and nothing else (no sources, tests, maps, node_modules, README pictures), under 1 MB, and a readme whose
// images and links are absolute URLs to files that exist in the repository.
//
//   node scripts/package.mjs [--out FILE]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDeps } from './ensure-deps.mjs';
import { zipEntries, zipText } from './zip.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_BYTES = 1024 * 1024;
export const STAGE = join(root, '.vscode-test', 'package');
/** The README the Extensions view shows: written for someone who installed the extension. */
export const USER_README = 'docs/marketplace/README.md';

/** The default .vsix path: <name>-<version>.vsix in the repository. */
export function vsixPath(pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))) {
  return join(root, `${pkg.name}-${pkg.version}.vsix`);
}

/** The oldest VS Code the manifest supports: engines.vscode's lower bound ("^1.74.0" → "1.74.0"). */
export function oldestVsCode(pkg) {
  const m = /^\^?(\d+\.\d+\.\d+)$/.exec(pkg.engines?.vscode ?? '');
  if (!m) throw new Error(`engines.vscode "${pkg.engines?.vscode}" is not "^x.y.z"`);
  return m[1];
}

/** Files below `dir`, relative to it, with / separators. */
export function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).map(String).map((f) => f.split('\\').join('/'))
    .filter((f) => statSync(join(dir, f)).isFile());
}

/** The files the manifest names (relative, without ./): main, icons, walkthrough media, schemas, grammars. */
export function manifestFiles(pkg) {
  const files = new Set();
  const add = (p) => { if (typeof p === 'string' && !p.startsWith('$(') && !/^\w+:/.test(p)) files.add(p.replace(/^\.\//, '')); };
  const addIcon = (icon) => (typeof icon === 'object' && icon ? Object.values(icon).forEach(add) : add(icon));
  add(pkg.main);
  add(pkg.icon);
  const c = pkg.contributes ?? {};
  for (const list of Object.values(c.viewsContainers ?? {})) for (const v of list) addIcon(v.icon);
  for (const list of Object.values(c.views ?? {})) for (const v of list) addIcon(v.icon);
  for (const v of c.jsonValidation ?? []) add(v.url);
  for (const l of c.languages ?? []) { add(l.configuration); addIcon(l.icon); }
  for (const g of c.grammars ?? []) add(g.path);
  for (const w of c.walkthroughs ?? []) {
    for (const step of w.steps ?? []) {
      const m = step.media ?? {};
      addIcon(m.image);
      add(m.markdown);
      add(m.svg);
    }
  }
  return [...files];
}

const METADATA = [/^\[Content_Types\]\.xml$/, /^extension\.vsixmanifest$/, /^extension\/package\.json$/,
  /^extension\/package\.nls(\.[a-z-]+)?\.json$/, /^extension\/(readme\.md|changelog\.md|LICENSE\.txt)$/];
const FORBIDDEN = [
  [/^extension\/(src|test|out|scripts|docs|node_modules|\.vscode-test|\.test-artifacts)\//, 'sources, tests, docs, build output or node_modules'],
  [/\.ts$/, 'TypeScript source'],
  [/\.map$/, 'source map'],
  [/(^|\/)node_modules\//, 'node_modules'],
  [/^extension\/media\/screenshots\//, 'README pictures (fetched from the repository by the marketplace)'],
];

/**
 * What is wrong with a package: `entries` its zip entries ({name, size}), `built` the files the production
 * build wrote (relative to dist/), `pkg` the manifest. Empty when the package is right.
 */
export function packageProblems({ entries, bytes, built, pkg }) {
  const problems = [];
  const names = new Set(entries.map((e) => e.name));
  const expected = new Set([...built.map((f) => `extension/dist/${f}`), ...manifestFiles(pkg).map((f) => `extension/${f}`)]);
  for (const { name } of entries) {
    const bad = FORBIDDEN.find(([re]) => re.test(name));
    if (bad) problems.push(`${name}: ${bad[1]}`);
    else if (!expected.has(name) && !METADATA.some((re) => re.test(name))) {
      problems.push(`${name}: neither built nor named by the manifest (update .vscodeignore)`);
    }
  }
  for (const name of [...expected].sort()) {
    if (!names.has(name)) problems.push(`${name} is missing (built or named by the manifest, left out by .vscodeignore?)`);
  }
  for (const meta of ['extension/package.json', 'extension/readme.md', 'extension/changelog.md']) {
    if (!names.has(meta)) problems.push(`${meta} is missing`);
  }
  if (bytes >= MAX_BYTES) problems.push(`the package is ${bytes} bytes: it must stay under ${MAX_BYTES}`);
  return problems;
}

/**
 * Broken images and links in the packaged readme: relative ones (the marketplace has no files beside it) and
 * absolute ones under the repository's base URLs whose file does not exist in the repository.
 */
export function readmeProblems(readme, pkg, repoRoot = root) {
  const problems = [];
  const bases = [pkg.vsce?.baseImagesUrl, pkg.vsce?.baseContentUrl].filter(Boolean);
  const links = [...readme.matchAll(/!?\[[^\]]*\]\(([^)\s]+)[^)]*\)|<img[^>]+src=["']([^"']+)["']/g)].map((m) => m[1] ?? m[2]);
  for (const link of links) {
    if (link.startsWith('#') || /^mailto:/i.test(link)) continue;
    if (!/^https?:\/\//.test(link)) { problems.push(`${link}: relative link in the packaged readme`); continue; }
    const base = bases.find((b) => link.startsWith(`${b}/`));
    if (base && !existsSync(join(repoRoot, decodeURI(link.slice(base.length + 1)).split('#')[0]))) {
      problems.push(`${link}: no such file in the repository`);
    }
  }
  return problems;
}

/** Copies what the package may take into the staging folder and builds the production bundle there. */
function stage() {
  rmSync(STAGE, { recursive: true, force: true });
  mkdirSync(STAGE, { recursive: true });
  execFileSync(process.execPath, ['esbuild.mjs', '--production', '--only=extension,schemas', `--outdir=${join(STAGE, 'dist')}`], { cwd: root, stdio: 'inherit' });
  const built = filesBelow(join(STAGE, 'dist'));
  for (const f of readdirSync(root)) {
    if (/^(package(\.nls(\.[\w-]+)?)?\.json|CHANGELOG\.md|LICENSE(\.\w+)?|\.vscodeignore)$/.test(f)) cpSync(join(root, f), join(STAGE, f));
  }
  for (const dir of ['media', 'l10n']) if (existsSync(join(root, dir))) cpSync(join(root, dir), join(STAGE, dir), { recursive: true });
  cpSync(join(root, existsSync(join(root, USER_README)) ? USER_README : 'README.md'), join(STAGE, 'README.md'));
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  ensureDeps(root);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const out = values.out ?? vsixPath(pkg);
  const built = stage();
  rmSync(out, { force: true });
  execFileSync(process.execPath, [join(root, 'node_modules', '@vscode', 'vsce', 'vsce'), 'package', '--no-dependencies', '--out', out], {
    cwd: STAGE, stdio: ['ignore', 'inherit', 'inherit'],
  });
  const bytes = statSync(out).size;
  const entries = (await zipEntries(out)).sort((a, b) => a.name.localeCompare(b.name));
  console.log(`\n${relative(root, out)}: ${(bytes / 1024).toFixed(1)} KB, ${entries.length} files`);
  for (const e of entries) console.log(`  ${String(e.size).padStart(9)}  ${e.name}`);
  const problems = [
    ...packageProblems({ entries, bytes, built, pkg }),
    ...readmeProblems(await zipText(out, 'extension/readme.md'), pkg),
  ];
  if (problems.length) {
    console.error(`\nThe package is not right:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\npackage: ok (what the build wrote and the manifest names, nothing else; under 1 MB; readme links absolute)');
}
