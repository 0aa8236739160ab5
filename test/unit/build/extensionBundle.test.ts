// The production build (esbuild.mjs --production) into a temporary folder, checked as the .vsix ships it
// (`vsce package --no-dependencies`: no node_modules next to the bundle).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

  after(() => rmSync(out, { recursive: true, force: true }));

  it('extension.js needs at run time only vscode, Node built-ins and jwtSigning.js beside it', () => {
    const modules = new Set(requiredModules(join(out, 'extension.js')));
    const outside = [...modules].filter((m) => m !== 'vscode' && m !== './jwtSigning' && !isBuiltin(m));
    assert.deepEqual(outside, [], 'modules the .vsix does not ship (bundle them in esbuild.mjs)');
    assert.ok(modules.has('vscode'), 'extension.js takes the vscode API');
    assert.ok(modules.has('./jwtSigning'), 'extension.js loads jose\'s signing from its own file, not from the bundle');
    assert.equal(createRequire(join(out, 'extension.js')).resolve('./jwtSigning'), join(out, 'jwtSigning.js'));
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
    assert.doesNotMatch(readFileSync(join(out, 'extension.js'), 'utf8'), marker);
    assert.match(readFileSync(join(out, 'extension.js'), 'utf8'), /InvalidSymbol/, 'the parser is in (printParseErrorCode)');
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
