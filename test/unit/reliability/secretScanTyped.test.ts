// The end-of-run secrets scan looks for the secrets the integration tests type (test/harness/typedSecrets.mjs):
// a webhook token, a basic password or a custom header value planted in an emulator state file, a log line or the
// extension's globalState is found, named by place and line, and never printed.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '../../..');

interface Secret { kind: string; find(text: string): number }
interface Finding { where: string; kind: string; line: string }
interface ScanModule {
  secretsToFind(root: string): Secret[];
  scanTexts(texts: { where: string; text: string }[], secrets: Secret[]): Finding[];
  secretScan(opts: { root: string; paths: string[]; consoleLog: string; partial?: boolean }): Promise<boolean>;
}
const load = () => import(join(ROOT, 'test/harness/secretScan.mjs')) as Promise<ScanModule>;

const TOKEN = 'whk-bearer-token-71c3f0';
const PASSWORD = 'whk-basic-password-88ad';
const HEADER_VALUE = 'whk-header-value-5e21b9';

/** The shared list as a test would extend it: a regular expression, a plain string, comments, a JWT rule. */
const SHARED_LIST = `import * as assert from 'node:assert/strict';
// Typed by the event stream tests (a comment with a / slash and 'quotes' is not a secret).
const SECRETS = [/emulator-(admin|readonly|nonglobal)-secret/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, /eyJ[\\w-]{10,}\\.[\\w-]{10,}\\.[\\w-]*/,
  /whk-bearer-token-[0-9a-f]{6}/, // the bearer token of the create test
  '${PASSWORD}',
];
SECRETS.push(/whk-header-value-\\w+/i);
describe('No secret outside SecretStorage', () => undefined);
`;

