// The end-of-run secrets scan (test/harness/secretScan.mjs) finds every kind of secret it looks for, says
// where, and never prints the secret itself.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

interface Secret { kind: string; find(text: string): number }
interface ScanModule {
  secretsToFind(root: string): Secret[];
  scanTexts(texts: { where: string; text: string }[], secrets: Secret[]): { where: string; kind: string; line: string }[];
  secretScan(opts: { root: string; paths: string[]; page?: unknown; consoleLog: string }): Promise<boolean>;
  SECRET_STORAGE_KEY: string;
}
const load = () => import(join(ROOT, 'test/harness/secretScan.mjs')) as Promise<ScanModule>;

describe('reliability: the secrets scan', () => {
  const pemLine = readFileSync(join(ROOT, 'test/fixtures/keys/emulator-pkjwt.private.pem'), 'utf8').split('\n')[5]!;
  const jwt = 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwOi8vMTI3LjAuMC4xIiwic3ViIjoiZW11bGF0b3ItYWRtaW4ifQ.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';

  it('looks for the seeded client secrets, the private key, the test API keys and any JWT', async () => {
    const { secretsToFind, scanTexts } = await load();
    const secrets = secretsToFind(ROOT);
    const leaks: [string, string][] = [
      ['seeded client secret', 'x client_secret=emulator-admin-secret y'],
      ['seeded client secret', '"emulator-readonly-secret"'],
      ['private key body', `"privateKeyPem": "…\\n${pemLine}\\n…"`],
      ['private key', '-----BEGIN PRIVATE KEY-----'],
      ['test API key', 'api_key=ac-test-api-key-0123456789'],
      ['JWT', `Authorization: Bearer ${jwt}`],
    ];
    for (const [kind, text] of leaks) {
      const found = scanTexts([{ where: 'somewhere', text: `line one\n${text}\n` }], secrets);
      assert.ok(found.some((f) => f.kind === kind && f.where === 'somewhere:2'), `${kind}: ${JSON.stringify(found)}`);
      for (const f of found) {
        assert.ok(!f.line.includes('emulator-admin-secret') && !f.line.includes(jwt) && !f.line.includes(pemLine), 'the secret is not printed');
      }
    }
    assert.deepEqual(scanTexts([{ where: 'clean', text: 'GET /api/v2/connections → 200 (12 ms)\nemulator-admin\n' }], secrets), []);
  });

  it('fails on a planted leak in a file, naming the file and line but not the token', async () => {
    const { secretScan } = await load();
    const dir = mkdtempSync(join(tmpdir(), 'scan-'));
    try {
      writeFileSync(join(dir, 'clean.log'), 'nothing to see\n');
      const none = join(dir, 'no-console.log');
      const quiet = { root: ROOT, paths: [dir], consoleLog: none };
      const log = console.log;
      const error = console.error;
      const printed: string[] = [];
      console.log = console.error = (...a: unknown[]) => void printed.push(a.join(' '));
      try {
        writeFileSync(join(dir, 'leak.log'), `token ${jwt}\n`);
        assert.equal(await secretScan(quiet), false);
      } finally {
        console.log = log;
        console.error = error;
      }
      assert.ok(printed.some((l) => /JWT in .*leak\.log:1/.test(l)), printed.join('\n'));
      assert.ok(!printed.join('\n').includes(jwt), 'the token itself is never printed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('excludes exactly code-server\'s SecretStorage entry', async () => {
    assert.equal((await load()).SECRET_STORAGE_KEY, 'secrets.provider');
  });
});
