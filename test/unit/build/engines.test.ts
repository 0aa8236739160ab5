// `npm ci` on the lowest Node that package.json supports (CI runs 20) prints no EBADENGINE warning: every package
// the lockfile installs accepts that Node and the one running the tests, and the lockfile records the same
// `engines` as package.json (npm checks the root's copy too).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface SemVer {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  minVersion(range: string): { version: string } | null;
}

/** semver comes with npm's dependency tree (no types of its own here); npm checks engines with it. */
const semver = createRequire(import.meta.url)('semver') as SemVer;

interface Manifest {
  engines?: Record<string, string> | string[];
}

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')) as T;
const manifest = read<Manifest & { engines: Record<string, string> }>('package.json');
const lock = read<{ packages: Record<string, Manifest> }>('package-lock.json');

/** A package's `engines.node`; the old array form reads "node >=x". */
function nodeRange(pkg: Manifest): string | undefined {
  if (Array.isArray(pkg.engines)) return pkg.engines.find((e) => e.startsWith('node'))?.replace(/^node\s*/, '');
  return pkg.engines?.node;
}

describe('install on the supported Node versions prints no engine warning', () => {
  const supported = manifest.engines.node;
  const lowest = semver.minVersion(supported)?.version;

  it('package.json names the lowest supported Node (20.19, what the SDK and the toolchain need)', () => {
    assert.equal(lowest, '20.19.0');
  });

  for (const [label, version] of [['the lowest supported Node', lowest ?? ''], ['the running Node', process.version]] as const) {
    it(`every package in package-lock.json accepts ${label} (${version})`, () => {
      const refused = Object.entries(lock.packages)
        .filter(([path]) => path !== '')
        .map(([path, pkg]) => ({ path, range: nodeRange(pkg) }))
        .filter((p): p is { path: string; range: string } => p.range !== undefined && !semver.satisfies(version, p.range, { includePrerelease: true }))
        .map((p) => `${p.path} wants node ${p.range}`);
      assert.deepEqual(refused, []);
    });
  }

  it('the lockfile records the engines package.json declares', () => {
    assert.deepEqual(lock.packages['']?.engines, manifest.engines, 'run npm install --package-lock-only --ignore-scripts');
  });
});
