import assert from 'node:assert/strict';
import { InvalidDomainError, isLoopbackHost, isOnOrigin, normalizeDomain, pathAndQuery } from '../../../src/api/domain';

describe('api/domain normalizeDomain', () => {
  const ok: [string, string][] = [
    ['tenant.example.com', 'https://tenant.example.com'],
    ['https://tenant.example.com', 'https://tenant.example.com'],
    ['https://tenant.example.com/', 'https://tenant.example.com'],
    ['https://tenant.example.com/api/v2', 'https://tenant.example.com'],
    ['https://tenant.example.com/api/v2/', 'https://tenant.example.com'],
    ['tenant.example.com/api/v2/', 'https://tenant.example.com'],
    ['  TENANT.Example.COM  ', 'https://tenant.example.com'],
    ['https://tenant.example.com:443', 'https://tenant.example.com'],
    ['tenant.example.com:8443', 'https://tenant.example.com:8443'],
    ['http://localhost:4000', 'http://localhost:4000'],
    ['localhost:4000', 'http://localhost:4000'],
    ['127.0.0.1:4000/api/v2', 'http://127.0.0.1:4000'],
    ['http://127.1.2.3:9', 'http://127.1.2.3:9'],
    ['http://[::1]:4000/', 'http://[::1]:4000'],
    ['https://localhost:4000', 'https://localhost:4000'],
  ];
  for (const [input, origin] of ok) {
    it(`accepts ${JSON.stringify(input)}`, () => {
      const d = normalizeDomain(input);
      assert.equal(d.origin, origin);
      assert.equal(d.apiBase, `${origin}/api/v2/`);
      assert.equal(d.audience, `${origin}/api/v2/`);
      assert.equal(d.tokenUrl, `${origin}/oauth/token`);
    });
  }

  const bad: [string, RegExp][] = [
    ['', /Enter the tenant domain/],
    ['   ', /Enter the tenant domain/],
    ['http://tenant.example.com', /must use https:\/\//],
    ['http://128.0.0.1', /must use https:\/\//],
    ['ftp://tenant.example.com', /https:\/\//],
    ['https://tenant.example.com/foo', /Remove the path "\/foo"/],
    ['https://tenant.example.com/api/v1', /Remove the path/],
    ['https://tenant.example.com/?x=1', /Remove the query/],
    ['https://user:pw@tenant.example.com', /Remove the user name and password/],
    ['tenant', /not a full domain name/],
    ['tenant example.com', /must not contain spaces/],
    ['https://', /not a valid domain/],
  ];
  for (const [input, message] of bad) {
    it(`rejects ${JSON.stringify(input)} with a message that says what to fix`, () => {
      assert.throws(
        () => normalizeDomain(input),
        (err: unknown) => err instanceof InvalidDomainError && message.test(err.message),
      );
    });
  }

  it('never echoes credentials typed into the domain', () => {
    assert.throws(() => normalizeDomain('https://me:hunter2@tenant.example.com'), (err: Error) => !err.message.includes('hunter2'));
  });

  it('recognizes loopback hosts', () => {
    for (const h of ['localhost', '127.0.0.1', '127.255.255.254', '[::1]']) assert.equal(isLoopbackHost(h), true, h);
    for (const h of ['128.0.0.1', 'localhost.example.com', '127.0.0', '10.0.0.1', '127.0.0.256']) assert.equal(isLoopbackHost(h), false, h);
  });
});

describe('api/domain isOnOrigin and pathAndQuery agree with the URL parser', () => {
  const origins = ['https://tenant.example.com', 'http://127.0.0.1:4999', 'http://[::1]:8080'];
  const urls = [
    'https://tenant.example.com/api/v2/connections?take=5',
    'https://tenant.example.com.evil.test/api/v2/',
    'https://tenant.example.com:8443/api/v2/',
    'http://tenant.example.com/api/v2/',
    'https://evil.test/https://tenant.example.com/',
    'https://tenant.example.com/',
    'http://127.0.0.1:4999/api/v2/x?a=1#frag',
    'http://127.0.0.1:49990/api/v2/',
    'http://[::1]:8080/p?q=%2F',
    'https://user%2F:pw@tenant.example.com/a/b',
  ].map((u) => new URL(u).href); // serialized, as Request.url is
  for (const url of urls) {
    it(url, () => {
      const parsed = new URL(url);
      for (const origin of origins) assert.equal(isOnOrigin(url, origin), parsed.origin === origin && !parsed.username, `${origin}`);
      assert.equal(pathAndQuery(url), `${parsed.pathname}${parsed.search}`);
    });
  }
});
