// The secrets the tests type or plant, read from their sources for the end-of-run scan (secretScan.mjs), so a
// webhook token, a basic password, a header value or an API key a test typed is looked for in every file, log and
// browser store of the run, not only by the test that typed it. Derived, not a hand list that drifts:
//   1. every `const SECRETS = [...]` list (and `SECRETS.push(...)`) in test/integration (zz-secrets.test.ts keeps
//      the shared one; its regular expressions and strings are taken as they are);
//   2. string literals containing "api-key" in lower case (the vault connection keys);
//   3. in test/integration, test/e2e and test/fixtures (TypeScript and JSON): every string value of a key the secret
//      description calls secret (src/kinds/secrets.ts: `client_secret`, `token`, `auth_token`, `header_value`, …),
//      every string a constant named like a secret holds (`WEBHOOK_SECRET`, `BEARER`, `VAULT_KEY`, `token`…), every
//      made-up secret by its shape (`wrong-secret`, `partner-bearer-token`), and the password of a URL's userinfo. A string src/ also holds (a method id such as
//      'access-token', a seeded name) is not a test's secret and is left out.
// JWTs and PEM headers in a list are left to the scan's own, stricter rules. (Guessing secrets from the prompts
// a test answers was tried and dropped: names and header names typed next to a secret would fail the run.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';

const SHARED_LIST = 'test/integration/zz-secrets.test.ts';
const MIN_LENGTH = 6;

function tsFiles(dir, out = [], ext = /\.ts$/) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tsFiles(path, out, ext);
    else if (entry.isFile() && ext.test(path)) out.push(path);
  }
  return out;
}

/** The secret description itself (src/kinds/secrets.ts), bundled and loaded as it is. */
export function secretDescription(root) {
  const built = buildSync({ entryPoints: [join(root, 'src/kinds/secrets.ts')], bundle: true, format: 'cjs', platform: 'node', write: false, logLevel: 'silent' });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', built.outputFiles[0].text)(module, module.exports, createRequire(import.meta.url));
  return module.exports;
}

/** A constant whose name says it holds a secret (`WEBHOOK_SECRET`, `VAULT_KEY`, `token`, `headerValue`). */
const SECRET_WORDS = new Set(['secret', 'secrets', 'token', 'password', 'bearer', 'key']);
const isSecretConstant = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split('_').some((w) => SECRET_WORDS.has(w));
/** A made-up secret typed into a box: lower-case words joined by `-`, one of them saying what it is (`wrong-secret`). */
const SECRET_SHAPED = /^[a-z0-9]+(?:-[a-z0-9]+)*-(?:secret|token|password|api-key)(?:-[a-z0-9]+)*$/;

/** Rule 3: strings a test types as a secret, by the key or constant that holds them, or in a URL's userinfo. */
function typedBySecretNames(code, isSecretName) {
  const out = [];
  for (const m of code.matchAll(/["']?([A-Za-z_][\w-]*)["']?\s*:\s*(['"])((?:\\.|(?!\2)[^\\\n])*)\2/g)) if (isSecretName(m[1])) out.push(m[3]);
  for (const m of code.matchAll(/\bconst\s+([A-Za-z_][\w]*)\s*=\s*(['"])((?:\\.|(?!\2)[^\\\n])*)\2/g)) if (isSecretConstant(m[1])) out.push(m[3]);
  for (const m of code.matchAll(/(['"])([a-z0-9-]+)\1/g)) if (SECRET_SHAPED.test(m[2])) out.push(m[2]);
  for (const m of code.matchAll(/\/\/[^\s/@:'"]+:([^\s/@'"]+)@/g)) out.push(m[1]);
  return out.map((t) => t.replace(/\\(.)/g, '$1'));
}

/** Every string literal of src/ (a test's value that src/ holds too is a name or an id, not a test's secret). */
function sourceStrings(root) {
  const out = new Set();
  for (const file of tsFiles(join(root, 'src'))) for (const m of readFileSync(file, 'utf8').matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) out.add(m[1] ?? m[2]);
  return out;
}

/** Strings and regular expression literals in a piece of TypeScript (line comments dropped first). */
function literals(code) {
  const text = code.replace(/(^|[\s,[(])\/\/.*$/gm, '$1');
  const out = [];
  const token = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[*])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])*)\/([dgimsuy]*)/g;
  for (const m of text.matchAll(token)) {
    if (m[1] !== undefined || m[2] !== undefined) out.push({ text: (m[1] ?? m[2]).replace(/\\(.)/g, '$1') });
    else out.push({ regex: new RegExp(m[3], m[4].replace(/[gy]/g, '')) });
  }
  return out;
}

/** The bodies of every `const SECRETS = [...]` and `SECRETS.push(...)` in `code`. */
function secretLists(code) {
  return [...code.matchAll(/\bconst SECRETS\b[^=\n]*=\s*\[([\s\S]*?)\];|\bSECRETS\.push\(([\s\S]*?)\);/g)].map((m) => m[1] ?? m[2]);
}

const coveredElsewhere = (regex) => regex.source.startsWith('eyJ') || regex.source.includes('PRIVATE KEY');

/**
 * [{ kind, text } | { kind, regex }] for every listed secret and test API key under `root`/test/integration. Throws when
 * the shared list is there but yields nothing: a scan that silently lost its list would prove nothing.
 */
export function typedSecrets(root) {
  const needles = [];
  for (const file of tsFiles(join(root, 'test/integration'))) {
    const code = readFileSync(file, 'utf8');
    const where = relative(root, file).replace(/\\/g, '/');
    const all = secretLists(code).flatMap(literals);
    if (where === SHARED_LIST && !all.length) {
      throw new Error(`secret scan: found no \`const SECRETS = [...]\` list of secrets in ${SHARED_LIST}`);
    }
    for (const l of all) if (!(l.regex && coveredElsewhere(l.regex))) needles.push({ kind: 'listed secret', ...l });
    // Lower case only: a header name such as 'X-Api-Key' is shown and stored, it is not a secret.
    for (const m of code.matchAll(/'([\w-]*api-key[\w-]*)'/g)) needles.push({ kind: 'test API key', text: m[1] });
  }
  const { isSecretName } = secretDescription(root);
  const inSource = sourceStrings(root);
  const typedFiles = ['test/integration', 'test/e2e', 'test/fixtures'].flatMap((d) => tsFiles(join(root, d), [], /\.(ts|json)$/));
  for (const file of typedFiles) {
    for (const text of typedBySecretNames(readFileSync(file, 'utf8'), isSecretName)) {
      if (!inSource.has(text) && !/^(eyJ|-----BEGIN)/.test(text) && !/\s/.test(text)) needles.push({ kind: 'typed secret', text });
    }
  }
  return needles.filter((n) => n.regex || n.text.length >= MIN_LENGTH);
}
