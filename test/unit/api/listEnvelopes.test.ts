/**
 * Every shape a list answer comes in, and error bodies with an errorCode, through the real client against a stub
 * tenant (node:http on loopback): bare array, {key, next}, {key, nextPageToken}, {}, {"next": null}, a repeated
 * token, an empty page with a token.
 */
import assert from 'node:assert/strict';
import { listActions } from '../../../src/kinds/actions/api';
import { listConnections } from '../../../src/kinds/connections/api';
import { ApiError, UnexpectedResponseError, toUserMessage } from '../../../src/api/errors';
import { iterateFailedDeliveries, listEventStreams, listFailedDeliveries } from '../../../src/kinds/eventStreams/api';
import { collect } from '../../../src/api/paging';
import { listTokenExchangeProfiles } from '../../../src/kinds/tokenExchangeProfiles/api';
import { listVaultConnections } from '../../../src/kinds/vaultConnections/api';
import { listVerificationTemplates } from '../../../src/kinds/verificationTemplates/api';
import { stubSuite } from './stubServer';

const STREAM = 'est_0123456789abcdefghijkl';
/** Items valid for every list (connections and vault connections require a name). */
const items = (...ids: string[]) => ids.map((id) => ({ id, name: `name-${id}` }));
const ids = (list: readonly { id: string }[]) => list.map((i) => i.id);

describe('api/listPage: failed-delivery pages in every shape the service answers', () => {
  const stub = stubSuite();

  /** Deliveries answered per `from` (absent → 'start'). */
  function deliveries(pages: Record<string, unknown>): void {
    stub.answer = (url) => ({ body: pages[url.searchParams.get('from') ?? 'start'] ?? { deliveries: [] } });
  }

  it('a bare array is one page without a cursor', async () => {
    deliveries({ start: items('d1', 'd2') });
    const page = await listFailedDeliveries(stub.client(), STREAM, { take: 2 });
    assert.deepEqual(ids(page.items), ['d1', 'd2']);
    assert.equal(page.cursor, undefined);
  });

  it('{deliveries, next} (the SDK types) and {deliveries, nextPageToken} (live tenants) both page on', async () => {
    for (const key of ['next', 'nextPageToken']) {
      deliveries({ start: { deliveries: items('d1', 'd2'), [key]: 't1' }, t1: { deliveries: items('d3', 'd4'), [key]: 't2' }, t2: { deliveries: items('d5'), [key]: 't3' } });
      const all = await collect(iterateFailedDeliveries(stub.client(), STREAM, { take: 2 }));
      assert.deepEqual(ids(all), ['d1', 'd2', 'd3', 'd4', 'd5'], key);
    }
    assert.match(stub.requests[1]!, /[?&]from=t1(&|$)/);
    assert.match(stub.requests[0]!, /statuses=failed/);
  });

  it('{} and {"next": null} are empty pages, not errors', async () => {
    for (const body of [{}, { next: null }, { nextPageToken: null }, { deliveries: null, next: '' }]) {
      deliveries({ start: body });
      const page = await listFailedDeliveries(stub.client(), STREAM, { take: 2 });
      assert.deepEqual(page, { items: [] }, JSON.stringify(body));
    }
  });

  it('stops on a token seen before', async () => {
    deliveries({ start: { deliveries: items('d1', 'd2'), next: 't1' }, t1: { deliveries: items('d3', 'd4'), next: 't1' } });
    const all = await collect(iterateFailedDeliveries(stub.client(), STREAM, { take: 2 }));
    assert.deepEqual(ids(all), ['d1', 'd2', 'd3', 'd4']);
    assert.equal(stub.requests.length, 2);
  });

  it('stops on an empty page that still carries a token', async () => {
    deliveries({ start: { deliveries: items('d1', 'd2'), nextPageToken: 't1' }, t1: { deliveries: [], nextPageToken: 't2' } });
    const all = await collect(iterateFailedDeliveries(stub.client(), STREAM, { take: 2 }));
    assert.deepEqual(ids(all), ['d1', 'd2']);
    assert.equal(stub.requests.length, 2);
    assert.equal((await listFailedDeliveries(stub.client(), STREAM, { take: 2, from: 't1' })).cursor, undefined);
  });
});

