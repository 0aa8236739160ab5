// The connection description: what the generic editor reads from it (hidden options, identity, the body rules).
import assert from 'node:assert/strict';
import { documentProblems } from '../../../../src/kinds/checks';
import { connectionsKind as kind, READ_OPTIONS_SCOPE, UPDATE_OPTIONS_SCOPE } from '../../../../src/kinds/connections/editor';
import { renderDocument, toEditable } from '../../../../src/kinds/document';
import type { EditContext, Resource } from '../../../../src/kinds/kind';
import { planPatch } from '../../../../src/kinds/plan';

const connection: Resource = {
  id: 'con_demoDatabase0001', name: 'Username-Password-Authentication', strategy: 'auth0', display_name: null,
  options: { brute_force_protection: true }, realms: ['Username-Password-Authentication'], enabled_clients: ['a'], show_as_button: false,
};
const ALL = new Set(['read:connections', 'update:connections', READ_OPTIONS_SCOPE, UPDATE_OPTIONS_SCOPE]);
const ctxOf = (scopes: ReadonlySet<string>): EditContext => ({ scopes, hidden: new Set(kind.hiddenFields(connection, scopes)), identity: kind.identity(connection) });

describe('kind: connections', () => {
  it('hides options from a token without read:connections_options, or when the answer has none', () => {
    assert.deepEqual(kind.hiddenFields(connection, ALL), []);
    assert.deepEqual(kind.hiddenFields(connection, new Set(['read:connections'])), ['options']);
    const { options: _o, ...noOptions } = connection;
    assert.deepEqual(kind.hiddenFields(noOptions, ALL), ['options']);
  });

  it('names the connection with its strategy; nothing of it is in the document', () => {
    assert.deepEqual(kind.identity(connection), { id: 'con_demoDatabase0001', name: 'Username-Password-Authentication', details: ['strategy auth0'] });
    const text = renderDocument(kind, toEditable(kind, connection, new Set()));
    for (const key of ['"name"', '"strategy"', '"enabled_clients"', '"id"', '"display_name"']) assert.equal(text.includes(key), false, key);
  });

  it('sends the name as display_name when the connection has none, and never options it could not read', () => {
    const ctx = ctxOf(new Set(['read:connections', 'update:connections']));
    const base = toEditable(kind, connection, ctx.hidden);
    const p = planPatch(kind, base, { ...base, show_as_button: true, options: {} }, ctx);
    assert.ok(p.ok);
    assert.deepEqual(p.body, { display_name: 'Username-Password-Authentication', show_as_button: true, realms: ['Username-Password-Authentication'] });
    const problems = documentProblems(kind, renderDocument(kind, { ...base, options: {} }), { base, ctx });
    assert.deepEqual(problems.map((p) => p.code), ['options_unreadable']);
  });

  it('a changed options without update:connections_options: refused, naming the scope', () => {
    const ctx = ctxOf(new Set(['read:connections', 'update:connections', READ_OPTIONS_SCOPE]));
    const base = toEditable(kind, connection, ctx.hidden);
    const p = planPatch(kind, base, { ...base, options: { brute_force_protection: false } }, ctx);
    assert.ok(!p.ok && p.missingScope === UPDATE_OPTIONS_SCOPE);
    assert.equal(kind.incomplete?.({ id: 'x', name: 'y' }, ctx), true, 'an answer without options is read again');
  });
});
