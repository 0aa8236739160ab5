// Every connection shape the SDK's types describe opens without a diagnostic, saves unchanged with nothing to
// send, and a changed key produces a body the client accepts with only the fields a PATCH may carry. The fixtures hold
// one connection per response shape of the SDK; sdkRoundTripCoverage.test.ts fails when the SDK gains one without.
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { connectionSchema, updateConnectionSchema } from '../../../../src/kinds/connections/api';
import { connectionProblems } from './connectionFunctions';
import { EDITABLE_FIELDS, identityOf, notEditableKeys, parseDocument, renderDocument, toEditable } from './connectionFunctions';
import { buildPatch } from './connectionFunctions';
import { SDK_CONNECTIONS } from './fixtures/sdkConnections';

const ALL = new Set(['read:connections', 'update:connections', 'read:connections_options', 'update:connections_options']);
const NEVER_SENT = ['id', 'name', 'strategy', 'enabled_clients'];

function open(response: Record<string, unknown>, optionsReadable: boolean) {
  const connection = z.parse(connectionSchema, JSON.parse(JSON.stringify(response))) as Record<string, unknown>;
  const base = toEditable(connection, optionsReadable);
  const text = renderDocument(base);
  const save = (edited: string) =>
    buildPatch({ name: identityOf(connection).name, base, edited: parseDocument(edited) ?? {}, optionsReadable, scopes: ALL });
  const problems = (edited: string) => connectionProblems(edited, { base, optionsReadable, canUpdateOptions: true });
  return { connection, base, text, save, problems };
}

function assertSendable(body: Record<string, unknown>): void {
  for (const key of Object.keys(body)) assert.ok((EDITABLE_FIELDS as readonly string[]).includes(key), `${key} is a field a PATCH may carry`);
  for (const key of NEVER_SENT) assert.equal(key in body, false, `${key} is never sent`);
  const checked = z.safeParse(updateConnectionSchema, body);
  assert.ok(checked.success, `the client accepts the body: ${JSON.stringify(checked.error?.issues)}`);
}

describe('connection round trip over every SDK connection shape', () => {
  for (const [label, response] of Object.entries(SDK_CONNECTIONS)) {
    for (const optionsReadable of response.options === undefined ? [false] : [true, false]) {
      describe(`${label} (${optionsReadable ? 'options readable' : 'options not readable'})`, () => {
        it('opens with no diagnostic and nothing to send when unchanged', () => {
          const { text, base, save, problems } = open(response, optionsReadable);
          assert.deepEqual(problems(text), []);
          assert.deepEqual(parseDocument(text), base, 'the document text holds exactly the snapshot');
          const plan = save(text);
          assert.ok(plan.ok);
          assert.deepEqual(plan.changes, [], 'no change: the save path sends no request');
        });

        it('a changed display_name sends only fields a PATCH may carry, and the client accepts them', () => {
          const { text, save, problems } = open(response, optionsReadable);
          const edited = JSON.stringify({ ...JSON.parse(text), display_name: 'Renamed' });
          assert.deepEqual(problems(edited), []);
          const plan = save(edited);
          assert.ok(plan.ok);
          assert.deepEqual(plan.changes.map((c) => c.path), [['display_name']]);
          assert.equal(plan.body.display_name, 'Renamed');
          assert.equal('options' in plan.body, false, 'unchanged options are not sent');
          assertSendable(plan.body);
        });

        if (optionsReadable) {
          it('a changed option sends the whole options object, every other option kept', () => {
            const { text, base, save } = open(response, optionsReadable);
            const value = JSON.parse(text) as Record<string, Record<string, unknown>>;
            value.options = { ...value.options, brute_force_protection: !value.options?.brute_force_protection };
            const plan = save(JSON.stringify(value));
            assert.ok(plan.ok);
            assert.deepEqual(plan.body.options, { ...(base.options as object), brute_force_protection: value.options.brute_force_protection });
            assertSendable(plan.body);
          });
        }

        it('shows the fields it never sends (read-only and unknown keys) outside the document', () => {
          const { connection, text } = open(response, optionsReadable);
          const shown = Object.keys(JSON.parse(text) as object);
          for (const key of notEditableKeys(connection)) assert.equal(shown.includes(key), false, key);
          for (const key of Object.keys(connection)) {
            if (key === 'id' || connection[key] === null || connection[key] === undefined) continue;
            if (key === 'options' && !optionsReadable) continue;
            assert.ok(shown.includes(key) || notEditableKeys(connection).includes(key), `${key} is in the document or listed as never sent`);
          }
        });
      });
    }
  }

  it('the future shape lists its unknown keys, and a change to a value the client rejects is reported', () => {
    const { connection, text, problems } = open(SDK_CONNECTIONS.future!, true);
    assert.deepEqual(notEditableKeys(connection), ['name', 'strategy', 'enabled_clients', 'provisioning', 'created_at']);
    const value = JSON.parse(text) as Record<string, Record<string, unknown>>;
    value.metadata = { ...value.metadata, b: 42 as unknown as string };
    assert.deepEqual(problems(JSON.stringify(value, null, 2)).map((p) => p.path), [['metadata', 'b']]);
  });
});