/** A throwaway project root with the files the scan reads its secrets from. */
function fakeRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'scan-root-'));
  for (const file of ['src/emulator/auth/clients.ts', 'test/fixtures/keys/emulator-pkjwt.private.pem', 'src/kinds/secrets.ts', 'src/kinds/diff.ts', 'src/util/own.ts']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(root, file));
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('reliability: the secrets scan finds the secrets the tests type', () => {
  const roots: string[] = [];
  after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));
  const root = (files: Record<string, string>) => {
    const r = fakeRoot(files);
    roots.push(r);
    return r;
  };

  it('a webhook token, basic password or header value in a state file, a log or globalState is found, and not printed', async () => {
    const { secretsToFind, scanTexts } = await load();
    const secrets = secretsToFind(root({ 'test/integration/zz-secrets.test.ts': SHARED_LIST }));
    const stateFile = JSON.stringify({ eventStreams: [{ name: 's', destination: { type: 'webhook', configuration: {
      webhook_endpoint: 'https://hooks.acme-corp.dev/', webhook_authorization: { method: 'custom_header', header_key: 'X-Key', header_value: HEADER_VALUE } } } }] }, null, 2);
    const places = [
      { where: 'emulator-state.json', text: stateFile, secret: HEADER_VALUE, line: 12 },
      { where: 'auth-tenants.log', text: `2025-11-20 10:00:00 POST event-streams → 201\n2025-11-20 10:00:01 token=${TOKEN} oops\n`, secret: TOKEN, line: 2 },
      { where: 'browser IndexedDB vscode-web-state-db-global/ItemTable["auth-tenants.auth-tenants"]', text: `auth-tenants.auth-tenants\n{"drafts":{"d1":{"password":"${PASSWORD}"}}}`, secret: PASSWORD, line: 2 },
    ];
    for (const p of places) {
      const found = scanTexts([p], secrets);
      assert.deepEqual(found.map((f) => [f.where, f.kind]), [[`${p.where}:${p.line}`, 'listed secret']], JSON.stringify(found));
      assert.ok(!found[0]!.line.includes(p.secret) && !found[0]!.line.includes(p.secret.slice(-6)), `printed: ${found[0]!.line}`);
    }
    const clean = [{ where: 'clean', text: 'whk-bearer-token-zzzzzz whk-basic-password header_key: X-Key\n// a comment with a / slash\n' }];
    assert.deepEqual(scanTexts(clean, secrets), [], 'near misses and the list\'s comments are not secrets');
    assert.equal(secrets.filter((s) => s.kind === 'JWT').length, 1, 'the list\'s JWT rule is left to the scan\'s own');
  });

  it('reads every SECRETS list under test/integration, and the API keys typed there (not a header named X-Api-Key)', async () => {
    const { secretsToFind, scanTexts } = await load();
    const secrets = secretsToFind(root({
      'test/integration/zz-secrets.test.ts': SHARED_LIST,
      'test/integration/reliability/typed.test.ts': `const SECRETS = ['typed-in-reliability-secret'];\nconst key = 'hv-api-key-123456';\nconst header = 'X-Api-Key';\n`,
    }));
    const text = 'a typed-in-reliability-secret b\nc hv-api-key-123456 d\nheader_key: X-Api-Key\n';
    assert.deepEqual(scanTexts([{ where: 'f', text }], secrets).map((f) => [f.where, f.kind]), [['f:1', 'listed secret'], ['f:2', 'test API key']]);
  });

  it('derives the typed secrets from the tests: a secret-named key\'s value, a secret constant, a made-up secret, a URL\'s password', async () => {
    const { secretsToFind, scanTexts } = await load();
    const secrets = secretsToFind(root({
      'test/integration/zz-secrets.test.ts': SHARED_LIST,
      'test/integration/typed.test.ts': [
        `await api('PUT', 'twilio', { sid: 'AC1', auth_token: 'derived-auth-9f1e' });`,
        `const WEBHOOK_SECRET = 'derived-constant-77aa';`,
        `const token = 'derived-lower-constant-31bc';`,
        `prompts.script({ kind: 'input', value: 'wrong-secret' }, { kind: 'pick', value: 'access-token' });`,
        `await setText(uri, '{ "header_value": "derived-header-5d0c" }');`,
      ].join('\n'),
      'test/fixtures/bad-input/cases.json': '{ "input": "https://someone:derived-url-pw-42@tenant.example.com", "twilio_token": "derived-fixture-tw-8e" }',
      'src/tenants/method.ts': `export const METHODS = ['access-token', 'client-secret'];`,
    }));
    const typed = ['derived-auth-9f1e', 'derived-constant-77aa', 'derived-lower-constant-31bc', 'wrong-secret', 'derived-header-5d0c', 'derived-url-pw-42', 'derived-fixture-tw-8e'];
    for (const secret of typed) assert.equal(scanTexts([{ where: 'log', text: `x ${secret} y` }], secrets).length > 0, true, `${secret} is looked for`);
    assert.deepEqual(scanTexts([{ where: 'log', text: 'method access-token, sid AC1, header X-Key' }], secrets), [], 'a value src/ holds (a method id) is not a secret');
  });

  it('looks for every secret the project\'s tests type, those no hand list named included', async () => {
    const { secretsToFind, scanTexts } = await load();
    const secrets = secretsToFind(ROOT);
    const typed = [
      'wrong-secret', 'no-longer-valid', 'seeded-token', 'tw-api-key-0123456789', 'corpus-conn-secret-1', 'corpus-twilio-token-1', 'corpus-pass-7',
      'hunter2pass', 'corpus-stream-edit-token-1', 'api-key-conn-draft-1', 'saml-decryption-private-5b2d', 'custom-db-draft-secret-7d2a', 'e2e-twilio-auth-token-8d41c7',
    ];
    const missed = typed.filter((secret) => scanTexts([{ where: 'log', text: `x ${secret} y` }], secrets).length === 0);
    assert.deepEqual(missed, []);
  });

  it('refuses to scan when the shared list cannot be read (a scan without it would prove nothing)', async () => {
    const { secretsToFind } = await load();
    const r = root({ 'test/integration/zz-secrets.test.ts': `const KNOWN = [${JSON.stringify(TOKEN)}];\n` });
    assert.throws(() => secretsToFind(r), /found no `const SECRETS = \[\.\.\.\]` list of secrets in test\/integration\/zz-secrets\.test\.ts/);
  });

  it('the project\'s own lists are read: a secret typed by an integration test is looked for', async () => {
    const { secretsToFind, scanTexts } = await load();
    const secrets = secretsToFind(ROOT);
    assert.ok(secrets.filter((s) => s.kind === 'listed secret').length >= 2, 'the lists of zz-secrets and the reliability suite');
    const found = scanTexts([{ where: 'log', text: 'Add Tenant failed for wrong-secret-for-the-scan\n' }], secrets);
    assert.ok(found.some((f) => f.kind === 'listed secret'), JSON.stringify(found));
  });

  it('fails the run on a webhook secret planted in an emulator state file, naming the file', async () => {
    const { secretScan } = await load();
    const r = root({ 'test/integration/zz-secrets.test.ts': SHARED_LIST, 'artifacts/emulator-state.json': `{\n  "token": "${TOKEN}"\n}\n` });
    const printed: string[] = [];
    const [log, error] = [console.log, console.error];
    console.log = console.error = (...a: unknown[]) => void printed.push(a.join(' '));
    try {
      assert.equal(await secretScan({ root: r, paths: [join(r, 'artifacts')], consoleLog: join(r, 'none.log'), partial: true }), false);
    } finally {
      [console.log, console.error] = [log, error];
    }
    assert.ok(printed.some((l) => /listed secret in .*emulator-state\.json:2/.test(l)), printed.join('\n'));
    assert.ok(!printed.join('\n').includes(TOKEN), 'the secret itself is never printed');
  });
});
