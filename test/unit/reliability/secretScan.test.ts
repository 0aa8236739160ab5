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
  secretScan(opts: { root: string; paths: string[]; page?: unknown; consoleLog: string; partial?: boolean }): Promise<boolean>;
  browserStorage(page: unknown): Promise<{ where: string; text: string }[]>;
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
      const quiet = { root: ROOT, paths: [dir], consoleLog: none, partial: true };
      const log = console.log;
      const error = console.error;
      const printed: string[] = [];
      console.log = console.error = (...a: unknown[]) => void printed.push(a.join(' '));
      try {
        assert.equal(await secretScan(quiet), true, 'a positive control: the clean folder passes');
        writeFileSync(join(dir, 'leak.log'), `token ${jwt}\n`);
        assert.equal(await secretScan(quiet), false, 'the leak alone fails it');
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

  it('reads the workbench\'s localStorage and IndexedDB, excluding exactly code-server\'s SecretStorage entry', async () => {
    const { browserStorage, scanTexts, secretsToFind } = await load();
    // A page whose evaluate runs the function here, over a localStorage and an IndexedDB as a browser has them.
    const items: [string, string][] = [['secrets.provider', `sealed ${pemLine}`], ['secrets.provider.backup', `copy ${pemLine}`], ['memento', 'clean']];
    const rows: [string, unknown][] = [['auth-tenants.auth-tenants', { draft: `x client_secret=emulator-admin-secret` }]];
    const globals = globalThis as Record<string, unknown>;
    const saved = { localStorage: globals.localStorage, indexedDB: globals.indexedDB };
    globals.localStorage = { length: items.length, key: (i: number) => items[i]![0], getItem: (k: string) => items.find(([n]) => n === k)?.[1] ?? null };
    globals.indexedDB = {
      databases: async () => [{ name: 'vscode-web-state-db-global' }],
      open: () => {
        const req: Record<string, unknown> = {};
        const store = { getAllKeys: () => ({ result: rows.map(([k]) => k) }), getAll: () => ({ result: rows.map(([, v]) => v) }) };
        const tx: Record<string, unknown> = { objectStore: () => store };
        req.result = { objectStoreNames: ['ItemTable'], transaction: () => (setTimeout(() => (tx.oncomplete as () => void)()), tx), close: () => undefined };
        setTimeout(() => (req.onsuccess as () => void)());
        return req;
      },
    };
    try {
      const page = { evaluate: <A, R>(fn: (arg: A) => R, arg: A) => fn(arg) };
      const texts = await browserStorage(page);
      const found = [...new Set(scanTexts(texts, secretsToFind(ROOT)).map((f) => f.where.replace(/:\d+$/, '')))];
      assert.deepEqual(found, [
        'browser localStorage[secrets.provider.backup]',
        'browser IndexedDB vscode-web-state-db-global/ItemTable["auth-tenants.auth-tenants"]',
      ], 'a secret anywhere else in the browser is found; the one in SecretStorage is not');
      assert.ok(texts.some((t: { where: string }) => /^browser SecretStorage/.test(t.where)), 'SecretStorage was seen, to be excluded');
    } finally {
      Object.assign(globals, saved);
    }
  });
});
