// Loopback checks for the listen host, the Host header of every request and callers of the /__emulator control routes.

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && isLoopbackHost(address);
}

/** Whether a Host header names a loopback host (`localhost:3000`, `127.0.0.1`, `[::1]:80`): a rebound DNS name does not. */
export function isLoopbackHostHeader(header: string | undefined): boolean {
  if (header === undefined) return false;
  const host = header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.replace(/:\d*$/, '');
  return host !== '' && isLoopbackHost(host);
}

/** The host part of the emulator URL: wildcard hosts are reached through 127.0.0.1, IPv6 gets brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
