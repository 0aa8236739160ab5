// Loopback checks for the listen host and for callers of the /__emulator control routes.

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && isLoopbackHost(address);
}

/** The host part of the emulator URL: wildcard hosts are reached through 127.0.0.1, IPv6 gets brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
