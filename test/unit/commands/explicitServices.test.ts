/** Services are explicit (fields of the one Services object, or arguments): none is found through an AsyncLocalStorage or a WeakMap keyed on the services. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? (e.name === 'emulator' ? [] : sources(join(dir, e.name))) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);

describe('explicit services', () => {
  const files = sources(join(ROOT, 'src'));

  it('finds the sources (the scan itself works)', () => {
    assert.ok(files.some((f) => f.endsWith(join('src', 'services.ts'))));
  });

  it('no AsyncLocalStorage and no WeakMap keyed on Services', () => {
    const offending = files.filter((f) => /\bAsyncLocalStorage\b|WeakMap<Services>/.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    assert.deepEqual(offending, []);
  });
});
