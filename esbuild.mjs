// Build: the extension bundle, the emulator bundle, the JSON Schemas generated from the zod schemas,
// and the integration test bundles. `--production` minifies and drops source maps; `--watch` rebuilds.
// `--outdir=DIR` writes the extension bundle and the schemas to DIR instead of dist/ (the benchmarks build a
// production copy there without touching the development build in dist/).
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = new Set(process.argv.slice(2));
const production = args.has('--production');
const watch = args.has('--watch');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const root = dirname(new URL(import.meta.url).pathname);
const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
const want = (name) => !only || only.split(',').includes(name);

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  logLevel: 'warning',
  legalComments: 'none',
  sourcemap: production ? false : 'linked',
  minify: production,
  keepNames: !production,
};

function sizeReport(name, result, outfile) {
  const bytes = statSync(outfile).size;
  const gzip = gzipSync(readFileBuffer(outfile)).length;
  const inputs = Object.entries(result.metafile.outputs[relative(root, outfile)]?.inputs ?? {})
    .map(([file, info]) => [file.replace(/^node_modules\//, ''), info.bytesInOutput])
    .reduce((acc, [file, size]) => {
      const pkg = file.includes('/') && !file.startsWith('src/') ? file.split('/').slice(0, file.startsWith('@') ? 2 : 1).join('/') : 'src';
      acc[pkg] = (acc[pkg] ?? 0) + size;
      return acc;
    }, {});
  const top = Object.entries(inputs).sort((a, b) => b[1] - a[1]).slice(0, 6)
    .map(([pkg, size]) => `${pkg} ${(size / 1024).toFixed(1)} KB`).join(', ');
  console.log(`${name}: ${bytes} bytes (${gzip} gzip) — ${top}`);
}

function readFileBuffer(file) {
  return createRequire(import.meta.url)('node:fs').readFileSync(file);
}

function listTests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));
}

/** Generates dist/schemas/<name>.schema.json from src/editors/documentSchemas.ts (zod → JSON Schema). */
async function buildSchemas() {
  const entry = join(root, 'src/editors/documentSchemas.ts');
  if (!existsSync(entry)) return;
  const tmp = resolve(root, outdir, '.schemas.cjs');
  await esbuild.build({ ...common, minify: false, sourcemap: false, entryPoints: [entry], outfile: tmp });
  const require = createRequire(import.meta.url);
  delete require.cache[tmp];
  const { documentSchemas, toJsonSchema } = require(tmp);
  mkdirSync(resolve(root, outdir, 'schemas'), { recursive: true });
  for (const [name, schema] of Object.entries(documentSchemas)) {
    writeFileSync(resolve(root, outdir, 'schemas', `${name}.schema.json`), JSON.stringify(toJsonSchema(schema), null, 2));
  }
  rmSync(tmp);
  console.log(`schemas: ${Object.keys(documentSchemas).join(', ')}`);
}

/**
 * Modules the extension loads on demand with `await import('…')`: each becomes a file of its own next to
 * extension.js (rarely used and heavy, so activation does not load them). Key: the module's path, value: the file.
 */
const LAZY_CHUNKS = { 'src/auth/jwtSigning.ts': 'jwt-signing.js' };

/** Folder of the files loaded on first use, next to extension.js (dist/lazy/*.js, all in the .vsix). */
const LAZY_DIR = 'lazy';

/** Turns `import('./jwtSigning')` in the extension bundle into `require('./lazy/jwt-signing.js')` at run time. */
const lazyChunks = {
  name: 'lazy-chunks',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.lazy) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { lazy: true } });
      const file = LAZY_CHUNKS[relative(root, resolved.path)];
      return file ? { path: `./${LAZY_DIR}/${file}`, external: true } : undefined;
    });
  },
};

/**
 * Packages activation does not need, loaded on first use: jsonc-parser serves the diagnostics of the JSON
 * documents the extension opens (a connection, a draft); ky, the HTTP client, loads with the first request
 * (activation sends none). Each is bundled to a file of its own; the extension bundle gets a facade that
 * require()s it on the first access to one of its exports (synchronously, so the callers stay as they are).
 */
