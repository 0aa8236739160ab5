// B8: the manifest's `pattern` of the emulator URL settings (what the Settings editor accepts) and the rule the
// extension applies (src/tenants/emulator.ts, LOOPBACK: what it adds as a tenant) must accept the same origins.
// src/tenants/emulator.ts imports `vscode`, so its rule is read from the source as written there.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const SETTINGS = ['authTenants.emulator.url', 'authTenants.emulator.productionUrl'];
const ORIGINS: [string, boolean][] = [
  ['http://127.0.0.1:4000', true],
  ['http://127.0.0.1:4000/', true],
  ['http://127.0.0.1', true],
  ['http://127.1.2.3:4000', true],
  ['http://127.255.255.254:65535', true],
  ['http://localhost:4000', true],
  ['http://localhost', true],
  ['http://[::1]:4000', true],
  ['http://[::1]', true],
  ['https://127.0.0.1:4000', false],
  ['http://128.0.0.1:4000', false],
  ['http://10.0.0.5:4000', false],
  ['http://127.0.0:4000', false],
  ['http://localhost.example.com:4000', false],
  ['http://127.0.0.1.nip.io:4000', false],
  ['http://[::2]:4000', false],
  ['http://127.0.0.1:4000/api', false],
  ['http://user@127.0.0.1:4000', false],
  ['ftp://localhost:21', false],
  ['localhost:4000', false],
];

function codeRule(): RegExp {
  const source = readFileSync(join(ROOT, 'src/tenants/emulator.ts'), 'utf8');
  const m = /^const LOOPBACK = \/(.+)\/;$/m.exec(source);
  assert.ok(m, 'src/tenants/emulator.ts defines LOOPBACK as a regular expression literal');
  return new RegExp(m[1]!);
}

describe('emulator URL settings: the manifest pattern matches the extension\'s loopback rule', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const properties = pkg.contributes.configuration.properties as Record<string, { pattern: string }>;

  for (const setting of SETTINGS) {
    it(`${setting}: the same origins are accepted by the Settings editor and by the extension`, () => {
      const manifest = new RegExp(properties[setting]!.pattern);
      const code = codeRule();
      assert.ok(manifest.test(''), 'an empty value (unset) is allowed');
      const disagree = ORIGINS.filter(([origin]) => manifest.test(origin) !== code.test(origin)).map(([o]) => o);
      assert.deepEqual(disagree, [], 'the two rules disagree on these origins');
      const wrong = ORIGINS.filter(([origin, ok]) => code.test(origin) !== ok).map(([o]) => o);
      assert.deepEqual(wrong, [], 'the loopback rule accepts exactly the loopback http origins');
    });

    it(`${setting}: user settings only (scope application), so a workspace cannot add or re-point a tenant`, () => {
      assert.equal((properties[setting] as { scope?: string }).scope, 'application');
    });
  }
});
