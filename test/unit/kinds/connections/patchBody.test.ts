import assert from 'node:assert/strict';
import { buildPatch, type PatchInput } from './connectionFunctions';

const base = {
  display_name: 'Email and password',
  options: { password_history: { enable: true, size: 5 }, brute_force_protection: true },
  is_domain_connection: false,
  show_as_button: false,
  realms: ['Username-Password-Authentication'],
  metadata: { owner: 'identity-team' },
  authentication: { active: true },
  connected_accounts: { active: false },
};

const ALL = new Set(['read:connections', 'update:connections', 'read:connections_options', 'update:connections_options']);

function plan(edited: Record<string, unknown>, over: Partial<PatchInput> = {}) {
  return buildPatch({ name: 'Username-Password-Authentication', base, edited, optionsReadable: true, scopes: ALL, ...over });
}

describe('connection PATCH body', () => {
  it('always sends display_name, even when unchanged', () => {
    const p = plan({ ...base, show_as_button: true });
    assert.ok(p.ok);
    assert.equal(p.body.display_name, 'Email and password');
    assert.deepEqual(p.changes.map((c) => c.path), [['show_as_button']]);
  });

  it('sends display_name from the snapshot when the user deleted the key, and the name when there is none', () => {
    const { display_name: _d, ...edited } = base;
    const p = plan({ ...edited, show_as_button: true });
    assert.ok(p.ok);
    assert.equal(p.body.display_name, 'Email and password');
    const { display_name: _b, ...noName } = base;
    const q = plan({ ...noName, show_as_button: true }, { base: noName });
    assert.ok(q.ok);
    assert.equal(q.body.display_name, 'Username-Password-Authentication');
  });

  it('does not send options when they are unchanged', () => {
    const p = plan({ ...base, display_name: 'New', options: { brute_force_protection: true, password_history: { size: 5, enable: true } } });
    assert.ok(p.ok);
    assert.equal('options' in p.body, false);
    assert.deepEqual(p.changes.map((c) => c.path), [['display_name']]);
  });

  it('sends the whole options object when it changed', () => {
    const options = { ...base.options, password_history: { enable: true, size: 10 } };
    const p = plan({ ...base, options });
    assert.ok(p.ok);
    assert.deepEqual(p.body.options, options);
    assert.deepEqual(p.changes, [{ path: ['options', 'password_history', 'size'], kind: 'changed', before: 5, after: 10 }]);
  });

  it('refuses to send changed options without update:connections_options, naming the scope', () => {
    const scopes = new Set([...ALL].filter((s) => s !== 'update:connections_options'));
    const p = plan({ ...base, options: { brute_force_protection: false } }, { scopes });
    assert.equal(p.ok, false);
    assert.ok(!p.ok && p.missingScope === 'update:connections_options' && /update:connections_options/.test(p.message));
    const unchanged = plan({ ...base, display_name: 'X' }, { scopes });
    assert.ok(unchanged.ok && !('options' in unchanged.body));
  });

  it('never sends options when the token could not read them, even if the document has some', () => {
    const { options: _o, ...noOptions } = base;
    const p = plan({ ...noOptions, display_name: 'New', options: {} }, { base: noOptions, optionsReadable: false });
    assert.ok(p.ok);
    assert.equal('options' in p.body, false);
    assert.deepEqual(p.changes.map((c) => c.path), [['display_name']]);
  });

  it('never sends name, strategy, enabled_clients or id', () => {
    const p = plan({ ...base, display_name: 'X', name: 'n', strategy: 'auth0', enabled_clients: ['a'], id: 'con_1' });
    assert.ok(p.ok);
    for (const key of ['name', 'strategy', 'enabled_clients', 'id']) assert.equal(key in p.body, false, key);
  });

  it('sends realms and metadata with their full values; other fields only when they changed', () => {
    const p = plan({ ...base, metadata: { owner: 'identity-team', team: 'core' } });
    assert.ok(p.ok);
    assert.deepEqual(p.body, {
      display_name: 'Email and password',
      realms: ['Username-Password-Authentication'],
      metadata: { owner: 'identity-team', team: 'core' },
    });
    const q = plan({ ...base, connected_accounts: { active: true } });
    assert.ok(q.ok);
    assert.deepEqual(q.body, {
      display_name: 'Email and password',
      realms: ['Username-Password-Authentication'],
      metadata: { owner: 'identity-team' },
      connected_accounts: { active: true },
    });
    assert.deepEqual(p.changes, [{ path: ['metadata', 'team'], kind: 'added', after: 'core' }]);
  });

  it('keeps fields the user deleted at their snapshot value (no change, still sent)', () => {
    const { metadata: _m, realms: _r, ...edited } = base;
    const p = plan(edited);
    assert.ok(p.ok);
    assert.deepEqual(p.changes, []);
    assert.deepEqual(p.body.realms, base.realms);
    assert.deepEqual(p.body.metadata, base.metadata);
  });
});
