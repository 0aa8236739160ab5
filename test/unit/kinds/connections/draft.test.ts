import assert from 'node:assert/strict';
import { createConnectionSchema } from '../../../../src/kinds/connections/api';
import { CONNECTION_STRATEGIES } from '../../../../src/kinds/connections/strategies';
import { connectionDraftHoldsSecret, connectionDraftText, connectionServerErrorPath } from '../../../../src/kinds/connections/draft';
import { databaseOptions } from '../../../../src/kinds/connections/draftOptions';
import { draftProblems } from '../../../../src/editors/drafts/draftProblems';
import { draftPath, parseDraftPath } from '../../../../src/editors/drafts/draftUris';
import { documentSchemas, toJsonSchema } from '../../../../src/editors/documentSchemas';
import type { Problem } from '../../../../src/diagnostics/validate';

const rows = (problems: Problem[]) => problems.map((p) => [p.range.start.line, p.range.start.character, p.severity, p.path.join('.')]);
const check = (text: string) => draftProblems('connections', text);
const draft = (over: Record<string, unknown> = {}) => `${JSON.stringify({ name: 'customers-db', strategy: 'auth0', options: { passwordPolicy: 'good' }, ...over }, null, 2)}\n`;

describe('connection draft', () => {
  it('the first text of every strategy is a complete create body with no problem', () => {
    for (const strategy of CONNECTION_STRATEGIES) {
      const text = connectionDraftText('new-connection', strategy);
      assert.deepEqual(check(text), [], strategy);
      assert.ok(createConnectionSchema.safeParse(JSON.parse(text)).success, strategy);
      assert.equal(connectionDraftHoldsSecret(text), false, `${strategy}: no secret in a first text`);
    }
  });

  it('a database draft starts from the recommended settings', () => {
    const value = JSON.parse(connectionDraftText('customers-db', 'auth0'));
    assert.deepEqual(Object.keys(value), ['name', 'strategy', 'options']);
    assert.deepEqual(value.options, databaseOptions());
    assert.equal(value.options.passwordPolicy, 'good');
    assert.equal(value.options.brute_force_protection, true);
    assert.equal(value.options.requires_username, false);
  });

  it('errors at the offending key or value: the name rule, an unknown strategy, an unknown key, a missing name', () => {
    assert.deepEqual(rows(check(draft({ name: 'customers db' }))), [[1, 10, 'error', 'name']]);
    assert.match(check(draft({ name: 'two--hyphens' }))[0]!.message, /single hyphens/);
    assert.deepEqual(rows(check(draft({ name: 'x'.repeat(129) }))).map((r) => r[3]), ['name']);
    assert.deepEqual(rows(check(draft({ strategy: 'auth0-adldap' }))), [[2, 14, 'error', 'strategy']]);
    assert.deepEqual(rows(check(draft({ enabled_clients: ['abc'] }))).map((r) => [r[2], r[3]]), [['error', 'enabled_clients']]);
    assert.deepEqual(rows(check(draft({ name: undefined }))).map((r) => r[2]), ['error']);
    assert.deepEqual(rows(check(draft({ options: { import_mode: 'yes' } }))).map((r) => r[3]), ['options.import_mode']);
  });

  it('a secret in the draft is an error on its key, and such a text is never stored', () => {
    const text = draft({ strategy: 'google-oauth2', options: { client_id: 'abc', client_secret: 'shh' } });
    assert.deepEqual(check(text).map((p) => [p.severity, p.code, p.path.join('.')]), [['error', 'secret_in_draft', 'options.client_secret']]);
    assert.equal(connectionDraftHoldsSecret(text), true);
    assert.equal(connectionDraftHoldsSecret('{ "options": { "twilio_token": '), true, 'even while the JSON is unfinished');
  });

  it('server errors land on their field; paths round-trip', () => {
    assert.deepEqual(connectionServerErrorPath(409, 'A connection with the same name already exists'), ['name']);
    assert.deepEqual(connectionServerErrorPath(422, 'The strategy "evernote" is no longer supported'), ['strategy']);
    assert.deepEqual(connectionServerErrorPath(400, "Payload validation error: 'Invalid value \"x\"' on property strategy (The identity provider identifier for the connection)."), ['strategy']);
    assert.deepEqual(connectionServerErrorPath(400, "Payload validation error: 'Expected type boolean but found type string' on property options.brute_force_protection."), ['options', 'brute_force_protection']);
    assert.equal(connectionServerErrorPath(400, 'Bad request'), undefined);
    assert.equal(connectionServerErrorPath(500, 'on property name.'), undefined);
    assert.equal(draftPath('connections', 'Local-emulator'), '/Local-emulator/connection/new.connection.json');
    assert.deepEqual(parseDraftPath(draftPath('connections', 'Local-emulator', 2)), { kind: 'connections' });
  });

  it('its JSON Schema (completion and hover) lists every strategy and describes the fields', () => {
    const schema = toJsonSchema(documentSchemas['connection-draft']!) as { title: string; properties: Record<string, { description?: string; examples?: unknown[] }> };
    assert.equal(schema.title, 'Connection (create)');
    assert.deepEqual([...(schema.properties.strategy!.examples ?? [])].sort(), [...CONNECTION_STRATEGIES].sort());
    assert.match(schema.properties.name!.description!, /cannot be changed later/);
  });
});