const LAZY_PACKAGES = { 'jsonc-parser': 'jsonc-parser.js', ky: 'ky.js' };

/** The lazy file of a package: its named exports and its default export (undefined when it has none). */
const packageSource = (pkg) => `import * as all from '${pkg}';\nexport * from '${pkg}';\nexport default all.default;\n`;

const lazyPackages = (exportsOf, dir) => ({
  name: 'lazy-packages',
  setup(build) {
    const names = Object.keys(LAZY_PACKAGES).map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) =>
      args.kind === 'dynamic-import' ? undefined : { path: args.path, namespace: 'lazy-package' });
    build.onResolve({ filter: /.*/, namespace: 'lazy-package' }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => ({ loader: 'js', contents: facade(`${dir}${LAZY_PACKAGES[args.path]}`, exportsOf[args.path]) }));
  },
});

/**
 * Source modules needed only for rarely used features, loaded on first use in the same way (a facade in the
 * extension bundle, the module and what only it needs in a file of its own): the diagnostics engine of the
 * JSON documents (validate() and src/editors/diagnostics), used once a connection or a draft is open; the
 * template and checks of the token exchange profile draft; the field-level diff shown before a connection is
 * saved; the wording of zod issues in InvalidInputError (src/api/issues.ts), used only when an input is
 * refused; zod's schema compiler (src/api/compileSchema.ts), used once a response has been parsed.
 * A lazy module must stay stateless (its helpers get a copy of their own), like validate() is: pure functions.
 */
const LAZY_MODULES = {
  'src/editors/validate.ts': 'diagnostics.js',
  'src/editors/drafts/tokenExchangeDraft.ts': 'token-exchange-draft.js',
  'src/editors/connections/changeSummary.ts': 'change-summary.js',
  'src/api/issues.ts': 'issue-messages.js',
  'src/api/compileSchema.ts': 'schema-compiler.js',
};

/** The export names of each lazy module, for its facade (read from a trial build's metafile). */
async function lazyExports() {
  const names = {};
  const trial = async (key, input) => {
    const result = await esbuild.build({
      ...common, ...input, format: 'esm', mainFields: ['module', 'main'], sourcemap: false, write: false, metafile: true, outfile: 'lazy.js',
      external: ['vscode', ...Object.keys(LAZY_PACKAGES).filter((p) => p !== key)], logLevel: 'silent',
    });
    names[key] = result.metafile.outputs['lazy.js'].exports;
    if (!names[key].some((n) => n !== 'default')) throw new Error(`${key}: no named exports found for its lazy-loading facade`);
  };
  for (const entry of Object.keys(LAZY_MODULES)) await trial(entry, { entryPoints: [entry] });
  for (const pkg of Object.keys(LAZY_PACKAGES)) await trial(pkg, { stdin: { contents: packageSource(pkg), resolveDir: root } });
  return names;
}

/** A CommonJS module whose exports are getters that require() `path` on first use. */
function facade(path, names) {
  return `// Loads ${path} on the first use of one of its exports.
Object.defineProperty(exports, '__esModule', { value: true });
let loaded;
const load = () => (loaded ??= require('${path}'));
for (const key of ${JSON.stringify(names)}) Object.defineProperty(exports, key, { enumerable: true, get: () => load()[key] });
`;
}

const lazyModules = (exportsOf, dir) => ({
  name: 'lazy-modules',
  setup(build) {
    const bases = Object.keys(LAZY_MODULES).map((f) => f.split('/').pop().replace(/\.ts$/, ''));
    build.onResolve({ filter: new RegExp(`(^|/)(${bases.join('|')})(\\.ts)?$`) }, async (args) => {
      if (args.pluginData?.lazy || args.kind === 'dynamic-import' || args.kind === 'entry-point') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { lazy: true } });
      const key = relative(root, resolved.path);
      return LAZY_MODULES[key] ? { path: key, namespace: 'lazy-module' } : undefined;
    });
    build.onResolve({ filter: /.*/, namespace: 'lazy-module' }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => ({ loader: 'js', contents: facade(`${dir}${LAZY_MODULES[args.path]}`, exportsOf[args.path]) }));
  },
});