describe('api/listPage: every list takes every envelope', () => {
  const stub = stubSuite();
  const lists = [
    { key: 'connections', list: () => listConnections(stub.client()) },
    { key: 'eventStreams', list: () => listEventStreams(stub.client()) },
    { key: 'token_exchange_profiles', list: () => listTokenExchangeProfiles(stub.client()) },
    { key: 'templates', list: () => listVerificationTemplates(stub.client()) },
    { key: 'actions', list: () => listActions(stub.client()) },
    { key: 'connections', list: () => listVaultConnections(stub.client()) },
  ];

  it('an envelope without its list key is an empty page', async () => {
    for (const { key, list } of lists) {
      for (const body of [{}, { next: null }]) {
        stub.answer = () => ({ body });
        assert.deepEqual(await list(), { items: [] }, `${key}: ${JSON.stringify(body)}`);
      }
    }
  });

  it('a bare array is the items', async () => {
    for (const { key, list } of lists) {
      stub.answer = () => ({ body: items('x1') });
      assert.deepEqual(ids((await list()).items), ['x1'], key);
    }
  });

  it('checkpoint lists take the cursor from next or nextPageToken', async () => {
    for (const { key, list } of lists.slice(0, 4)) {
      for (const tokenKey of ['next', 'nextPageToken']) {
        stub.answer = () => ({ body: { [key]: items('x1'), [tokenKey]: 'c1' } });
        assert.equal((await list()).cursor, 'c1', `${key}.${tokenKey}`);
      }
    }
  });

  it('a list key that holds no array, or items without an id, are an unexpected answer', async () => {
    stub.answer = () => ({ body: { connections: 'nope' } });
    await assert.rejects(listConnections(stub.client()), (e: unknown) => e instanceof UnexpectedResponseError && /connections: must be an array/.test(e.message));
    stub.answer = () => ({ body: { templates: [{ id: 'a' }, { name: 'no id' }] } });
    await assert.rejects(listVerificationTemplates(stub.client()), (e: unknown) => e instanceof UnexpectedResponseError && /templates\[1\]\.id/.test(e.message));
  });
});

describe('api/errors: the errorCode of an error body comes first', () => {
  const stub = stubSuite();

  async function failure(body: unknown, status = 403): Promise<ApiError> {
    stub.answer = () => ({ status, body });
    const err = await listConnections(stub.client()).then(() => undefined, (e: unknown) => e);
    assert.ok(err instanceof ApiError, String(err));
    return err;
  }

  it('insufficient_scope: the scopes of the message, and a missing-scope message even when none can be read', async () => {
    const named = await failure({ statusCode: 403, error: 'Forbidden', message: 'Insufficient scope, expected any of: read:connections', errorCode: 'insufficient_scope' });
    assert.equal(named.errorCode, 'insufficient_scope');
    assert.deepEqual(named.missingScopes, ['read:connections']);
    assert.match(toUserMessage(named), /^Grant the scope read:connections/);
    const unnamed = await failure({ statusCode: 403, error: 'Forbidden', message: 'Forbidden', errorCode: 'insufficient_scope' });
    assert.match(toUserMessage(unnamed), /lacks a scope this operation needs/);
  });

  it('another errorCode is not read as a missing scope, whatever its message says', async () => {
    const err = await failure({ statusCode: 403, message: 'Upgrade: expected any of: enterprise:plan', errorCode: 'insufficient_entitlement' });
    assert.equal(err.missingScopes, undefined);
    assert.match(toUserMessage(err), /plan or settings do not include this feature/);
  });

  it('without an errorCode, a 403 message still names the scopes', async () => {
    const err = await failure({ statusCode: 403, message: 'Insufficient scope; expected any of: read:connections' });
    assert.deepEqual(err.missingScopes, ['read:connections']);
  });

  it('inexistent_* is "no longer exists" on any status', async () => {
    const err = await failure({ statusCode: 404, message: 'The connection does not exist', errorCode: 'inexistent_connection' }, 404);
    assert.match(toUserMessage(err), /no longer exists/);
  });
});
