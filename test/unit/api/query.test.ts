import assert from 'node:assert/strict';
import { withQuery } from '../../../src/api/request';

describe('api/request: withQuery (the query string ky would have built from searchParams)', () => {
  it('leaves undefined values out and stringifies the rest', () => {
    assert.equal(withQuery('connections', { take: 50, from: undefined, include_totals: true }), 'connections?take=50&include_totals=true');
    assert.equal(withQuery('templates', { from: 'a b&c', take: 100 }), 'templates?from=a+b%26c&take=100');
  });

  it('keeps repeated keys of URLSearchParams, and adds nothing for an empty query', () => {
    const query = new URLSearchParams({ take: '10' });
    query.append('strategy', 'auth0');
    query.append('strategy', 'samlp');
    assert.equal(withQuery('connections', query), 'connections?take=10&strategy=auth0&strategy=samlp');
    assert.equal(withQuery('connections', {}), 'connections');
    assert.equal(withQuery('connections', { from: undefined }), 'connections');
    assert.equal(withQuery('connections', undefined), 'connections');
  });
});
