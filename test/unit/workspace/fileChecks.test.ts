// The checks of exported workspace files: every file the demo emulator exports is clean; an invalid value of an
// editable field is an error at its exact key; export-only fields (names, read-only keys) are not refused; a key the
// kind's files do not hold is an error at it; vault connection and phone factors files are checked too.
import assert from 'node:assert/strict';
import { exportText } from '../../../src/workspace/exportedFiles';
import { exportedFileProblems, looksExported } from '../../../src/workspace/fileChecks';
import type { ReadResource } from '../../../src/workspace/readTenant';
import { demoExportPerSuite } from './demoExport';

describe('workspace: checks of exported files', function () {
  this.timeout(60_000);
  let read: ReadResource[];

  demoExportPerSuite((demo) => ({ read } = demo));

  it('no error in any exported file of the demo tenant; a former issuer list the service kept is a warning', () => {
    const found = read.flatMap((r) => exportedFileProblems(r.kind.id, exportText(r.normalised, r.kind.id)).map((p) => ({ r, p })));
    assert.deepEqual(found.filter(({ p }) => p.severity === 'error').map(({ r, p }) => `${r.kind.id}/${r.normalised.name}: ${p.path.join('.')} ${p.message}`), []);
    assert.ok(found.length > 0);
    for (const { r, p } of found) assert.deepEqual([r.kind.id, p.path, p.severity], ['verification-templates', ['well_known_trusted_issuers'], 'warning']);
  });

  it('an invalid editable value is an error at its key; a name in place of an id is not refused', () => {
    const db = read.find((r) => r.kind.id === 'connections' && r.normalised.name === 'google-oauth2')!;
    const text = exportText(db.normalised).replace('"show_as_button": true', '"show_as_button": "no"');
    const problems = exportedFileProblems('connections', text);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.deepEqual(problems[0]!.path, ['show_as_button']);
    assert.equal(problems[0]!.severity, 'error');
    const line = text.split('\n').findIndex((l) => l.includes('"show_as_button"'));
    assert.equal(problems[0]!.range.start.line, line);
    const profile = read.find((r) => r.kind.id === 'token-exchange-profiles')!;
    assert.deepEqual(exportedFileProblems('token-exchange-profiles', exportText(profile.normalised).replace(/"name": "[^"]*"/, '"name": ""')).map((p) => p.path), [['name']]);
  });

  it('syntax and duplicate keys are reported, for every kind', () => {
    assert.ok(exportedFileProblems('event-streams', '{ "name": "a", "name": "b" }').some((p) => p.code === 'duplicate_key'));
    assert.ok(exportedFileProblems('verification-templates', '{ "name": ').length > 0);
    assert.ok(exportedFileProblems('vault-connections', '{ "name": ').some((p) => p.code === 'syntax'));
    assert.ok(exportedFileProblems('phone-factors', '{ "provider": "auth0", }').some((p) => p.code === 'trailing_comma'));
  });

  it('a misspelled top-level key of any kind: an error on that key naming the keys the kind holds (and a likely meant one)', () => {
    const db = read.find((r) => r.kind.id === 'connections' && r.normalised.name === 'partners-db')!;
    for (const [from, to, meant] of [['"options"', '"optoins"', 'options'], ['"display_name"', '"dispaly_name"', 'display_name']] as const) {
      const text = exportText(db.normalised).replace(from, to);
      const problems = exportedFileProblems('connections', text);
      assert.equal(problems.length, 1, JSON.stringify(problems));
      const [p] = problems;
      assert.deepEqual([p!.path, p!.severity, p!.code], [[JSON.parse(to)], 'error', 'unknown_file_key']);
      assert.equal(text.split('\n')[p!.range.start.line]!.indexOf(to), p!.range.start.character);
      assert.equal(p!.range.end.character - p!.range.start.character, to.length);
      assert.match(p!.message, new RegExp(`did you mean "${meant}"\\? the connections files hold display_name, options, is_domain_connection, .*name, strategy, enabled_applications`));
    }
    const keyOf = (id: Parameters<typeof exportedFileProblems>[0], text: string) =>
      exportedFileProblems(id, text).filter((p) => p.code === 'unknown_file_key').map((p) => p.path[0]);
    assert.deepEqual(keyOf('token-exchange-profiles', '{ "subject_token_type": "urn:a:b", "action_id": "x", "actoin": "y" }'), ['action_id', 'actoin']);
    assert.deepEqual(keyOf('event-streams', '{ "name": "s", "id": "est_1" }'), ['id']);
    assert.deepEqual(keyOf('verification-templates', '{ "name": "t", "created_at": "2025-01-01" }'), ['created_at']);
    assert.deepEqual(keyOf('vault-connections', '{ "name": "v", "app_id": "AIRTABLE", "setup": {} }'), ['setup']);
    assert.deepEqual(keyOf('phone-factors', '{ "provider": "auth0", "message_type": ["sms"] }'), ['message_type']);
    assert.match(exportedFileProblems('phone-factors', '{ "message_type": [] }')[0]!.message, /did you mean "message_types"\? the phone-factors files hold message_types, provider, templates, twilio/);
  });

  it('a missing natural key is an error; a connection with only its name and strategy is not (no "at least one property")', () => {
    const missing = exportedFileProblems('connections', '{\n  "strategy": "auth0"\n}');
    assert.deepEqual(missing.map((p) => [p.path, p.code, p.severity]), [[['name'], 'missing_key', 'error']]);
    assert.match(missing[0]!.message, /Missing required property "name": the resource on the tenant is found by it/);
    assert.deepEqual(exportedFileProblems('token-exchange-profiles', '{ "name": "Partner" }').map((p) => p.path), [['subject_token_type']]);
    assert.deepEqual(exportedFileProblems('connections', '{ "name": "a", "strategy": "auth0" }'), []);
    assert.deepEqual(exportedFileProblems('verification-templates', '{ "name": "t" }'), []);
    assert.deepEqual(exportedFileProblems('phone-factors', '{}'), []);
  });

  it('vault connection files: name and app checked; an app this extension does not know is a warning', () => {
    const vault = read.find((r) => r.kind.id === 'vault-connections')!;
    assert.deepEqual(exportedFileProblems('vault-connections', exportText(vault.normalised)), []);
    const at = (text: string) => exportedFileProblems('vault-connections', text).map((p) => `${p.path.join('.')} ${p.severity}: ${p.message}`);
    assert.deepEqual(at('{ "name": "  ", "app_id": "AIRTABLE" }'), ['name error: Must not be blank']);
    assert.match(at(`{ "name": "${'x'.repeat(151)}", "app_id": "AIRTABLE" }`)[0]!, /^name error: .*150/);
    assert.match(at('{ "name": "v", "app_id": 7 }')[0]!, /^app_id error: /);
    assert.match(at('{ "name": "v" }')[0]!, /^app_id error: Missing required property "app_id"/);
    assert.match(at('{ "name": "v", "app_id": "NOPE" }')[0]!, /^app_id warning: Unknown app "NOPE": Apply can create connections for ACTIVECAMPAIGN, AIRTABLE, .* only/);
  });

  it('phone factors files: message types sms/voice, a known provider, templates and Twilio settings without the auth token', () => {
    const phone = read.find((r) => r.kind.id === 'phone-factors')!;
    assert.deepEqual(exportedFileProblems('phone-factors', exportText(phone.normalised)), []);
    const at = (text: string) => exportedFileProblems('phone-factors', text).map((p) => `${p.path.join('.')}: ${p.message}`);
    assert.deepEqual(at('{ "message_types": ["sms", "email"] }'), ['message_types.1: Must be one of "sms", "voice" (is "email")']);
    assert.match(at('{ "provider": "nexmo" }')[0]!, /^provider: Must be .*"auth0".*"twilio".*"phone-message-hook".*\(is "nexmo"\)/);
    assert.match(at('{ "templates": { "enrollment_message": "a" } }')[0]!, /^templates.verification_message: Missing required property/);
    assert.match(at('{ "twilio": { "sid": "AC1", "auth_token": "x" } }')[0]!, /^twilio.auth_token: Unknown property "auth_token"/);
    assert.match(at('{ "twilio": { "from": 5 } }')[0]!, /^twilio.from: /);
  });

  it('a file is diagnosed as an export when its top-level object holds a key only that kind\'s files hold', () => {
    assert.equal(looksExported('connections', '{ "name": "a", "strategy": "auth0", "optoins": {} }'), true);
    assert.equal(looksExported('connections', '{ "strategy": "auth0", '), true);
    assert.equal(looksExported('connections', '{ "name": "pg", "host": "db.internal", "port": 5432 }'), false, 'a database config in config/connections/');
    assert.equal(looksExported('event-streams', '{ "name": "x", "status": "on" }'), false);
    assert.equal(looksExported('verification-templates', '{ "name": "t", "dialect": "simplified/1.0" }'), true);
    assert.equal(looksExported('connections', '{ "version": 1, "dependencies": {} }'), false);
    assert.equal(looksExported('phone-factors', '[]'), false);
    assert.equal(looksExported('phone-factors', ''), false);
  });
});
