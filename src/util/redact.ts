/** Removes anything that looks like a credential from a line before it is logged or shown. Pure. */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer)\s+[^\s"']+/gi;
const PEM = /-----BEGIN [A-Z ]+-----[\s\S]*?-----END [A-Z ]+-----/g;
const KEYS = '(?:client_secret|api_key|access_token|client_assertion|password|token)';
/** A JSON member (`"token": "…"`) or a form/query field (`token=…`); a bare "token:" in prose is left alone. */
const SECRET_FIELD = new RegExp(`("${KEYS}"\\s*:\\s*"?|\\b${KEYS}=)[^"&\\s,}]+`, 'gi');

export function redact(text: string): string {
  return text
    .replace(PEM, '[redacted key]')
    .replace(JWT, '[redacted token]')
    .replace(BEARER, '$1 [redacted]')
    .replace(SECRET_FIELD, '$1[redacted]');
}
