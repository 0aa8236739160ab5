// The pure parts of the agent tools' lists: the opaque cursor (kind-bound, round-trips, refuses anything else) and
// the short rows a model reads (key fields only; signups_allowed only where it is known).
import * as assert from 'node:assert/strict';
import { decodeCursor, encodeCursor, RESOURCE_LISTS } from '../../../src/tools/resourceLists';
import { LIST_KINDS } from '../../../src/tools/toolInputs';

describe('agent tools: resource lists', () => {
  it('a cursor round-trips for its kind only, and anything else is not a cursor', () => {
    const api = 'eyJvZmZzZXQiOjR9';
    const cursor = encodeCursor('connections', api);
    assert.notEqual(cursor, api, 'opaque: not the API cursor itself');
    assert.match(cursor, /^[A-Za-z0-9_-]+$/, 'safe to pass around');
    assert.equal(decodeCursor('connections', cursor), api);
    assert.equal(decodeCursor('event-streams', cursor), undefined, 'bound to its kind');
    for (const bad of ['', 'not-ours', Buffer.from('[1]').toString('base64url'), Buffer.from('{"k":"connections","c":4}').toString('base64url')]) {
      assert.equal(decodeCursor('connections', bad), undefined, bad);
    }
  });

  it('has a list and a scope for every kind the tool accepts', () => {
    for (const kind of LIST_KINDS) assert.match(RESOURCE_LISTS[kind]!.scope, /^read:/, kind);
  });

  it('a connection row says whether a database connection allows signups, and nothing of its options', () => {
    const row = RESOURCE_LISTS.connections!.row;
    const db = { id: 'con_1', name: 'db', strategy: 'auth0', enabled_clients: ['a', 'b'], options: { disable_signup: true, passwordPolicy: 'good' } };
    assert.deepEqual(row(db), { id: 'con_1', name: 'db', strategy: 'auth0', display_name: undefined, enabled_clients: 2, is_domain_connection: undefined, signups_allowed: false });
    assert.equal(row({ ...db, options: {} }).signups_allowed, true, 'allowed unless disabled');
    assert.equal(row({ ...db, options: undefined }).signups_allowed, undefined, 'unknown without readable options');
    assert.equal(row({ ...db, strategy: 'google-oauth2' }).signups_allowed, undefined, 'only database connections');
  });

  it('an event stream row holds its destination type, never its configuration', () => {
    const stream = {
      id: 'est_1', name: 's', status: 'enabled', subscriptions: [{ event_type: 'user.created' }],
      destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://x', webhook_authorization: { method: 'bearer', token: 'secret-value' } } },
    };
    const row = RESOURCE_LISTS['event-streams']!.row(stream);
    assert.deepEqual(row, { id: 'est_1', name: 's', status: 'enabled', destination: 'webhook', event_types: ['user.created'] });
    assert.doesNotMatch(JSON.stringify(row), /secret-value|https:\/\/x/);
  });
});
