// The secrets the integration tests type or plant, read from their sources for the end-of-run scan
// (secretScan.mjs), so a webhook token, a basic password, a header value or an API key a test typed is looked for
// in every file, log and browser store of the run, not only by the test that typed it. Two sources:
//   1. every `const SECRETS = [...]` list (and `SECRETS.push(...)`) in test/integration (zz-secrets.test.ts keeps
//      the shared one; its regular expressions and strings are taken as they are): a test that types a secret
//      adds it there;
//   2. string literals containing "api-key" in lower case (the vault connection keys).
// JWTs and PEM headers in a list are left to the scan's own, stricter rules. (Guessing secrets from the prompts
// a test answers was tried and dropped: names and header names typed next to a secret would fail the run.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SHARED_LIST = 'test/integration/zz-secrets.test.ts';
const MIN_LENGTH = 6;

function tsFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tsFiles(path, out);
    else if (entry.isFile() && path.endsWith('.ts')) out.push(path);
  }
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
  return needles.filter((n) => n.regex || n.text.length >= MIN_LENGTH);
}
