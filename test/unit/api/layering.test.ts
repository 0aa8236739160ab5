/** The layout of src/api and src/auth: auth → api only, and neither imports `vscode`. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every module specifier of a file: static imports and re-exports, `import('…')` and `require('…')`. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const re of [/\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const m of text.matchAll(re)) found.push(m[1]!);
  }
  return found;
}

describe('layering: src/api and src/auth', () => {
  const api = sources(join(root, 'src', 'api'));
  const auth = sources(join(root, 'src', 'auth'));

  it('finds the modules and their imports (the scan itself works)', () => {
    assert.ok(api.length > 10 && auth.length > 5);
    assert.ok(specifiers(join(root, 'src', 'api', 'client.ts')).includes('ky'));
    assert.ok(specifiers(join(root, 'src', 'auth', 'tokenCache.ts')).includes('../api/abort'));
  });

  it('src/api imports nothing from src/auth', () => {
    const offending = api.flatMap((f) => specifiers(f).filter((s) => /(^|\/)auth(\/|$)/.test(s)).map((s) => `${relative(root, f)}: ${s}`));
    assert.deepEqual(offending, []);
  });

  it('src/api is transport only: it imports nothing from the kinds or the flows (a kind\'s calls are in its folder)', () => {
    const offending = api.flatMap((f) => specifiers(f).filter((s) => s.startsWith('..') && !/^\.\.\/util\//.test(s)).map((s) => `${relative(root, f)}: ${s}`));
    assert.deepEqual(offending, []);
  });

  it('neither src/api nor src/auth imports vscode', () => {
    const offending = [...api, ...auth].flatMap((f) => specifiers(f).filter((s) => s === 'vscode').map((s) => `${relative(root, f)}: ${s}`));
    assert.deepEqual(offending, []);
  });
});
