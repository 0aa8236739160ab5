import assert from 'node:assert/strict';
import { effectiveEdit, identityOf, parseDocument, renderDocument, toEditable } from './connectionFunctions';

const connection = {
  id: 'con_demoDatabase0001',
  name: 'Username-Password-Authentication',
  strategy: 'auth0',
  enabled_clients: ['a'],
  metadata: { owner: 'identity-team' },
  display_name: 'Email and password',
  options: { brute_force_protection: true },
  realms: ['Username-Password-Authentication'],
  is_domain_connection: false,
  show_as_button: false,
  authentication: { active: true },
  connected_accounts: { active: false },
  cross_app_access_requesting_app: null,
  created_at: '2025-03-04T09:15:00.000Z',
  updated_at: '2025-11-18T16:42:10.000Z',
};

describe('connection document', () => {
  it('holds only the editable fields, in a fixed order, options only when readable', () => {
    const text = renderDocument(toEditable(connection, true));
    assert.deepEqual(Object.keys(JSON.parse(text)), [
      'display_name', 'options', 'is_domain_connection', 'show_as_button', 'realms', 'metadata', 'authentication', 'connected_accounts',
    ]);
    assert.ok(text.endsWith('}\n'));
    assert.ok(text.startsWith('{\n  "display_name": "Email and password",\n'));
    assert.equal('options' in JSON.parse(renderDocument(toEditable(connection, false))), false);
    for (const secretish of ['name', 'strategy', 'id', 'enabled_clients', 'updated_at']) assert.equal(text.includes(`"${secretish}"`), false, secretish);
  });

  it('round-trips: parse(render(x)) equals x', () => {
    const editable = toEditable(connection, true);
    assert.deepEqual(parseDocument(renderDocument(editable)), editable);
    assert.equal(renderDocument(parseDocument(renderDocument(editable))!), renderDocument(editable));
  });

  it('parses only JSON objects and keeps only editable fields', () => {
    assert.equal(parseDocument('[1]'), undefined);
    assert.equal(parseDocument('{'), undefined);
    assert.deepEqual(parseDocument('{"display_name":"x","name":"y"}'), { display_name: 'x' });
  });

  it('completes a document from its snapshot: deleted keys keep their value; options dropped when unreadable', () => {
    const base = toEditable(connection, true);
    assert.deepEqual(effectiveEdit(base, { display_name: 'New' }, true), { ...base, display_name: 'New' });
    assert.equal('options' in effectiveEdit(base, { options: {} }, false), false);
  });

  it('names the connection for titles', () => {
    assert.deepEqual(identityOf(connection), { id: 'con_demoDatabase0001', name: 'Username-Password-Authentication', strategy: 'auth0' });
  });
});
