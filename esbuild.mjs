// Build: the extension bundle, the emulator bundle, the JSON Schemas generated from the zod schemas, and the
// integration test bundles.
//
//   node esbuild.mjs [--production] [--watch] [--outdir=DIR] [--only=extension,schemas,emulator,tests]
//
// `--production` minifies and drops source maps; `--watch` rebuilds on change; `--outdir=DIR` writes the
// extension bundle and the schemas to DIR instead of dist/ (the benchmarks build a production copy there);
// `--only` builds some of the parts (all of them by default).
//
// The extension is dist/extension.js, with everything it uses bundled in (ky, jsonc-parser, zod/mini, the
// diagnostics engine), and dist/jwtSigning.js: jose's JWT signing, which only the private-key sign-in needs
// (`await import('./jwtSigning')` in src/auth/privateKey.ts, left to a plain require() at run time).
// Measured in plain Node: jose inside the bundle makes loading it ~2.5 ms slower (CPU, median of 25).
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const production = flag('production');
const outdir = option('outdir') ?? 'dist';
const want = (part) => !option('only') || option('only').split(',').includes(part);

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

/**
 * `vscode` for the whole bundle through one module. Without it esbuild wraps `require('vscode')` in copies of
 * the API object (~200 properties each): measured in plain Node, loading the bundle takes ~17 ms more CPU.
 */
const vscodeOnce = {
  name: 'vscode-once',
  setup(build) {
    build.onResolve({ filter: /^vscode$/ }, (args) =>
      args.namespace === 'vscode-once' ? { path: 'vscode', external: true } : { path: 'vscode', namespace: 'vscode-once' });
    build.onLoad({ filter: /.*/, namespace: 'vscode-once' }, () => ({ loader: 'js', contents: "export * from 'vscode';\n" }));
  },
};

/**
 * jsonc-parser's ES build declares no `sideEffects`, so the string cache of its formatter (string-intern: 1,200
 * whitespace strings) is built at every load though only the parser is used. Marked side-effect free, its
 * formatter's modules drop out. Measured: activationMs 22.7–24.1 → 16.9–20.2 ms (`npm run bench -- --only host`).
 */
const jsoncParserOnly = {
  name: 'jsonc-parser-only',
  setup(build) {
    build.onResolve({ filter: /^\.\/(format|edit|string-intern)$/, namespace: 'file' }, (args) =>
      /jsonc-parser/.test(args.importer) ? { path: join(args.resolveDir, `${args.path}.js`), sideEffects: false } : undefined);
  },
};

/**
 * Writes an ES-module build with code splitting as CommonJS files (the output is held in memory, `write: false`):
 * static imports become require() calls run at load, each `import()` a require() run when it is reached. The chunks
 * chunks of an earlier build (`<name>-<HASH>.js`) are deleted first, so none is left over (the package ships what is there).
 */
const cjsChunks = {
  name: 'cjs-chunks',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length || !result.outputFiles) return;
      const dir = resolve(root, build.initialOptions.outdir);
      for (const f of existsSync(dir) ? readdirSync(dir) : []) if (/-[A-Z0-9]{8}\.js$/.test(f)) rmSync(join(dir, f));
      await Promise.all(result.outputFiles.map(async (file) => {
        mkdirSync(dirname(file.path), { recursive: true });
        if (!file.path.endsWith('.js')) return writeFileSync(file.path, file.contents);
        const { code } = await esbuild.transform(file.text, {
          format: 'cjs', loader: 'js', target: 'node20', supported: { 'dynamic-import': false },
          minify: production, keepNames: !production, sourcemap: false, charset: 'utf8', legalComments: 'none',
        });
        writeFileSync(file.path, code);
      }));
      if (result.metafile) inlineAtStart(dir, loadedAtStart(result.metafile, relative(root, join(dir, 'extension.js'))).map((f) => basename(f)));
    });
  },
};

/**
 * Folds the chunks activation loads into extension.js, so activation reads one file (splitting cuts the code the
 * entry shares with each `import()` into chunks by who uses them: ~20 small files, each a file to read and compile).
 * Each becomes a function run on its first require(), as Node runs a CommonJS file; the chunks loaded later
 * (`import()`) get the folded ones through `require('./extension.js').__chunk(name)`.
 */
