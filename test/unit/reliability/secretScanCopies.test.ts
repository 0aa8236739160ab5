// #16 (G2): the end-of-run secrets scan knows every secret the compare/copy tests type, and reads what those tests
// leave in the run's artifacts — the second emulators' logs and the tenant export zz-secrets.test.ts moves there —
// or says it did not find them (a full run without them would prove nothing).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

interface Secret { kind: string; find(text: string): number }
interface ScanModule {
  secretsToFind(root: string): Secret[];
  scanTexts(texts: { where: string; text: string }[], secrets: Secret[]): { where: string; kind: string }[];
  secretScan(opts: { root: string; paths: string[]; consoleLog: string; partial?: boolean }): Promise<boolean>;
}
const load = () => import(join(ROOT, 'test/harness/secretScan.mjs')) as Promise<ScanModule>;

/** What Copy to Tenant… is typed in copyToTenant.test.ts: a webhook token, a vault API key, a gateway and a client secret. */
const TYPED = ['typed-webhook-token-0001', 'copy-vault-api-key-5e71c9', 'copy-gateway-secret-a93f20', 'copy-client-secret-5be01c'];

async function quietly<T>(run: () => Promise<T>): Promise<{ result: T; printed: string[] }> {
  const printed: string[] = [];
  const [log, error] = [console.log, console.error];
  console.log = console.error = (...a: unknown[]) => void printed.push(a.join(' '));
  try {
    return { result: await run(), printed };
  } finally {
    [console.log, console.error] = [log, error];
  }
}

describe('secrets scan: what the compare and copy tests type and leave', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'scan-copies-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('each secret a copy test types is looked for, in a second emulator\'s log as in an exported file', async () => {
    const { secretsToFind, scanTexts } = await load();
    const secrets = secretsToFind(ROOT);
    for (const secret of TYPED) {
      const found = scanTexts([
        { where: 'artifacts/second-emulator-demo-production-1.log', text: `POST /api/v2/event-streams ${secret}\n` },
        { where: 'artifacts/exported-workspace/Local-emulator/event-streams/x.json', text: `{ "token": "${secret}" }\n` },
      ], secrets);
      assert.equal(new Set(found.map((f) => f.where)).size, 2, `${secret} is found in both places`);
    }
  });

  it('a full run reads the second emulators\' logs and the exported tree from its artifacts, or says they are missing', async () => {
    const { secretScan } = await load();
    const artifacts = join(dir, 'artifacts');
    mkdirSync(artifacts);
    writeFileSync(join(artifacts, 'emulator.log'), 'listening\n');
    const missing = await quietly(() => secretScan({ root: ROOT, paths: [artifacts], consoleLog: join(dir, 'none.log') }));
    assert.ok(missing.printed.some((l) => /did not find an exported workspace tree to scan/.test(l)), missing.printed.join('\n'));
    assert.ok(missing.printed.some((l) => /did not find a second emulator's log to scan/.test(l)), missing.printed.join('\n'));

    mkdirSync(join(artifacts, 'exported-workspace', 'Local-emulator', 'connections'), { recursive: true });
    writeFileSync(join(artifacts, 'exported-workspace', 'Local-emulator', 'connections', 'x.json'), `{ "secret": "${TYPED[2]}" }\n`);
    writeFileSync(join(artifacts, 'second-emulator-empty-4242.log'), 'listening\n');
    const { result, printed } = await quietly(() => secretScan({ root: ROOT, paths: [artifacts], consoleLog: join(dir, 'none.log'), partial: true }));
    assert.equal(result, false);
    assert.ok(printed.some((l) => /listed secret in .*exported-workspace.*x\.json:1/.test(l)), printed.join('\n'));
    assert.ok(!printed.some((l) => /did not find an exported workspace tree|did not find a second emulator's log/.test(l)), printed.join('\n'));
    assert.ok(!printed.join('\n').includes(TYPED[2]!), 'the secret itself is never printed');
  });
});
