import assert from 'node:assert/strict';
import { connectionProblems, propertyOfServerMessage, serverProblem, topRange } from './connectionFunctions';
import { renderDocument } from './connectionFunctions';

const base = { display_name: 'A', options: { brute_force_protection: true }, metadata: { owner: 'x' } };
const readable = { base, optionsReadable: true, canUpdateOptions: true };
type R = [number, number, number, number];
const ranges = (problems: ReturnType<typeof connectionProblems>): R[] =>
  problems.map((p) => [p.range.start.line, p.range.start.character, p.range.end.line, p.range.end.character]);

describe('connection document checks', () => {
  it('accepts the document as opened', () => {
    assert.deepEqual(connectionProblems(renderDocument(base), readable), []);
  });

  it('puts a too long display_name on its value and 11 metadata keys on the metadata value', () => {
    const metadata = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
    const text = renderDocument({ display_name: 'x'.repeat(129), metadata });
    const problems = connectionProblems(text, readable);
    assert.deepEqual(ranges(problems), [
      [1, 18, 1, 18 + 131],
      [2, 14, 14, 3],
    ]);
    assert.ok(problems.every((p) => p.severity === 'error'));
    assert.match(problems[0]!.message, /128/);
    assert.match(problems[1]!.message, /10/);
  });

  it('rejects name, strategy and enabled_clients', () => {
    const problems = connectionProblems('{\n  "display_name": "A",\n  "name": "n",\n  "enabled_clients": []\n}\n', readable);
    assert.ok(problems.length >= 1);
    assert.ok(problems.some((p) => /name/.test(p.message)));
    assert.ok(problems.some((p) => /enabled_clients/.test(p.message)));
  });

  it('makes options an error when the token cannot read them, on the options key', () => {
    const text = '{\n  "display_name": "A",\n  "options": {}\n}\n';
    const problems = connectionProblems(text, { base: { display_name: 'A' }, optionsReadable: false, canUpdateOptions: true });
    assert.deepEqual(ranges(problems), [[2, 2, 2, 11]]);
    assert.match(problems[0]!.message, /read:connections_options/);
  });

  it('makes changed options an error without update:connections_options; unchanged options are fine', () => {
    const input = { ...readable, canUpdateOptions: false };
    assert.deepEqual(connectionProblems(renderDocument(base), input), []);
    const problems = connectionProblems(renderDocument({ ...base, options: { brute_force_protection: false } }), input);
    assert.deepEqual(ranges(problems), [[2, 2, 2, 11]]);
    assert.match(problems[0]!.message, /update:connections_options/);
  });

  it('finds the top of the document for notes', () => {
    assert.deepEqual(topRange('{\n}'), { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } });
    assert.deepEqual(topRange('\n  {}'), { start: { line: 1, character: 2 }, end: { line: 1, character: 3 } });
  });

  it('maps a server 400 message to the property it names', () => {
    assert.deepEqual(propertyOfServerMessage("Payload validation error: 'Expected type integer but found type string' on property options.password_history.size."), ['options', 'password_history', 'size']);
    assert.deepEqual(propertyOfServerMessage("Payload validation error: 'x' on property realms[1] (Realms)."), ['realms', 1]);
    assert.deepEqual(propertyOfServerMessage("Payload validation error: 'String is too short (0 chars), minimum 1' on property realms.0."), ['realms', 0]);
    assert.equal(propertyOfServerMessage('This database contains users.'), undefined);
    const text = renderDocument({ display_name: 'A', options: { password_history: { size: 'ten' } } });
    const problem = serverProblem(text, "Payload validation error: 'bad' on property options.password_history.size.");
    assert.deepEqual(problem && ranges([problem]), [[4, 6, 4, 12]]);
    const parent = serverProblem(text, "Payload validation error: 'bad' on property options.unknown_key.");
    assert.deepEqual(parent && ranges([parent]), [[2, 2, 2, 11]]);
    const element = serverProblem(renderDocument({ realms: ['a', ''] }), "Payload validation error: 'too short' on property realms.1.");
    assert.deepEqual(element && ranges([element]), [[3, 4, 3, 6]]);
  });
});