function inlineAtStart(dir, atStart) {
  const [entry, ...folded] = atStart;
  if (entry !== 'extension.js' || folded.length === 0) return;
  const names = new Set(folded);
  // Parenthesised, so V8 compiles each function with the file (as it compiles a file's top level) rather than on its
  // first call: that compiled code is what Node's compile cache keeps, so a later activation does not compile again.
  const wrap = (name) => `${JSON.stringify(name)}: (function (module, exports, require) {\n${readFileSync(join(dir, name), 'utf8')}\n})`;
  const code = [
    '"use strict";',
    `const __defs = {\n${[...folded, entry].map(wrap).join(',\n')}\n};`,
    'const __mods = {};',
    'function __load(name) { let m = __mods[name]; if (!m) { m = __mods[name] = { exports: {} }; __defs[name].call(m.exports, m, m.exports, __require); } return m.exports; }',
    `function __require(id) { const name = id.startsWith('./') ? id.slice(2) : ''; return name !== ${JSON.stringify(entry)} && Object.hasOwn(__defs, name) ? __load(name) : require(id); }`,
    `const __exports = __load(${JSON.stringify(entry)});`,
    "Object.defineProperty(__exports, '__chunk', { value: __load });",
    'module.exports = __exports;',
    '',
  ].join('\n');
  writeFileSync(join(dir, entry), code);
  for (const name of folded) rmSync(join(dir, name));
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.js') && f !== entry)) {
    const text = readFileSync(join(dir, f), 'utf8');
    const next = text.replace(/require\("\.\/([^"]+)"\)/g, (m, name) => (names.has(name) ? `require("./extension.js").__chunk(${JSON.stringify(name)})` : m));
    if (next !== text) writeFileSync(join(dir, f), next);
  }
}

/**
 * The files require()d when `entry` loads (static imports, followed through chunks), not those loaded on first use:
 * what activation loads. From the build's metafile.
 */
export function loadedAtStart(metafile, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const i of metafile.outputs[file].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  return [...seen];
}

