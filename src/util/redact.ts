/**
 * The one redactor of log lines, messages and tool answers (pure), built on the secret description
 * (kinds/secrets.ts): a PEM private key (even cut before its END line), a JWT, an `Authorization` credential
 * (`Bearer …`, `Basic …`), the userinfo of a URL (`https://user:pw@host`), the value of a secret-named JSON member
 * (`"auth_token": "…"`) or form/query field (`app_secret=…`), and any value the caller knows is secret.
 */
import { AUTH_CREDENTIAL, isCredential, isSecretName, JWT, PRIVATE_KEY_PEM } from '../kinds/secrets';

const PEM = new RegExp(`${PRIVATE_KEY_PEM.source}(?:[\\s\\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|(?:[A-Za-z0-9+/=\\s]|\\\\[nr])*)`, 'g');
const JWTS = new RegExp(JWT.source, 'g');
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;
/** A JSON member: `"name": "value"` (escapes kept inside), or an unquoted value. */
const MEMBER = /"([A-Za-z0-9_-]+)"(\s*:\s*)(?:"(?:\\.|[^"\\])*"?|[^\s,}\]"]+)/g;
/** A form or query field: `name=value`; a bare "token:" in prose is left alone. */
const FIELD = /\b([A-Za-z0-9_-]+)=([^&\s"',;}]+)/g;

export function redact(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out
    .replace(PEM, '[redacted key]')
    .replace(JWTS, '[redacted token]')
    .replace(AUTH_CREDENTIAL, (m, scheme: string, word: string) => (isCredential(word) ? `${scheme} [redacted]` : m))
    .replace(USERINFO, '$1[redacted]@')
    .replace(MEMBER, (m, key: string, colon: string) => (isSecretName(key) ? `"${key}"${colon}"[redacted]"` : m))
    .replace(FIELD, (m, key: string) => (isSecretName(key) ? `${key}=[redacted]` : m));
}