/**
 * `vscode` for the whole bundle through one module: esbuild would otherwise wrap each file's
 * `require('vscode')` in its own copy of the API object's ~200 properties (57 files: several ms at load).
 */
const vscodeOnce = {
  name: 'vscode-once',
  setup(build) {
    build.onResolve({ filter: /^vscode$/ }, (args) =>
      args.namespace === 'vscode-once' ? { path: 'vscode', external: true } : { path: 'vscode', namespace: 'vscode-once' });
    build.onLoad({ filter: /.*/, namespace: 'vscode-once' }, () => ({ loader: 'js', contents: "export * from 'vscode';\n" }));
  },
};

const extensionOptions = {
  ...common,
  external: ['vscode'],
  mainFields: ['module', 'main'],
  // Smaller and faster to load: no debugger statements, identifiers as written in the source (no \u escapes).
  drop: production ? ['debugger'] : [],
  charset: 'utf8',
  // A lazy chunk is loaded with require() (the extension host's CommonJS loader), not with import().
  supported: { 'dynamic-import': false },
};

const builds = [];
if (want('extension')) {
  const exportsOf = await lazyExports();
  // Paths in require() are relative to the requiring file: extension.js, or a lazy file in dist/lazy/.
  const fromMain = [vscodeOnce, lazyChunks, lazyPackages(exportsOf, `./${LAZY_DIR}/`), lazyModules(exportsOf, `./${LAZY_DIR}/`)];
  const fromLazy = [vscodeOnce, lazyPackages(exportsOf, './'), lazyModules(exportsOf, './')];
  builds.push({
    name: 'extension',
    options: { ...extensionOptions, entryPoints: ['src/extension.ts'], outfile: join(outdir, 'extension.js'), metafile: true, plugins: fromMain },
  });
  for (const [entry, file] of Object.entries({ ...LAZY_CHUNKS, ...LAZY_MODULES })) {
    builds.push({ name: `extension (lazy ${file})`, options: { ...extensionOptions, entryPoints: [entry], outfile: join(outdir, LAZY_DIR, file), metafile: true, plugins: fromLazy } });
  }
  for (const [pkg, file] of Object.entries(LAZY_PACKAGES)) {
    builds.push({
      name: `extension (lazy ${file})`,
      options: { ...extensionOptions, stdin: { contents: packageSource(pkg), resolveDir: root, sourcefile: `${pkg}.lazy.js` }, outfile: join(outdir, LAZY_DIR, file), metafile: true, logLevel: 'error' },
    });
  }
}
if (want('emulator') && existsSync(join(root, 'src/emulator/main.ts'))) {
  builds.push({
    name: 'emulator',
    options: { ...common, minify: false, entryPoints: ['src/emulator/main.ts'], outfile: 'dist/emulator.js', metafile: true },
  });
}
if (want('tests')) {
  const entries = [...listTests(join(root, 'test/integration'))].filter((f) => !f.includes('/fixtures/'));
  if (entries.length) {
    builds.push({
      name: 'integration tests',
      options: { ...common, minify: false, sourcemap: 'inline', entryPoints: entries, outdir: 'out/test/integration', outbase: 'test/integration', external: ['vscode', 'mocha'] },
    });
  }
}

if (watch) {
  for (const b of builds) {
    const ctx = await esbuild.context(b.options);
    await ctx.watch();
  }
  console.log('watching…');
} else {
  await Promise.all(builds.map(async (b) => {
    const result = await esbuild.build(b.options);
    if (b.options.outfile && result.metafile) sizeReport(b.name, result, resolve(root, b.options.outfile));
    else console.log(`${b.name}: built`);
  }));
  if (want('schemas')) await buildSchemas();
}
