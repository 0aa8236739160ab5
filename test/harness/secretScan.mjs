// The secrets scan that ends every integration run (called by test/harness/run.mjs): after the whole run, no
// client secret, private key, token or API key may be anywhere outside SecretStorage. It looks at
//   - the VS Code user data of the run (the harness's temp user-data-dir: settings, logs — the extension's log
//     and the extension host's —, global storage, the code-server config) and its extensions dir;
//   - the workspace folder the tests opened;
//   - this run's artifacts (emulator log, code-server log, browser console, workbench logs, the second emulators'
//     logs, and the tenant export zz-secrets.test.ts wrote with Export to Workspace… and moved there);
//   - the browser side of the workbench: localStorage and every IndexedDB database. With code-server the
//     extension host runs on the server but the workbench keeps its state in the browser: an extension's
//     globalState lives in IndexedDB there.
// Excluded, and only that: SecretStorage itself. code-server keeps it in the browser's localStorage under the
// key "secrets.provider", sealed with AES-GCM (the key is minted from <user-data-dir>/serve-web-key-half, which
// holds random key bytes, not any of our secrets). That entry is where secrets belong, so it is not scanned.
//
// Looked for: the emulator's seeded client secrets (src/emulator/auth/clients.ts), every line of the body of
// test/fixtures/keys/emulator-pkjwt.private.pem (and any PEM private key header), the secrets the integration
// tests type (webhook tokens, passwords, header values, API keys: see typedSecrets.mjs), and any JWT (three
// base64url parts starting with eyJ): the tokens the emulator issued during the run. Findings name the place and the kind of secret, never the
// secret itself. A finding fails the run and is counted as one failed test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { typedSecrets } from './typedSecrets.mjs';

/** The localStorage key of code-server's SecretStorage (see above): the only place excluded. */
export const SECRET_STORAGE_KEY = 'secrets.provider';
const MAX_FILE_BYTES = 64 * 1024 * 1024;

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  const st = statSync(dir);
  if (st.isFile()) return out.push(dir), out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** What to look for: [{ kind, test(text) → index or -1 }]. */
export function secretsToFind(root) {
  const needles = [];
  const clients = readFileSync(join(root, 'src/emulator/auth/clients.ts'), 'utf8');
  for (const m of clients.matchAll(/clientSecret:\s*'([^']+)'/g)) needles.push({ kind: 'seeded client secret', text: m[1] });
  const pem = readFileSync(join(root, 'test/fixtures/keys/emulator-pkjwt.private.pem'), 'utf8');
  for (const line of pem.split(/\r?\n/)) {
    if (line.length >= 40 && !line.startsWith('-----')) needles.push({ kind: 'private key body', text: line });
  }
  const typed = typedSecrets(root);
  // One needle per text; the first kind named wins (a seeded secret that a test also lists stays a seeded secret).
  const unique = [...needles, ...typed.filter((n) => n.text)].filter((n, i, all) => all.findIndex((m) => m.text === n.text) === i);
  const patterns = [...new Map(typed.filter((n) => n.regex).map((n) => [String(n.regex), n])).values()];
  return [
    ...unique.map((n) => ({ kind: n.kind, find: (text) => text.indexOf(n.text), length: () => n.text.length })),
    ...patterns.map((n) => byPattern(n.kind, n.regex)),
    byPattern('private key', /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/),
    byPattern('JWT', /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/),
  ];
}

/** A secret found by a regular expression: where it starts, and how long the match at that place is. */
function byPattern(kind, regex) {
  return { kind, find: (text) => text.search(regex), length: (text, at) => regex.exec(text.slice(at))?.[0].length ?? 0 };
}

/** localStorage and IndexedDB of the workbench page, without SecretStorage's own entry. */
export async function browserStorage(page) {
  return page.evaluate(async (excluded) => {
    const text = (v) => {
      try {
        return JSON.stringify(v, (_k, x) => {
          if (x instanceof ArrayBuffer) return new TextDecoder().decode(x);
          if (ArrayBuffer.isView(x)) return new TextDecoder().decode(x);
          if (x instanceof Map) return Object.fromEntries(x);
          return x;
        });
      } catch (e) {
        return String(v);
      }
    };
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key === excluded) {
        out.push({ where: 'browser SecretStorage (not scanned)', text: '', excluded: true });
        continue;
      }
      out.push({ where: `browser localStorage[${key}]`, text: `${key}\n${localStorage.getItem(key)}` });
    }
    const dbs = (await indexedDB.databases?.()) ?? [];
    for (const { name } of dbs) {
      if (!name) continue;
      const db = await new Promise((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      }).catch(() => undefined);
      if (!db) continue;
      for (const store of [...db.objectStoreNames]) {
        const rows = await new Promise((resolve) => {
          const tx = db.transaction(store, 'readonly');
          const s = tx.objectStore(store);
          const keys = s.getAllKeys();
          const values = s.getAll();
          tx.oncomplete = () => resolve(keys.result.map((k, i) => [k, values.result[i]]));
          tx.onerror = () => resolve([]);
        });
        for (const [key, value] of rows) out.push({ where: `browser IndexedDB ${name}/${store}[${text(key)}]`, text: `${text(key)}\n${text(value)}` });
      }
      db.close();
    }
    return out;
  }, SECRET_STORAGE_KEY);
}

