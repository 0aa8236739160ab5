// A document's keys are data (#27 item 3): `__proto__`, `constructor` and `toString` in a user's JSON or a tenant's
// answer name the document's own values. Merge, diff, set/get at a path, the compare form and the copy plans never
// read an inherited member nor write through the prototype (which would pollute Object.prototype in the host).
import assert from 'node:assert/strict';
import { connectionsCompare } from '../../../src/kinds/connections/compare';
import { formatChanges } from '../../../src/editors/resource/changeSummary';
import { mergeEdits } from '../../../src/editors/resource/mergeEdits';
import { diffValues, setValueAt, valueAt } from '../../../src/kinds/diff';
import { withoutSecrets } from '../../../src/kinds/secrets';
import { promoteKind } from '../../../src/promote/kinds';
import { sortKeys } from '../../../src/kinds/normalise';
import { draftWebhook } from '../../../src/kinds/eventStreams/draft';

/** JSON.parse keeps `__proto__` as an own key, as the editor's parser does. */
const json = <T = Record<string, unknown>>(text: string): T => JSON.parse(text) as T;
const polluted = (): boolean => Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted');

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('document keys are data: merge', () => {
  it('a "__proto__" key the user added is merged as an own key and never reaches Object.prototype', () => {
    const base = { display_name: 'A', options: { brute_force_protection: true } };
    const mine = json('{"display_name":"A","options":{"brute_force_protection":true,"__proto__":{"polluted":true}}}');
    const theirs = { display_name: 'Theirs', options: { brute_force_protection: true } };
    const merged = mergeEdits(base, mine, theirs) as Record<string, Record<string, unknown>>;
    assert.equal(polluted(), false);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.deepEqual(Object.keys(merged.options!), ['brute_force_protection', '__proto__']);
    assert.equal(JSON.stringify(merged.options), '{"brute_force_protection":true,"__proto__":{"polluted":true}}');
    assert.equal(merged.display_name, 'Theirs');
  });
});

describe('document keys are data: diff', () => {
  it('"constructor" and "toString" keys are compared with their own values, not inherited members', () => {
    const before = { options: { a: 1 } };
    const after = json('{"options":{"a":1,"constructor":"x","toString":"y"}}');
    assert.deepEqual(diffValues(before, after), [
      { path: ['options', 'constructor'], kind: 'added', after: 'x' },
      { path: ['options', 'toString'], kind: 'added', after: 'y' },
    ]);
    assert.equal(formatChanges(diffValues(after, before)), 'options.constructor removed (was "x")\noptions.toString removed (was "y")');
  });

  it('an added "__proto__" object is one addition with its value', () => {
    const after = json('{"metadata":{"__proto__":{"polluted":"yes"}}}');
    assert.deepEqual(diffValues({ metadata: {} }, after), [{ path: ['metadata', '__proto__'], kind: 'added', after: { polluted: 'yes' } }]);
  });
});

describe('document keys are data: values at a path', () => {
  it('valueAt reads own keys only', () => {
    assert.equal(valueAt({ a: {} }, ['a', 'constructor']), undefined);
    assert.equal(valueAt({ a: {} }, ['a', '__proto__']), undefined);
    assert.deepEqual(valueAt(json('{"a":{"__proto__":{"b":1}}}'), ['a', '__proto__', 'b']), 1);
  });

  it('setValueAt writes own keys, never through the prototype', () => {
    const root: Record<string, unknown> = {};
    setValueAt(root, ['__proto__', 'polluted'], true);
    assert.equal(polluted(), false);
    assert.equal(JSON.stringify(root), '{"__proto__":{"polluted":true}}');
    setValueAt(root, ['constructor'], 'c');
    assert.equal(root.constructor, 'c');
  });

  it('a secret path leaves an own "__proto__" alone', () => {
    const editable = json('{"options":{"__proto__":{"x":1},"client_secret":"s"}}');
    assert.equal(JSON.stringify(withoutSecrets('connections', editable)), '{"options":{"__proto__":{"x":1}}}');
  });
});

describe('document keys are data: the compare form and copy plans', () => {
  it('sorting keys and removing secrets keep a "__proto__" key of a tenant\'s answer', () => {
    const value = json('{"b":1,"__proto__":{"polluted":true,"password":"p"}}');
    assert.equal(JSON.stringify(sortKeys(withoutSecrets('connections', value))), '{"__proto__":{"polluted":true},"b":1}');
    assert.equal(polluted(), false);
    const connection = json('{"id":"con_1","name":"db","strategy":"auth0","options":{"__proto__":{"polluted":true}}}');
    assert.equal(JSON.stringify(connectionsCompare.normalise(connection, {}).value.options), '{"__proto__":{"polluted":true}}');
  });

  it('an event stream whose webhook method is "constructor" is blocked, not planned with an inherited member', async () => {
    const stream = { id: 'est_a', name: 'hooks', subscriptions: [], destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://a.example.com/h', webhook_authorization: { method: 'constructor' } } } };
    const plan = (await promoteKind('event-streams')).plan({ resource: stream, names: {} }, { names: {}, scopes: new Set() });
    assert.equal(plan.action.kind, 'blocked');
    assert.match(plan.notCopied[0]!.reason, /"constructor" is not one a copy can create/);
  });

  it('an event stream draft whose webhook method is "constructor" asks for no secret (no inherited member is a method)', () => {
    for (const method of ['constructor', 'toString', '__proto__']) {
      const draft = { destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://hooks.example.com/x', webhook_authorization: { method } } } };
      assert.equal(draftWebhook(draft), undefined, method);
    }
    assert.deepEqual(draftWebhook({ destination: { type: 'webhook', configuration: { webhook_authorization: { method: 'bearer' } } } }), { method: 'bearer' });
  });
});
