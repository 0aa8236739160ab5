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

/** Turns `import('./jwtSigning')` in the extension bundle into `require('./jwt-signing.js')` at run time. */
const lazyChunks = {
  name: 'lazy-chunks',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.lazy) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { lazy: true } });
      const file = LAZY_CHUNKS[relative(root, resolved.path)];
      return file ? { path: `./${file}`, external: true } : undefined;
    });
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
  builds.push({
    name: 'extension',
    options: { ...extensionOptions, entryPoints: ['src/extension.ts'], outfile: join(outdir, 'extension.js'), metafile: true, plugins: [lazyChunks] },
  });
  for (const [entry, file] of Object.entries(LAZY_CHUNKS)) {
    builds.push({ name: `extension (lazy ${file})`, options: { ...extensionOptions, entryPoints: [entry], outfile: join(outdir, file), metafile: true } });
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
