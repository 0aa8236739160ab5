/**
 * Tenant domain normalization: turns what a user types ("tenant.eu.auth0.com", "https://tenant.eu.auth0.com/api/v2/")
 * into the URLs the client and the token providers use. Pure; no network.
 */
import { hasCredentials } from './urls';

export interface NormalizedDomain {
  /** `https://tenant.example.com` (no trailing slash, lower-case host, default port dropped). */
  origin: string;
  /** `origin + '/api/v2/'`: ky's prefixUrl. */
  apiBase: string;
  /** `origin + '/api/v2/'`: the Management API audience of a client-credentials token request. */
  audience: string;
  /** `origin + '/oauth/token'`. */
  tokenUrl: string;
}

export class InvalidDomainError extends Error {
  override readonly name = 'InvalidDomainError';
  constructor(
    message: string,
    readonly input: string,
  ) {
    super(message);
  }
}

const EXAMPLE = 'for example "my-tenant.us.auth0.com"';

/** True for hosts on the local machine: localhost, 127.0.0.0/8 and [::1] (as `URL.hostname` spells them). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  const octets = host.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

function hostOf(input: string): string {
  // Host part of a scheme-less input such as "localhost:4000/api/v2", good enough to pick a default scheme.
  const authority = input.split(/[/?#]/, 1)[0] ?? '';
  if (authority.startsWith('[')) return authority.slice(0, authority.indexOf(']') + 1);
  return authority.split(':', 1)[0] ?? '';
}

/**
 * Accepts a bare host, a host with port, or an http(s) URL, with or without a trailing slash or `/api/v2`.
 * https is required except for loopback hosts, where http is allowed (and is the default when no scheme is typed,
 * since that is how the local emulator is reached).
 * @throws InvalidDomainError with a message that says what to fix.
 */
export function normalizeDomain(input: string): NormalizedDomain {
  const raw = input.trim();
  if (!raw) throw new InvalidDomainError(`Enter the tenant domain, ${EXAMPLE}.`, input);
  if (/\s/.test(raw)) throw new InvalidDomainError(`The tenant domain must not contain spaces; enter it ${EXAMPLE}.`, input);

  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw);
  const withScheme = hasScheme ? raw : `${isLoopbackHost(hostOf(raw)) ? 'http' : 'https'}://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new InvalidDomainError(`"${raw}" is not a valid domain; enter only the host name, ${EXAMPLE}.`, input);
  }

  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidDomainError(`Use an https:// address for the tenant domain (got ${url.protocol}//), ${EXAMPLE}.`, input);
  }
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    throw new InvalidDomainError(
      `The tenant domain must use https://. Replace "http://" with "https://" (plain http is only allowed for localhost).`,
      input,
    );
  }
  if (hasCredentials(url)) {
    throw new InvalidDomainError('Remove the user name and password from the tenant domain; credentials are entered separately.', input);
  }
  if (url.search || url.hash) {
    throw new InvalidDomainError(`Remove the query or fragment ("${url.search}${url.hash}") from the tenant domain.`, input);
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== '' && path.toLowerCase() !== '/api/v2') {
    throw new InvalidDomainError(`Remove the path "${url.pathname}" from the tenant domain; enter only the host name, ${EXAMPLE}.`, input);
  }
  if (!loopback && !url.hostname.replace(/\.$/, '').includes('.')) {
    throw new InvalidDomainError(`"${url.hostname}" is not a full domain name; enter it ${EXAMPLE}.`, input);
  }

  const origin = url.origin;
  return { origin, apiBase: `${origin}/api/v2/`, audience: `${origin}/api/v2/`, tokenUrl: `${origin}/oauth/token` };
}

/**
 * Whether `url` — a serialized URL, as `Request.url` and `Response.url` are — is on `origin` (as returned by
 * normalizeDomain). A string comparison rather than `new URL(url).origin`: it runs for every request.
 */
export function isOnOrigin(url: string, origin: string): boolean {
  return url.startsWith(origin) && url.charCodeAt(origin.length) === 0x2f; // "/"
}

/** The path and query of a serialized http(s) URL (`pathname + search`), without parsing it. */
export function pathAndQuery(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const hash = url.indexOf('#', start);
  return hash < 0 ? url.slice(start) : url.slice(start, hash);
}
