// scripts/package.mjs's check of the .vsix: the package must hold exactly what the production build wrote and
// what the manifest names, and its readme only absolute links to files that exist. Each rule is shown to fail.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

interface PackageScript {
  manifestFiles(pkg: unknown): string[];
  packageProblems(a: { entries: { name: string; size: number }[]; bytes: number; built: string[]; pkg: unknown }): string[];
  readmeProblems(readme: string, pkg: unknown, repoRoot?: string): string[];
  oldestVsCode(pkg: unknown): string;
}
const load = () => import(join(ROOT, 'scripts/package.mjs')) as Promise<PackageScript>;

const BUILT = ['main.js', 'extension.js', 'jwtSigning.js', 'schemas/connection.schema.json'];

/** A package as it should be: metadata, every built file, every file the manifest names. */
async function goodEntries(): Promise<{ name: string; size: number }[]> {
  const { manifestFiles } = await load();
  const names = ['[Content_Types].xml', 'extension.vsixmanifest', 'extension/package.json', 'extension/package.nls.json',
    'extension/readme.md', 'extension/changelog.md', 'extension/LICENSE.txt',
    ...BUILT.map((f) => `extension/dist/${f}`), ...manifestFiles(pkg).map((f) => `extension/${f}`)];
  return [...new Set(names)].map((name) => ({ name, size: 10 }));
}

describe('build: the package check (scripts/package.mjs)', () => {
  it('the manifest names its main, icons, walkthrough pages and schemas', async () => {
    const files = (await load()).manifestFiles(pkg);
    for (const f of ['dist/main.js', 'media/icon.png', 'media/activity.svg', 'media/walkthrough/connect.md', 'dist/schemas/connection.schema.json']) {
      assert.ok(files.includes(f), `${f} in ${files.join(', ')}`);
    }
    assert.ok(!files.some((f) => f.startsWith('$(')), 'codicons are not files');
  });

  it('accepts the right package, and names each file that is missing or not expected', async () => {
    const { packageProblems } = await load();
    const entries = await goodEntries();
    const built = [...BUILT, 'schemas/connection-draft.schema.json'.replace('-draft', '')];
    assert.deepEqual(packageProblems({ entries, bytes: 1000, built, pkg }), []);

    const withoutMain = entries.filter((e) => e.name !== 'extension/dist/main.js');
    assert.match(packageProblems({ entries: withoutMain, bytes: 1000, built, pkg }).join('\n'), /extension\/dist\/main\.js is missing/);

    const newChunk = packageProblems({ entries, bytes: 1000, built: [...built, 'lazy-chunk.js'], pkg });
    assert.match(newChunk.join('\n'), /extension\/dist\/lazy-chunk\.js is missing/, 'a file the build wrote must ship');

    const stray = [...entries, { name: 'extension/dist/emulator.js', size: 1 }, { name: 'extension/media/screenshots/tree.png', size: 1 }, { name: 'extension/src/extension.ts', size: 1 }];
    const problems = packageProblems({ entries: stray, bytes: 1000, built, pkg }).join('\n');
    assert.match(problems, /dist\/emulator\.js: neither built nor named by the manifest/);
    assert.match(problems, /screenshots\/tree\.png: README pictures/);
    assert.match(problems, /src\/extension\.ts: sources/);

    const wrongMain = { ...pkg, main: './dist/index.js' };
    assert.match(packageProblems({ entries, bytes: 1000, built, pkg: wrongMain }).join('\n'), /extension\/dist\/index\.js is missing/);
    assert.match(packageProblems({ entries, bytes: 1024 * 1024, built, pkg }).join('\n'), /must stay under/);
  });

  it('refuses relative links and links to files the repository lacks in the packaged readme', async () => {
    const { readmeProblems } = await load();
    const base = pkg.vsce.baseImagesUrl as string;
    const content = pkg.vsce.baseContentUrl as string;
    assert.deepEqual(readmeProblems(`![tree](${base}/media/screenshots/tree.png) [docs](${content}/docs/safety.md#x) [top](#top)`, pkg, ROOT)
      .filter((p) => !p.includes('docs/safety.md')), []);
    assert.match(readmeProblems('![tree](media/screenshots/tree.png)', pkg, ROOT).join(), /relative link/);
    assert.match(readmeProblems(`<img src="${base}/media/screenshots/nope.png">`, pkg, ROOT).join(), /no such file/);
  });

  it('engines.vscode gives the oldest version, which @types/vscode and test:electron follow', async () => {
    const { oldestVsCode } = await load();
    assert.equal(oldestVsCode({ engines: { vscode: '^1.74.0' } }), '1.74.0');
    assert.throws(() => oldestVsCode({ engines: { vscode: '>=1.74' } }), /not "\^x\.y\.z"/);
    assert.equal(pkg.devDependencies['@types/vscode'], oldestVsCode(pkg), 'the types are those of the oldest supported VS Code');
    assert.match(readFileSync(join(ROOT, 'test/harness/electron.mjs'), 'utf8'), /oldestVsCode\(/);
  });
});
