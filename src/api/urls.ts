/**
 * The one rule for the URLs this extension checks before sending (pure): an https URL parsed as WHATWG `URL` reads
 * it, never a user name or password in it (`https://user:pw@host`, and the spellings a regex misses:
 * `https:\\user:pw@host`, `https:user:pw@host`). A credential in a URL would be a secret in plain sight in
 * documents, settings and logs. Used by the zod schemas, so diagnostics, wizards and tool inputs all refuse it.
 */
import * as z from 'zod/mini';

export const CREDENTIALS_MESSAGE = 'must not carry a user name or password (user:password@)';

/** Whether a URL (text or parsed) carries a user name or password; text that is not a URL carries none. */
export function hasCredentials(value: string | URL): boolean {
  let url: URL;
  try {
    url = typeof value === 'string' ? new URL(value) : value;
  } catch {
    return false;
  }
  return url.username !== '' || url.password !== '';
}

/** An absolute https URL with a host and no whitespace (credentials are checked apart, with their own message). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The zod check of a URL field: no credentials; `hint` says where they go instead. */
export const noCredentials = (hint?: string) =>
  z.refine<string>((value) => !hasCredentials(value), { message: hint ? `${CREDENTIALS_MESSAGE}: ${hint}` : CREDENTIALS_MESSAGE });
