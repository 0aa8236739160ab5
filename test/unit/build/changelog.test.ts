// CHANGELOG.md keeps the Keep a Changelog shape (https://keepachangelog.com): `# Changelog`, a short intro,
// `## [Unreleased]` first, then `## [x.y.z] - YYYY-MM-DD` newest first (the newest is package.json's version), only
// the standard `###` sections, each once per version, holding one short list item per change.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../emulator/bundle';

/** semver comes with npm's dependency tree (no types of its own here). */
const semver = createRequire(join(ROOT, 'package.json'))('semver') as { gt(a: string, b: string): boolean };

const SECTIONS = new Set(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']);
const MAX_LINE = 200;

interface Version {
  heading: string;
  line: number;
  sections: { name: string; line: number; items: string[] }[];
}

/** The versions of a changelog, or the problems that keep it from having the shape. */
function parse(text: string): { intro: string[]; versions: Version[]; problems: string[] } {
  const lines = text.split('\n');
  const problems: string[] = [];
  const intro: string[] = [];
  const versions: Version[] = [];
  if (lines[0] !== '# Changelog') problems.push(`line 1 is "${lines[0]}", not "# Changelog"`);
  lines.slice(1).forEach((line, i) => {
    const n = i + 2;
    const version = versions.at(-1);
    const section = version?.sections.at(-1);
    if (line.length > MAX_LINE) problems.push(`line ${n} has ${line.length} characters (at most ${MAX_LINE})`);
    if (line.trim() === '') return;
    if (line.startsWith('## ')) versions.push({ heading: line.slice(3), line: n, sections: [] });
    else if (line.startsWith('### ')) {
      if (!version) problems.push(`line ${n}: a section before any version`);
      else version.sections.push({ name: line.slice(4), line: n, items: [] });
    } else if (line.startsWith('#')) problems.push(`line ${n}: "${line}" is not a version or section heading`);
    else if (!version) intro.push(line);
    else if (!section || !line.startsWith('- ')) problems.push(`line ${n}: not a list item under a section`);
    else section.items.push(line);
  });
  return { intro, versions, problems };
}

describe('CHANGELOG.md has the Keep a Changelog shape', () => {
  const text = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  const { intro, versions, problems } = parse(text);
  const released = versions.slice(1).map((v) => ({ ...v, match: /^\[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/.exec(v.heading) }));

  it(`"# Changelog", an intro, then only versions, sections and list items; no line over ${MAX_LINE} characters`, () => {
    assert.deepEqual(problems, []);
    assert.ok(intro.length > 0, 'a short intro before the first version');
  });

  it('"## [Unreleased]" comes first, then "## [x.y.z] - YYYY-MM-DD", newest first', () => {
    assert.equal(versions[0]?.heading, '[Unreleased]');
    assert.deepEqual(released.filter((v) => !v.match).map((v) => `line ${v.line}: ${v.heading}`), []);
    for (let i = 1; i < released.length; i++) {
      const [newer, older] = [released[i - 1]?.match, released[i]?.match];
      assert.ok(newer && older && semver.gt(newer[1] ?? '', older[1] ?? '') && (newer[2] ?? '') >= (older[2] ?? ''), `${newer?.[0]} before ${older?.[0]}`);
    }
  });

  it("the newest release is package.json's version", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    assert.equal(released[0]?.match?.[1], version);
  });

  it('each version has only Added / Changed / Deprecated / Removed / Fixed / Security, each at most once', () => {
    const wrong = versions.flatMap((v) => v.sections
      .filter((s, i) => !SECTIONS.has(s.name) || v.sections.findIndex((o) => o.name === s.name) !== i)
      .map((s) => `line ${s.line}: "### ${s.name}" in ${v.heading}`));
    assert.deepEqual(wrong, []);
  });

  it('each release lists at least one change', () => {
    assert.deepEqual(released.filter((v) => v.sections.every((s) => s.items.length === 0)).map((v) => v.heading), []);
  });
});
