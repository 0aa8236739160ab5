// src/kinds is pure: no module of it imports `vscode` (the descriptions are read by the extension, the build and tests).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('kinds: pure', () => {
  it('no module of src/kinds imports vscode', () => {
    const dir = join(__dirname, '..', '..', '..', 'src', 'kinds');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    assert.ok(files.length >= 8, `found ${files.join(', ')}`);
    for (const file of files) assert.doesNotMatch(readFileSync(join(dir, file), 'utf8'), /from\s+['"]vscode['"]|require\(['"]vscode['"]\)/, file);
  });
});
