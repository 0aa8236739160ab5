// Build: the extension bundle, the emulator bundle, the JSON Schemas generated from the zod schemas,
// and the integration test bundles. `--production` minifies and drops source maps; `--watch` rebuilds.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = new Set(process.argv.slice(2));
const production = args.has('--production');
const watch = args.has('--watch');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const root = dirname(new URL(import.meta.url).pathname);
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
  const tmp = join(root, 'dist/.schemas.cjs');
  await esbuild.build({ ...common, minify: false, sourcemap: false, entryPoints: [entry], outfile: tmp });
  const require = createRequire(import.meta.url);
  delete require.cache[tmp];
  const { documentSchemas, toJsonSchema } = require(tmp);
  mkdirSync(join(root, 'dist/schemas'), { recursive: true });
  for (const [name, schema] of Object.entries(documentSchemas)) {
    writeFileSync(join(root, `dist/schemas/${name}.schema.json`), JSON.stringify(toJsonSchema(schema), null, 2));
  }
  rmSync(tmp);
  console.log(`schemas: ${Object.keys(documentSchemas).join(', ')}`);
}

const builds = [];
if (want('extension')) {
  builds.push({
    name: 'extension',
    options: { ...common, entryPoints: ['src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'], metafile: true, mainFields: ['module', 'main'] },
  });
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
    if (b.options.outfile && result.metafile) sizeReport(b.name, result, join(root, b.options.outfile));
    else console.log(`${b.name}: built`);
  }));
  if (want('schemas')) await buildSchemas();
}
