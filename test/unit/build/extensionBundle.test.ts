// The production build (esbuild.mjs --production) into a temporary folder, checked as the .vsix ships it
// (`vsce package --no-dependencies`: no node_modules next to the bundle).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { jwtVerify } from 'jose';

const ROOT = join(__dirname, '../../..');

/** Module names a bundle passes to require() or import(). */
function requiredModules(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\b(?:require|import)\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
}

const isBuiltin = (name: string) => builtinModules.includes(name.replace(/^node:/, ''));

describe('build: the production extension bundle', function () {
  this.timeout(120_000);
  let out: string;

  before(() => {
    out = mkdtempSync(join(tmpdir(), 'auth-tenants-build-'));
    execFileSync(process.execPath, ['esbuild.mjs', '--production', '--only=extension,schemas', `--outdir=${out}`], { cwd: ROOT, stdio: 'pipe' });
  });

  after(() => {
    rmSync(out, { recursive: true, force: true });
    rmSync(`${out}.loaded.json`, { force: true });
  });

  it('extension.js and its chunks need at run time only vscode, Node built-ins, each other and jwtSigning.js beside them', () => {
    const files = readdirSync(out).filter((f) => f.endsWith('.js') && f !== 'main.js' && f !== 'jwtSigning.js');
    assert.ok(files.length >= 3, `extension.js, the chunk it shares, the command handlers' chunk: ${files.join(', ')}`);
    const all = new Set(files.flatMap((f) => requiredModules(join(out, f))));
    // The chunks activation loads are folded into extension.js (esbuild.mjs inlineAtStart), each one function there.
    const folded = [...readFileSync(join(out, 'extension.js'), 'utf8').matchAll(/^"(chunk-[\w-]+\.js)": \(function \(module, exports, require\)/gm)].map((m) => m[1]!);
    const outside = [...all].filter((m) => m !== 'vscode' && m !== './jwtSigning' && !isBuiltin(m) && ![...files, ...folded].includes(m.replace(/^\.\//, '')));
    assert.deepEqual(outside, [], 'modules the .vsix does not ship (bundle them in esbuild.mjs)');
    assert.ok(all.has('vscode'), 'the bundle takes the vscode API');
    assert.ok(all.has('./jwtSigning'), 'jose\'s signing is loaded from its own file, not bundled');
    for (const f of files) {
      if (requiredModules(join(out, f)).includes('./jwtSigning')) {
        assert.equal(createRequire(join(out, f)).resolve('./jwtSigning'), join(out, 'jwtSigning.js'), `${f} finds jwtSigning.js beside it`);
      }
    }
  });

  it('activation loads extension.js and the shared chunk; the command handlers load on the first command run', () => {
    const loaded = JSON.parse(readFileSync(`${out}.loaded.json`, 'utf8')) as { atStart: string[]; bytes: number };
    assert.equal(loaded.atStart[0], 'extension.js');
    assert.ok(!loaded.atStart.some((f) => f.startsWith('commandTable-')), `not at activation: ${loaded.atStart.join(', ')}`);
    const table = readdirSync(out).find((f) => f.startsWith('commandTable-'));
    assert.ok(table, 'the command handlers are a chunk of their own');
    // Required inside a function (first command run), never at the top of extension.js.
    const code = readFileSync(join(out, 'extension.js'), 'utf8');
    assert.match(code, new RegExp(`=>[^;]*require\\("\\./${table!.replace(/[.]/g, '\\.')}"\\)`));
    // One file: the chunks it shares are folded into it; a chunk loaded later finds them through extension.js.
    assert.deepEqual(loaded.atStart, ['extension.js']);
    const folded = new Set([...code.matchAll(/^"(chunk-[\w-]+\.js)": \(function \(module, exports, require\)/gm)].map((m) => m[1]!));
    assert.ok(folded.size >= 1, 'extension.js holds the chunks activation loads');
    // Each one a parenthesised function: V8 compiles it with the file, so Node's compile cache keeps its code.
    assert.doesNotMatch(code, /^"chunk-[\w-]+\.js": function /m, 'every folded chunk is compiled with the file');
    for (const f of readdirSync(out).filter((f) => /^chunk-|^commandTable-/.test(f))) {
      assert.ok(!folded.has(f), `${f} is folded into extension.js, not shipped beside it too`);
      for (const name of [...readFileSync(join(out, f), 'utf8').matchAll(/__chunk\("([^"]+)"\)/g)].map((m) => m[1]!)) assert.ok(folded.has(name), `${f} asks extension.js for ${name}`);
    }
    const bytes = loaded.atStart.reduce((n, f) => n + statSync(join(out, f)).size, 0);
    assert.equal(loaded.bytes, bytes);
    assert.ok(bytes <= 400 * 1024, `${bytes} bytes loaded at activation (budget 400 KB)`);
  });

  it('activation runs no kind\'s copy facet: each is loaded on first use (Copy to Tenant…, Apply to Tenant…)', () => {
    const { modules } = JSON.parse(readFileSync(`${out}.loaded.json`, 'utf8')) as { modules: string[] };
    assert.ok(modules.includes('src/extension.ts') && modules.includes('src/kinds/index.ts'), `the source modules activation runs: ${modules.length}`);
    const kinds = readdirSync(join(ROOT, 'src/kinds'), { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(ROOT, 'src/kinds', d.name, 'copy.ts')));
    assert.ok(kinds.length >= 10, 'every copied kind has its copy.ts');
    assert.deepEqual(modules.filter((m) => /^src\/kinds\/[^/]+\/copy[A-Z.]/.test(m)), [], 'copy facets at activation');
  });

  it('activation runs none of the agent tools: they are loaded when registered, after activate()', () => {
    const { modules } = JSON.parse(readFileSync(`${out}.loaded.json`, 'utf8')) as { modules: string[] };
    assert.ok(modules.includes('src/tools/registerTools.ts'));
    const tools = ['sharedTools', 'listTenants', 'listResources', 'getResource', 'compareResource'].map((t) => `src/tools/${t}.ts`);
    assert.deepEqual(modules.filter((m) => tools.includes(m)), []);
  });

  it('the manifest\'s main is main.js, which turns on Node\'s compile cache and then loads extension.js', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { main: string };
    assert.equal(manifest.main, './dist/main.js');
    assert.deepEqual(requiredModules(join(out, 'main.js')), ['node:module', './extension.js']);
    assert.match(readFileSync(join(out, 'main.js'), 'utf8'), /enableCompileCache/);
  });

  it('jwtSigning.js stands alone and signs a JWT that verifies', async () => {
    const outside = requiredModules(join(out, 'jwtSigning.js')).filter((m) => !isBuiltin(m));
    assert.deepEqual(outside, [], 'jwtSigning.js requires modules the .vsix does not ship');
    const { SignJWT } = createRequire(__filename)(join(out, 'jwtSigning.js')) as typeof import('jose');
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwt = await new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).setIssuer('client-1').setAudience('https://tenant.test/oauth/token').sign(privateKey);
    const { payload } = await jwtVerify(jwt, publicKey, { issuer: 'client-1', audience: 'https://tenant.test/oauth/token' });
    assert.equal(payload.iss, 'client-1');
  });

  it('leaves out jsonc-parser\'s formatter, whose string cache would be built at every load', () => {
    // The cache's module, minified alone, holds the marker: so its absence from the bundle means the module is out.
    const stringIntern = join(ROOT, 'node_modules/jsonc-parser/lib/esm/impl/string-intern.js');
    const alone = buildSync({ entryPoints: [stringIntern], bundle: true, minify: true, format: 'cjs', write: false }).outputFiles[0]!.text;
    const marker = /\.fill\(0\)\.map\(/;
    assert.match(alone, marker);
    const bundle = readdirSync(out).filter((f) => f.endsWith('.js') && f !== 'jwtSigning.js').map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
    assert.doesNotMatch(bundle, marker);
    assert.match(bundle, /InvalidSymbol/, 'the parser is in (printParseErrorCode)');
  });

  it('writes the JSON Schema of every jsonValidation entry of the manifest', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { contributes: { jsonValidation: { url: string }[] } };
    const urls = manifest.contributes.jsonValidation.map((v) => v.url);
    assert.ok(urls.length >= 3, 'the manifest maps the three documents to their schemas');
    for (const url of urls) {
      const file = join(out, url.replace(/^\.\/dist\//, ''));
      assert.ok(existsSync(file), `${url} is built`);
      // The schemas describe and suggest (completion, hover) but constrain nothing: the extension's own
      // diagnostics are the one source of problems (documentSchemas.ts).
      const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties?: Record<string, unknown> };
      assert.ok(Object.keys(schema.properties ?? {}).length > 0, `${url} describes the document's keys`);
    }
  });
});
