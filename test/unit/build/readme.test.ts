// The README stays a newcomer's page and every doc link works: README.md is short, starts with the two commands,
// links every docs/ page; every relative link and picture in README.md and docs/ points to a file (and heading) that
// exists; the scopes "Connect a real tenant" lists are the ones the code uses. The package's README
// (docs/marketplace/README.md, `vsce package --readme-path`) is run through vsce's own README processor: its links
// and pictures resolve against package.json's `vsce.baseContentUrl` / `baseImagesUrl` to files of the repository.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { CLIENT_READ_SCOPES } from '../../../src/kinds/connections/clients';
import { ROOT } from '../emulator/bundle';

interface Token {
  type: string;
  tag: string;
  content: string;
  children: Token[] | null;
  attrGet(name: string): string | null;
}
interface MarkdownIt {
  parse(src: string, env: object): Token[];
}
interface ProcessedFile {
  path: string;
  contents: Buffer;
}
interface ReadmeProcessorCtor {
  new (manifest: object, options: object): { onFile(file: { path: string; localPath: string }): Promise<ProcessedFile> };
}

// markdown-it and vsce come with the packaging tool (@vscode/vsce); no types of their own here.
const load = createRequire(join(ROOT, 'package.json'));
const markdownIt = (load('markdown-it') as (options: object) => MarkdownIt)({ html: true });
const { ReadmeProcessor } = load('@vscode/vsce/out/package.js') as { ReadmeProcessor: ReadmeProcessorCtor };
const { patchOptionsWithManifest } = load('@vscode/vsce/out/util.js') as { patchOptionsWithManifest(options: object, manifest: object): void };

const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');
const MARKETPLACE = join(DOCS, 'marketplace', 'README.md');
const read = (file: string): string => readFileSync(file, 'utf8');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** Every link target and picture source of a Markdown text, as markdown-it reads it (code spans and blocks left out). */
function targets(text: string): { kind: 'link' | 'image'; target: string }[] {
  const found: { kind: 'link' | 'image'; target: string }[] = [];
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'link_open') found.push({ kind: 'link', target: token.attrGet('href') ?? '' });
      if (token.type === 'image') found.push({ kind: 'image', target: token.attrGet('src') ?? '' });
      if (token.children) walk(token.children);
    }
  };
  walk(markdownIt.parse(text, {}));
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

function anchors(file: string): Set<string> {
  const tokens = markdownIt.parse(read(file), {});
  const headings = tokens.flatMap((t, i) => (t.type === 'heading_open' ? [tokens[i + 1]?.content ?? ''] : []));
  return new Set(headings.map(slug));
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** The problems of a file's relative links: a missing file, or a missing heading for `#anchor`. */
function brokenLinks(file: string, base: string): string[] {
  return targets(read(file)).flatMap(({ target }) => {
    if (isExternal(target)) return [];
    const [path = '', anchor] = target.split('#');
    const to = path ? resolve(base, decodeURI(path)) : file;
    const where = `${relative(ROOT, file)}: ${target}`;
    if (!existsSync(to)) return [`${where} (no such file)`];
    if (anchor && to.endsWith('.md') && !anchors(to).has(anchor)) return [`${where} (no such heading)`];
    return [];
  });
}

/** The scopes listed in the first `text` code block after "The scopes the extension uses". */
function listedScopes(text: string): string[] {
  const block = /The scopes the extension uses[^\n]*\n+```text\n([^`]*)```/.exec(text);
  assert.ok(block, 'a ```text block of scopes after "The scopes the extension uses"');
  return (block[1] ?? '').split(/\s+/).filter(Boolean).sort();
}