/** Every finding as { where, kind, line }: `line` is the finding's line with the secret masked. */
export function scanTexts(texts, secrets) {
  const findings = [];
  for (const { where, text } of texts) {
    for (const secret of secrets) {
      const at = secret.find(text);
      if (at < 0) continue;
      const start = text.lastIndexOf('\n', at) + 1;
      const endOfLine = text.indexOf('\n', at);
      const lineNo = text.slice(0, at).split('\n').length;
      const end = endOfLine < 0 ? text.length : endOfLine;
      // The secret itself is cut out first (a short one would survive the masking of long runs below).
      const line = `${text.slice(start, at)}•••${text.slice(Math.min(end, at + (secret.length?.(text, at) ?? 0)), end)}`;
      const masked = line.replace(/eyJ[A-Za-z0-9_.-]+/g, 'eyJ…').replace(/[A-Za-z0-9+/=_-]{12,}/g, (m) => `${m.slice(0, 3)}…`).slice(0, 160);
      findings.push({ where: `${where}:${lineNo}`, kind: secret.kind, line: masked });
    }
  }
  return findings;
}

function fileTexts(paths, root) {
  const texts = [];
  for (const base of paths) {
    for (const file of listFiles(base)) {
      const size = statSync(file).size;
      if (size === 0 || size > MAX_FILE_BYTES) continue;
      texts.push({ where: relative(root, file).startsWith('..') ? file : relative(root, file), text: readFileSync(file).toString('latin1') });
    }
  }
  return texts;
}

/** The counts of the test run (the extension host's last "integration: N passed, N failed" line). */
function runCounts(consoleLog) {
  if (!existsSync(consoleLog)) return undefined;
  const all = [...readFileSync(consoleLog, 'utf8').matchAll(/integration: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)];
  const m = all.at(-1);
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) } : undefined;
}

/**
 * Scans `paths` (files or folders) and the browser storage of `page`, prints the result as one more test and
 * the run's counts including it ("integration: N passed, N failed"). Returns true when nothing was found (and,
 * unless `partial`, every place that must be scanned was there).
 */
export async function secretScan({ root, paths, page, consoleLog, partial = false }) {
  const secrets = secretsToFind(root);
  const texts = fileTexts(paths, root);
  let browser = [];
  if (page) {
    try {
      browser = await Promise.race([
        browserStorage(page),
        new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 30 s')), 30_000)),
      ]);
    } catch (e) {
      console.error(`secret scan: could not read the browser storage (${e.message})`);
      browser = undefined;
    }
  }
  const findings = browser ? scanTexts([...texts, ...browser], secrets) : [];
  // The places that must have been scanned, or the scan proves nothing.
  const where = [...texts, ...(browser ?? [])].map((t) => t.where);
  const required = {
    'the extension\'s globalState (browser IndexedDB)': /IndexedDB .*\["auth-tenants\.auth-tenants"\]$/,
    'the extension\'s log': /auth-tenants\.auth-tenants[\\/][^\\/]*\.log$/,
    'the user settings': /User[\\/]settings\.json$/,
    'the emulator log': /emulator\.log$/,
    'SecretStorage, to exclude it': /^browser SecretStorage/,
    // Written into the run's artifacts by the tests (zz-secrets.test.ts, helpers/secondEmulator.ts).
    'an exported workspace tree': /exported-workspace[\\/].+\.json$/,
    'a second emulator\'s log': /second-emulator-[\w-]+-\d+\.log$/,
  };
  const missing = browser ? Object.entries(required).filter(([, re]) => !where.some((w) => re.test(w))).map(([name]) => name) : [];
  // A partial run (--grep) may not have activated the extension or written a log: then a gap is only reported.
  for (const name of missing) console.error(`secret scan: did not find ${name} to scan${partial ? ' (partial run)' : '; the scan would prove nothing'}`);
  const ok = !!browser && findings.length === 0 && (partial || missing.length === 0);
  const bytes = texts.reduce((n, t) => n + t.text.length, 0);
  console.log(`secret scan: ${texts.length} files (${(bytes / 1e6).toFixed(1)} MB) and ${browser?.length ?? 0} browser storage entries, `
    + `${secrets.length} kinds of secret — ${ok && !missing.length ? 'nothing found outside SecretStorage' : browser ? `${findings.length} finding(s), ${missing.length} place(s) missing` : 'browser storage unreadable'}`);
  for (const f of findings) console.error(`secret scan: ${f.kind} in ${f.where}: ${f.line}`);
  if (process.env.AUTH_TENANTS_SCAN_LIST) for (const t of [...texts, ...(browser ?? [])]) console.log(`secret scan: scanned ${t.where.slice(0, 200)}`);
  const counts = runCounts(consoleLog);
  if (counts) {
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
    console.log(`integration: ${counts.passed + (ok ? 1 : 0)} passed, ${counts.failed + (ok ? 0 : 1)} failed${skipped} (the secret scan counted as one test)`);
  }
  return ok;
}