/** Prints the size of a bundle and the packages that take most of it. */
function sizeReport(name, result, outfile) {
  const bytes = statSync(outfile).size;
  const gzip = gzipSync(readFileSync(outfile)).length;
  const byPackage = {};
  for (const [file, { bytesInOutput }] of Object.entries(result.metafile.outputs[relative(root, outfile)]?.inputs ?? {})) {
    const parts = file.replace(/^node_modules\//, '').split('/');
    const pkg = file.startsWith('node_modules/') ? parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/') : 'src';
    byPackage[pkg] = (byPackage[pkg] ?? 0) + bytesInOutput;
  }
  const top = Object.entries(byPackage).sort((a, b) => b[1] - a[1]).slice(0, 6)
    .map(([pkg, size]) => `${pkg} ${(size / 1024).toFixed(1)} KB`).join(', ');
  console.log(`${name}: ${bytes} bytes (${gzip} gzip) — ${top}`);
}

/** Prints what a split build loads at activation and in all (after cjsChunks wrote it), and writes it (files, bytes, source modules) to <outdir>.loaded.json. */
function splitReport(name, result) {
  const entry = relative(root, join(outdir, 'extension.js'));
  const size = (f) => statSync(resolve(root, f)).size;
  // What cjsChunks left: the chunks activation loads are folded into extension.js (inlineAtStart).
  const atStart = loadedAtStart(result.metafile, entry).filter((f) => existsSync(resolve(root, f)));
  const all = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js') && existsSync(resolve(root, f)));
  const sum = (files) => files.reduce((n, f) => n + size(f), 0);
  console.log(`${name}: ${sum(atStart)} bytes loaded at activation in ${atStart.length} files; ${sum(all)} bytes in ${all.length} files in all`);
  // The source modules in it (the chunks folded into extension.js included): what activation runs.
  const modules = [...new Set(loadedAtStart(result.metafile, entry).flatMap((f) => Object.keys(result.metafile.outputs[f]?.inputs ?? {})))]
    .filter((m) => m.startsWith('src/')).sort();
  writeFileSync(resolve(root, `${outdir}.loaded.json`), JSON.stringify({ atStart: atStart.map((f) => relative(outdir, f)), bytes: sum(atStart), modules }, null, 2));
}

/** Writes <outdir>/schemas/<name>.schema.json for each schema of src/editors/documentSchemas.ts (zod → JSON Schema). */
async function buildSchemas() {
  const tmp = resolve(root, outdir, '.schemas.cjs');
  // The kinds' drafts load their `vscode` hooks on first use (import()): never at build time, so `vscode` stays out.
  await esbuild.build({ ...common, mainFields: ['module', 'main'], minify: false, sourcemap: false, external: ['vscode'], entryPoints: ['src/editors/documentSchemas.ts'], outfile: tmp });
  const require = createRequire(import.meta.url);
  delete require.cache[tmp];
  const { documentSchemas, toJsonSchema } = require(tmp);
  rmSync(tmp);
  mkdirSync(resolve(root, outdir, 'schemas'), { recursive: true });
  for (const [name, schema] of Object.entries(documentSchemas)) {
    writeFileSync(resolve(root, outdir, 'schemas', `${name}.schema.json`), JSON.stringify(toJsonSchema(schema), null, 2));
  }
  console.log(`schemas: ${Object.keys(documentSchemas).join(', ')}`);
}

const extension = {
  ...common,
  mainFields: ['module', 'main'],
  // Smaller and faster to load: no debugger statements, identifiers as written (no \u escapes).
  drop: production ? ['debugger'] : [],
  charset: 'utf8',
};

const builds = [];
if (want('extension')) {
  builds.push({
    name: 'extension',
    options: production ? {
      ...extension,
      // ES modules with code splitting: the command handlers' `import()` (src/commands/registerCommands.ts) becomes a
      // chunk loaded on the first command run, the code it shares with the rest a chunk loaded at activation. cjsChunks
      // writes them as CommonJS files that require() each other, which every supported VS Code loads (an ES module
      // extension needs VS Code 1.100). `import('./jwtSigning')` stays a require() of the file built below.
      entryPoints: ['src/extension.ts'],
      outdir,
      format: 'esm',
      splitting: true,
      // Beside extension.js (not in a folder), so `./jwtSigning` means the same file from every chunk.
      chunkNames: '[name]-[hash]',
      write: false,
      external: ['vscode', './jwtSigning'],
      plugins: [vscodeOnce, jsoncParserOnly, cjsChunks],
    } : {
      // Development: one file with its source map (the same code, not split).
      ...extension,
      entryPoints: ['src/extension.ts'],
      outfile: join(outdir, 'extension.js'),
      external: ['vscode', './jwtSigning'],
      supported: { 'dynamic-import': false },
      plugins: [vscodeOnce, jsoncParserOnly],
    },
  });
  // The entry: turns on Node's compile cache, then require('./extension.js') (src/main.ts).
  builds.push({ name: 'main', options: { ...extension, entryPoints: ['src/main.ts'], outfile: join(outdir, 'main.js'), external: ['./extension.js'] } });
  builds.push({ name: 'jwtSigning', options: { ...extension, entryPoints: ['src/auth/jwtSigning.ts'], outfile: join(outdir, 'jwtSigning.js') } });
}
if (want('emulator')) {
  builds.push({ name: 'emulator', options: { ...common, minify: false, entryPoints: ['src/emulator/main.ts'], outfile: 'dist/emulator.js' } });
}
if (want('tests')) {
  const dir = 'test/integration';
  const entries = readdirSync(join(root, dir), { recursive: true }).map(String)
    .filter((f) => f.endsWith('.ts') && !f.includes('fixtures/')).map((f) => join(dir, f));
  builds.push({
    name: 'integration tests',
    // mainFields as the extension's: jsonc-parser's ES build (its UMD build require()s files a bundle does not have).
    options: { ...common, mainFields: ['module', 'main'], minify: false, sourcemap: 'inline', entryPoints: entries, outdir: 'out/test/integration', outbase: dir, external: ['vscode', 'mocha'] },
  });
}

if (flag('watch')) {
  for (const { options } of builds) await (await esbuild.context(options)).watch();
  console.log('watching…');
} else {
  await Promise.all(builds.map(async ({ name, options }) => {
    const result = await esbuild.build({ ...options, metafile: true });
    if (options.outfile) sizeReport(name, result, resolve(root, options.outfile));
    else if (options.splitting) splitReport(name, result);
    else console.log(`${name}: built`);
  }));
  if (want('schemas')) await buildSchemas();
}