/** The scopes src/ names as string literals (the emulator's own left out), without read:clients' alternatives. */
function scopesTheCodeUses(): string[] {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(ROOT, 'src', 'emulator') ? [] : files(path);
    return name.endsWith('.ts') ? [path] : [];
  });
  const alternatives = new Set<string>(CLIENT_READ_SCOPES.slice(1));
  const scopes = new Set<string>();
  for (const file of files(join(ROOT, 'src'))) {
    for (const match of read(file).matchAll(/['"]((?:read|create|update|delete):[a-z_]+)['"]/g)) {
      if (!alternatives.has(match[1] ?? '')) scopes.add(match[1] ?? '');
    }
  }
  return [...scopes].sort();
}

describe('README.md and docs/', () => {
  const readme = read(README);
  const lines = readme.split('\n');

  it('README.md is at most 250 lines, none over 600 characters', () => {
    assert.ok(lines.length <= 250, `README.md has ${lines.length} lines`);
    const long = lines.map((l, i) => ({ n: i + 1, length: l.length })).filter((l) => l.length > 600);
    assert.deepEqual(long, []);
  });

  it('README.md shows `npm start` and `npm test` within its first 30 lines', () => {
    const top = lines.slice(0, 30).join('\n');
    assert.match(top, /^npm start\b/m);
    assert.match(top, /^npm test\b/m);
  });

  it('README.md links every page of docs/', () => {
    const linked = new Set(targets(readme).map(({ target }) => resolve(ROOT, target.split('#')[0] ?? '')));
    const pages = readdirSync(DOCS).filter((n) => n.endsWith('.md')).map((n) => join(DOCS, n));
    assert.ok(pages.length >= 10, `docs/ has ${pages.length} pages`);
    assert.deepEqual(pages.filter((p) => !linked.has(p)).map((p) => relative(ROOT, p)), []);
  });

  it('every relative link and picture of README.md and docs/ points to an existing file and heading', () => {
    const files = [README, ...markdownFiles(DOCS).filter((f) => f !== MARKETPLACE)];
    assert.deepEqual(files.flatMap((f) => brokenLinks(f, dirname(f))), []);
  });

  it('the scopes README.md lists are exactly the ones src/ uses', () => {
    assert.deepEqual(listedScopes(readme), scopesTheCodeUses());
  });
});

describe('the package README (docs/marketplace/README.md)', () => {
  const text = read(MARKETPLACE);
  const manifest = JSON.parse(read(join(ROOT, 'package.json'))) as { vsce: { baseContentUrl: string; baseImagesUrl: string } };

  it('is at most 150 lines and never mentions npm start or npm test', () => {
    assert.ok(text.split('\n').length <= 150, `${text.split('\n').length} lines`);
    assert.doesNotMatch(text, /npm (start|test)\b/);
  });

  it('lists the scopes src/ uses, as README.md does', () => {
    assert.deepEqual(listedScopes(text), scopesTheCodeUses());
  });

  it('vsce turns its links and pictures into repository URLs of existing files (pictures under media/screenshots/)', async () => {
    const options = { readmePath: 'docs/marketplace/README.md' };
    patchOptionsWithManifest(options, manifest);
    const processed = await new ReadmeProcessor(manifest, options).onFile({ path: 'extension/docs/marketplace/README.md', localPath: MARKETPLACE });
    assert.equal(processed.path, 'extension/readme.md');
    const found = targets(processed.contents.toString('utf8'));
    const images = found.filter((t) => t.kind === 'image');
    assert.ok(images.length >= 3, `${images.length} pictures`);
    const problems = found.flatMap(({ kind, target }) => {
      const base = kind === 'image' ? manifest.vsce.baseImagesUrl : manifest.vsce.baseContentUrl;
      if (!target.startsWith(`${base}/`)) return isExternal(target) && kind === 'link' ? [] : [`${target}: not under ${base}`];
      const path = target.slice(base.length + 1).split('#')[0] ?? '';
      if (kind === 'image' && !path.startsWith('media/screenshots/')) return [`${target}: not a picture of media/screenshots/`];
      return existsSync(join(ROOT, path)) ? [] : [`${target}: no ${path} in the repository`];
    });
    assert.deepEqual(problems, []);
  });
});
