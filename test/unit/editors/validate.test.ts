import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { formatPath, lineStarts, offsetToPosition, validate, type Problem, type ValidateOptions } from '../../../src/diagnostics/validate';

// ---------------------------------------------------------------------------------------------
// Schemas mirroring the real request bodies (src/api), built small with zod/mini.
// ---------------------------------------------------------------------------------------------

/** POST /token-exchange-profiles body. */
const tokenExchangeProfile = z.strictObject({
  name: z.string().check(z.minLength(3), z.maxLength(50)),
  subject_token_type: z.url().check(z.minLength(8), z.maxLength(100)),
  action_id: z.string().check(z.minLength(1), z.maxLength(36)),
  type: z.enum(['custom_authentication']),
});

/** An object-size limit reported as a structured issue (zod has no built-in key-count check). */
const maxKeys = (n: number) =>
  z.check<Record<string, string>>((ctx) => {
    if (Object.keys(ctx.value).length > n) ctx.issues.push({ code: 'too_big', origin: 'object', maximum: n, inclusive: true, input: ctx.value });
  });

/** PATCH /connections/{id} body. */
const connectionEdit = z.strictObject({
  display_name: z.optional(z.string().check(z.maxLength(128))),
  metadata: z.optional(z.record(z.string(), z.string().check(z.maxLength(255))).check(maxKeys(10))),
  realms: z.optional(z.array(z.string())),
  options: z.optional(z.looseObject({})),
});

/** Connection options with a nested, strict validation block (options.validation.username). */
const nestedOptions = z.strictObject({
  options: z.object({
    validation: z.object({ username: z.strictObject({ min: z.number(), max: z.number() }) }),
  }),
});

const REST = '"subject_token_type":"urn:acme:token","action_id":"a1","type":"custom_authentication"';
const VALID_TEP = `{"name":"abc",${REST}}`;
const lf = (...lines: string[]) => lines.join('\n');
const crlf = (...lines: string[]) => lines.join('\r\n');
const x = (n: number) => 'x'.repeat(n);

interface Expected {
  range: [number, number, number, number];
  message: RegExp;
  path?: (string | number)[];
  code?: string;
}
interface Case {
  name: string;
  text: string;
  schema: z.core.$ZodType;
  options?: ValidateOptions;
  expect: Expected[];
}

function check(c: Case): void {
  const problems = validate(c.text, c.schema, c.options);
  const shown = () => JSON.stringify(problems.map((p) => [rangeOf(p), p.message, p.path, p.code]), null, 1);
  assert.equal(problems.length, c.expect.length, `number of problems; got ${shown()}`);
  c.expect.forEach((e, i) => {
    const p = problems[i];
    assert.deepEqual(rangeOf(p), e.range, `range of problem ${i} (${p.message})`);
    assert.match(p.message, e.message, `message of problem ${i}`);
    assert.equal(p.severity, 'error');
    if (e.path) assert.deepEqual(p.path, e.path, `path of problem ${i}`);
    if (e.code) assert.equal(p.code, e.code, `code of problem ${i}`);
  });
}

const rangeOf = (p: Problem): number[] => [p.range.start.line, p.range.start.character, p.range.end.line, p.range.end.character];

function table(title: string, cases: Case[]): void {
  describe(title, () => {
    for (const c of cases) it(c.name, () => check(c));
  });
}

// ---------------------------------------------------------------------------------------------

table('validate: valid documents', [
  { name: 'a valid token exchange profile has no problems', text: VALID_TEP, schema: tokenExchangeProfile, expect: [] },
  { name: 'names of exactly 3 and 50 characters are accepted', text: `{"name":"${x(50)}",${REST}}`, schema: tokenExchangeProfile, expect: [] },
  {
    name: 'a valid connection edit with a loose options object has no problems',
    text: lf('{', '  "display_name": "Main",', '  "metadata": {"a": "1"},', '  "realms": ["r"],', '  "options": {"anything": {"deep": [1, 2, null]}, "x": false}', '}'),
    schema: connectionEdit,
    expect: [],
  },
  { name: 'metadata with exactly 10 keys of 255 characters is accepted', text: `{"metadata":{${Array.from({ length: 10 }, (_, i) => `"k${i}":"${x(255)}"`).join(',')}}}`, schema: connectionEdit, expect: [] },
]);

table('validate: "__proto__" is an ordinary key, as with JSON.parse', [
  { name: 'unknown "__proto__" at a strict root is reported', text: '{"display_name":"a","__proto__":{"x":1}}', schema: connectionEdit, expect: [{ range: [0, 20, 0, 31], message: /^Unknown property "__proto__"/ }] },
  { name: 'duplicate "__proto__" is reported', text: '{"options":{"__proto__":1,"__proto__":2}}', schema: connectionEdit, expect: [{ range: [0, 26, 0, 37], message: /^Duplicate key "__proto__"/ }] },
]);

table('validate: syntax errors', [
  { name: 'missing comma between properties', text: '{"name":"abc" "type":"x"}', schema: tokenExchangeProfile, expect: [{ range: [0, 14, 0, 20], message: /^Expected a comma/, code: 'syntax' }] },
  { name: 'missing colon after a key', text: '{"name" "abc"}', schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 13], message: /^Expected a colon \(:\) after the property key$/ }] },
  { name: "single-quoted key", text: "{'name':\"abc\"}", schema: tokenExchangeProfile, expect: [{ range: [0, 1, 0, 7], message: /^Property keys must be double-quoted: write "name"$/ }] },
  { name: 'unquoted key', text: '{name:"abc"}', schema: tokenExchangeProfile, expect: [{ range: [0, 1, 0, 5], message: /^Property keys must be double-quoted: write "name"$/ }] },
  { name: 'number as a key', text: '{1:"abc"}', schema: tokenExchangeProfile, expect: [{ range: [0, 1, 0, 2], message: /^Property keys must be double-quoted strings$/ }] },
  { name: 'single-quoted string value', text: "{\"name\":'abc'}", schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 13], message: /^Strings must be double-quoted: write "abc"$/ }] },
  { name: 'misspelled literal', text: '{"name":tru}', schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 11], message: /^Unexpected "tru": expected a string in double quotes, a number, true, false, null/ }] },
  { name: 'missing value before a closing brace', text: '{"name":}', schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 9], message: /^Expected a value/ }] },
  { name: 'unclosed object at end of file', text: '{"name":"abc"', schema: tokenExchangeProfile, expect: [{ range: [0, 13, 0, 13], message: /^Unexpected end of file: expected a closing brace }$/ }] },
  { name: 'unclosed array at end of file (one problem, not one per level)', text: '{"realms":["a"', schema: connectionEdit, expect: [{ range: [0, 14, 0, 14], message: /^Unexpected end of file: expected a closing bracket \]$/ }] },
  { name: 'end of file after a colon', text: '{"name":', schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 8], message: /^Unexpected end of file: expected a value$/ }] },
  { name: 'end of file after a comma', text: '{"a":1,', schema: connectionEdit, expect: [{ range: [0, 7, 0, 7], message: /^Unexpected end of file: expected a property name$/ }] },
  { name: 'content after the document value', text: '{} {}', schema: connectionEdit, expect: [{ range: [0, 3, 0, 4], message: /^Unexpected content after the end of the JSON value/ }] },
  {
    name: 'unterminated string',
    text: '{"name":"abc',
    schema: tokenExchangeProfile,
    expect: [
      { range: [0, 8, 0, 12], message: /^Unterminated string: add the closing double quote/ },
      { range: [0, 12, 0, 12], message: /^Unexpected end of file: expected a closing brace/ },
    ],
  },
  { name: 'invalid escape sequence (range on the escape)', text: '{"name":"a\\qb"}', schema: tokenExchangeProfile, expect: [{ range: [0, 10, 0, 12], message: /^Invalid escape sequence \\q: use/ }] },
  { name: 'short unicode escape (range on the escape)', text: '{"name":"\\u12"}', schema: tokenExchangeProfile, expect: [{ range: [0, 9, 0, 13], message: /^Invalid unicode escape: \\u must be followed by exactly 4 hexadecimal digits$/ }] },
  { name: 'raw tab inside a string', text: '{"name":"a\tb"}', schema: tokenExchangeProfile, expect: [{ range: [0, 10, 0, 11], message: /^Control characters are not allowed in strings: write \\t instead$/ }] },
  { name: 'incomplete number', text: '{"options":1.}', schema: connectionEdit, expect: [{ range: [0, 11, 0, 13], message: /^Incomplete number "1\.": digits must follow/ }] },
  { name: 'double comma in an array', text: '{"realms":["a",,"b"]}', schema: connectionEdit, expect: [{ range: [0, 15, 0, 16], message: /^Unexpected comma: expected a value$/ }] },
  { name: 'double comma in an object', text: '{"a":1,,"b":2}', schema: connectionEdit, expect: [{ range: [0, 7, 0, 8], message: /^Unexpected comma: expected a property name/ }] },
  { name: 'empty document', text: '', schema: tokenExchangeProfile, expect: [{ range: [0, 0, 0, 0], message: /^The document is empty/, code: 'empty_document' }] },
  { name: 'whitespace-only document', text: '  \n  ', schema: tokenExchangeProfile, expect: [{ range: [0, 0, 0, 0], message: /^The document is empty/, code: 'empty_document' }] },
  {
    name: 'a fatal syntax error skips schema checks (no missing-property noise)',
    text: '{"name" 1}',
    schema: tokenExchangeProfile,
    expect: [{ range: [0, 8, 0, 9], message: /^Expected a colon/ }],
  },
]);

table('validate: comments and trailing commas (strict JSON)', [
  { name: 'line comment', text: `// note\n${VALID_TEP}`, schema: tokenExchangeProfile, expect: [{ range: [0, 0, 0, 7], message: /^Comments are not allowed in JSON sent to the server/, code: 'comment' }] },
  { name: 'block comment inside a value position', text: `{"name":/* x */"abc",${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 15], message: /^Comments are not allowed in JSON sent to the server/ }] },
  { name: 'unterminated block comment', text: `${VALID_TEP} /* open`, schema: tokenExchangeProfile, expect: [{ range: [0, VALID_TEP.length + 1, 0, VALID_TEP.length + 8], message: /^Comments are not allowed/ }] },
  {
    name: 'a comment does not stop schema checks',
    text: lf('{"name":"ab", // short', `${REST}}`),
    schema: tokenExchangeProfile,
    expect: [
      { range: [0, 8, 0, 12], message: /^Must be at least 3 characters \(is 2\)$/ },
      { range: [0, 14, 0, 22], message: /^Comments are not allowed/ },
    ],
  },
  {
    name: 'trailing comma in an object (on the comma; schema still checked and valid)',
    text: lf('{', '  "name": "abc",', '  "subject_token_type": "urn:acme:token",', '  "action_id": "a1",', '  "type": "custom_authentication",', '}'),
    schema: tokenExchangeProfile,
    expect: [{ range: [4, 33, 4, 34], message: /^Trailing commas are not allowed in JSON sent to the server: remove this comma$/, code: 'trailing_comma' }],
  },
  { name: 'trailing comma in an array', text: '{"realms":["a","b",]}', schema: connectionEdit, expect: [{ range: [0, 18, 0, 19], message: /^Trailing commas are not allowed/ }] },
  {
    name: 'trailing comma followed by a comment, nested',
    text: '{"options":{"a":1, /* c */}}',
    schema: connectionEdit,
    expect: [
      { range: [0, 17, 0, 18], message: /^Trailing commas are not allowed/ },
      { range: [0, 19, 0, 26], message: /^Comments are not allowed/ },
    ],
  },
  { name: 'trailing comma with CRLF line endings', text: crlf('{', '  "realms": [', '    "a",', '  ]', '}'), schema: connectionEdit, expect: [{ range: [2, 7, 2, 8], message: /^Trailing commas are not allowed/ }] },
]);

table('validate: duplicate keys', [
  { name: 'duplicate key at the root, on the second key', text: `{"name":"abc","name":"abd",${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 14, 0, 20], message: /^Duplicate key "name": the server would keep only one value$/, path: ['name'], code: 'duplicate_key' }] },
  { name: 'duplicate key in a nested object', text: '{"options":{"a":1,"b":2,"a":3}}', schema: connectionEdit, expect: [{ range: [0, 24, 0, 27], message: /^Duplicate key "a"/, path: ['options', 'a'] }] },
  {
    name: 'a key three times: the second and third',
    text: lf('{"metadata": {', '  "k": "1",', '  "k": "2",', '  "k": "3"', '}}'),
    schema: connectionEdit,
    expect: [
      { range: [2, 2, 2, 5], message: /^Duplicate key "k"/, path: ['metadata', 'k'] },
      { range: [3, 2, 3, 5], message: /^Duplicate key "k"/, path: ['metadata', 'k'] },
    ],
  },
  { name: 'duplicate key inside an array element', text: '{"options":{"list":[{"k":1,"k":2}]}}', schema: connectionEdit, expect: [{ range: [0, 27, 0, 30], message: /^Duplicate key "k"/, path: ['options', 'list', 0, 'k'] }] },
  {
    name: 'a duplicated unknown key: every occurrence is unknown, the second is also a duplicate',
    text: '{"foo":1,"foo":2,"display_name":"a"}',
    schema: connectionEdit,
    expect: [
      { range: [0, 1, 0, 6], message: /^Unknown property "foo"/ },
      { range: [0, 9, 0, 14], message: /^Duplicate key "foo"/ },
      { range: [0, 9, 0, 14], message: /^Unknown property "foo"/ },
    ],
  },
  { name: 'schema errors point at the value that wins (the last duplicate)', text: '{"display_name":"ok","display_name":5}', schema: connectionEdit, expect: [
    { range: [0, 21, 0, 35], message: /^Duplicate key "display_name"/ },
    { range: [0, 36, 0, 37], message: /^Must be a string \(is a number\)$/ },
  ] },
]);

const big = `{"a":"${x(1_000_000)}"}`;
const accents = `{"a":"${'é'.repeat(500_000)}"}`;
table('validate: document size', [
  { name: 'over a custom limit: one error at the start, nothing else', text: '{"name":"abcdefghijklmnop"}', schema: tokenExchangeProfile, options: { maxBytes: 20 }, expect: [{ range: [0, 0, 0, 1], message: /^Document is 27 bytes; the Management API accepts at most 20 bytes$/, code: 'document_too_large' }] },
  { name: 'over the default 1 MB limit', text: big, schema: tokenExchangeProfile, expect: [{ range: [0, 0, 0, 1], message: /^Document is 1001 KB; the Management API accepts at most 1 MB$/ }] },
  { name: 'sizes are UTF-8 bytes, not characters', text: accents, schema: tokenExchangeProfile, expect: [{ range: [0, 0, 0, 1], message: /^Document is 1001 KB; the Management API accepts at most 1 MB$/ }] },
  { name: 'a document of exactly maxBytes is accepted', text: '{"display_name":"é"}', schema: connectionEdit, options: { maxBytes: 21 }, expect: [] },
  { name: 'one byte over maxBytes (astral character = 4 bytes)', text: '{"display_name":"😀"}', schema: connectionEdit, options: { maxBytes: 22 }, expect: [{ range: [0, 0, 0, 1], message: /^Document is 23 bytes/ }] },
  { name: 'a lone surrogate counts as U+FFFD (3 bytes), as it is sent', text: '{"display_name":"\ud800"}', schema: connectionEdit, options: { maxBytes: 21 }, expect: [{ range: [0, 0, 0, 1], message: /^Document is 22 bytes/ }] },
]);

table('validate: schema (token exchange profile)', [
  { name: 'wrong type', text: `{"name":42,${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 10], message: /^Must be a string \(is a number\)$/, path: ['name'], code: 'invalid_type' }] },
  { name: 'null instead of a string', text: `{"name":null,${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 12], message: /^Must be a string \(is null\)$/ }] },
  { name: 'root is not an object', text: '[1]', schema: tokenExchangeProfile, expect: [{ range: [0, 0, 0, 3], message: /^Must be an object \(is an array\)$/, path: [] }] },
  { name: 'string one under the minimum', text: `{"name":"ab",${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 12], message: /^Must be at least 3 characters \(is 2\)$/, code: 'too_small' }] },
  { name: 'string one over the maximum', text: `{"name":"${x(51)}",${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 61], message: /^Must be at most 50 characters \(is 51\)$/, code: 'too_big' }] },
  { name: 'empty action_id', text: '{"action_id":"","name":"abc","subject_token_type":"urn:acme:token","type":"custom_authentication"}', schema: tokenExchangeProfile, expect: [{ range: [0, 13, 0, 15], message: /^Must be at least 1 character \(is 0\)$/ }] },
  { name: 'action_id of 37 characters', text: `{"action_id":"${x(37)}","name":"abc","subject_token_type":"urn:acme:token","type":"custom_authentication"}`, schema: tokenExchangeProfile, expect: [{ range: [0, 13, 0, 52], message: /^Must be at most 36 characters \(is 37\)$/ }] },
  { name: 'subject_token_type that is not a URI', text: '{"subject_token_type":"not a uri","name":"abc","action_id":"a1","type":"custom_authentication"}', schema: tokenExchangeProfile, expect: [{ range: [0, 22, 0, 33], message: /^Must be a valid URL or URI with a scheme/, code: 'invalid_format' }] },
  { name: 'subject_token_type URI shorter than 8', text: '{"subject_token_type":"urn:a","name":"abc","action_id":"a1","type":"custom_authentication"}', schema: tokenExchangeProfile, expect: [{ range: [0, 22, 0, 29], message: /^Must be at least 8 characters \(is 5\)$/ }] },
  { name: 'subject_token_type longer than 100', text: `{"subject_token_type":"https://example.com/${x(81)}","name":"abc","action_id":"a1","type":"custom_authentication"}`, schema: tokenExchangeProfile, expect: [{ range: [0, 22, 0, 125], message: /^Must be at most 100 characters \(is 101\)$/ }] },
  { name: 'enum value not allowed', text: '{"type":"custom","name":"abc","subject_token_type":"urn:acme:token","action_id":"a1"}', schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 16], message: /^Must be "custom_authentication" \(is "custom"\)$/, code: 'invalid_value' }] },
  {
    name: 'unknown properties at the root, one problem per key',
    text: lf('{', '  "foo": 1,', '  "name": "abc",', '  "subject_token_type": "urn:acme:token",', '  "action_id": "a1",', '  "type": "custom_authentication",', '  "bar": 2', '}'),
    schema: tokenExchangeProfile,
    expect: [
      { range: [1, 2, 1, 7], message: /^Unknown property "foo": not accepted by the server$/, path: ['foo'], code: 'unrecognized_keys' },
      { range: [6, 2, 6, 7], message: /^Unknown property "bar": not accepted by the server$/, path: ['bar'] },
    ],
  },
  {
    name: 'missing required properties at the root: on the opening brace',
    text: '{}',
    schema: tokenExchangeProfile,
    expect: [
      { range: [0, 0, 0, 1], message: /^Missing required property "name"$/, path: ['name'], code: 'missing_property' },
      { range: [0, 0, 0, 1], message: /^Missing required property "subject_token_type"$/ },
      { range: [0, 0, 0, 1], message: /^Missing required property "action_id"$/ },
      { range: [0, 0, 0, 1], message: /^Missing required property "type": must be "custom_authentication"$/ },
    ],
  },
  { name: 'one missing property among others', text: lf('', '  {"name":"abc","subject_token_type":"urn:acme:token","type":"custom_authentication"}'), schema: tokenExchangeProfile, expect: [{ range: [1, 2, 1, 3], message: /^Missing required property "action_id"$/ }] },
]);

table('validate: schema (connection edit and nested options)', [
  { name: 'record with 11 keys when at most 10 are allowed', text: `{"metadata":{${Array.from({ length: 11 }, (_, i) => `"k${i}":"v"`).join(',')}}}`, schema: connectionEdit, expect: [{ range: [0, 12, 0, 113], message: /^Must have at most 10 properties \(has 11\)$/, path: ['metadata'] }] },
  { name: 'metadata value of 256 characters when 255 is the maximum', text: `{"metadata":{"k":"${x(256)}"}}`, schema: connectionEdit, expect: [{ range: [0, 17, 0, 275], message: /^Must be at most 255 characters \(is 256\)$/, path: ['metadata', 'k'] }] },
  { name: 'display_name of 129 characters', text: `{"display_name":"${x(129)}"}`, schema: connectionEdit, expect: [{ range: [0, 16, 0, 147], message: /^Must be at most 128 characters \(is 129\)$/ }] },
  { name: 'non-string array element', text: '{"realms":["a",1]}', schema: connectionEdit, expect: [{ range: [0, 15, 0, 16], message: /^Must be a string \(is a number\)$/, path: ['realms', 1] }] },
  { name: 'string instead of an array', text: '{"realms":"a"}', schema: connectionEdit, expect: [{ range: [0, 10, 0, 13], message: /^Must be an array \(is a string\)$/ }] },
  { name: 'unknown property at the root of a connection edit (name is not editable)', text: '{"name":"x","display_name":"y"}', schema: connectionEdit, expect: [{ range: [0, 1, 0, 7], message: /^Unknown property "name": not accepted by the server$/ }] },
  {
    name: 'unknown property in a nested strict object',
    text: lf('{', '  "options": {', '    "validation": {', '      "username": { "min": 1, "max": 15, "mni": 2 }', '    }', '  }', '}'),
    schema: nestedOptions,
    expect: [{ range: [3, 41, 3, 46], message: /^Unknown property "mni"/, path: ['options', 'validation', 'username', 'mni'] }],
  },
  {
    name: 'missing nested property: on the key of its parent',
    text: lf('{', '  "options": {', '    "validation": {', '      "username": { "max": 15 }', '    }', '  }', '}'),
    schema: nestedOptions,
    expect: [{ range: [3, 6, 3, 16], message: /^Missing required property "min"$/, path: ['options', 'validation', 'username', 'min'] }],
  },
  { name: 'missing nested object: on the nearest existing key', text: '{"options": {}}', schema: nestedOptions, expect: [{ range: [0, 1, 0, 10], message: /^Missing required property "validation"$/ }] },
  {
    name: 'missing property in an array element: on that element\'s brace',
    text: '{"items":[{"id":"a"},{}]}',
    schema: z.object({ items: z.array(z.object({ id: z.string() })) }),
    expect: [{ range: [0, 21, 0, 22], message: /^Missing required property "id"$/, path: ['items', 1, 'id'] }],
  },
  { name: 'array with too few items', text: '{"realms":[]}', schema: z.object({ realms: z.array(z.string()).check(z.minLength(1)) }), expect: [{ range: [0, 10, 0, 12], message: /^Must have at least 1 item \(has 0\)$/ }] },
  { name: 'array with too many items', text: '{"realms":["a","b","c"]}', schema: z.object({ realms: z.array(z.string()).check(z.maxLength(2)) }), expect: [{ range: [0, 10, 0, 23], message: /^Must have at most 2 items \(has 3\)$/ }] },
]);

table('validate: other zod issue kinds', [
  { name: 'enum with several values lists them all', text: '{"s":"d"}', schema: z.object({ s: z.enum(['a', 'b', 'c']) }), expect: [{ range: [0, 5, 0, 8], message: /^Must be one of "a", "b", "c" \(is "d"\)$/ }] },
  { name: 'literal', text: '{"v":2}', schema: z.object({ v: z.literal(1) }), expect: [{ range: [0, 5, 0, 6], message: /^Must be 1 \(is 2\)$/ }] },
  { name: 'url format', text: '{"u":"example.com"}', schema: z.object({ u: z.url() }), expect: [{ range: [0, 5, 0, 18], message: /^Must be a valid URL/ }] },
  { name: 'http(s) URL required', text: '{"u":"ftp://example.com"}', schema: z.object({ u: z.httpUrl() }), expect: [{ range: [0, 5, 0, 24], message: /^Must be an http:\/\/ or https:\/\/ URL$/ }] },
  { name: 'http(s) URL with a host name required', text: '{"u":"https://exa mple"}', schema: z.object({ u: z.httpUrl() }), expect: [{ range: [0, 5, 0, 23], message: /^Must be a valid URL/ }] },
  { name: 'email format', text: '{"e":"nope"}', schema: z.object({ e: z.email() }), expect: [{ range: [0, 5, 0, 11], message: /^Must be a valid email address/ }] },
  { name: 'regex', text: '{"k":"A B"}', schema: z.object({ k: z.string().check(z.regex(/^[a-z]+$/)) }), expect: [{ range: [0, 5, 0, 10], message: /^Must match the pattern \/\^\[a-z\]\+\$\/$/ }] },
  { name: 'starts with', text: '{"k":"abc"}', schema: z.object({ k: z.string().check(z.startsWith('con_')) }), expect: [{ range: [0, 5, 0, 10], message: /^Must start with "con_"$/ }] },
  { name: 'integer', text: '{"n":1.5}', schema: z.object({ n: z.int() }), expect: [{ range: [0, 5, 0, 8], message: /^Must be an integer \(is 1\.5\)$/ }] },
  { name: 'number bounds', text: '{"n":0,"m":11}', schema: z.object({ n: z.number().check(z.minimum(1)), m: z.number().check(z.maximum(10)) }), expect: [
    { range: [0, 5, 0, 6], message: /^Must be at least 1 \(is 0\)$/ },
    { range: [0, 11, 0, 13], message: /^Must be at most 10 \(is 11\)$/ },
  ] },
  { name: 'exclusive bound', text: '{"n":0}', schema: z.object({ n: z.number().check(z.positive()) }), expect: [{ range: [0, 5, 0, 6], message: /^Must be greater than 0 \(is 0\)$/ }] },
  { name: 'boolean', text: '{"b":"yes"}', schema: z.object({ b: z.boolean() }), expect: [{ range: [0, 5, 0, 10], message: /^Must be true or false \(is a string\)$/ }] },
  { name: 'union of scalar types', text: '{"v":true}', schema: z.object({ v: z.union([z.string(), z.number()]) }), expect: [{ range: [0, 5, 0, 9], message: /^Must be a string or a number \(is true\)$/ }] },
  {
    name: 'union of objects: reports the branch that got furthest',
    text: '{"v":{"kind":"a","x":1}}',
    schema: z.object({ v: z.union([z.strictObject({ kind: z.literal('a'), x: z.string() }), z.strictObject({ kind: z.literal('b'), y: z.number() })]) }),
    expect: [{ range: [0, 21, 0, 22], message: /^Must be a string \(is a number\)$/, path: ['v', 'x'] }],
  },
  {
    name: 'discriminated union: unknown discriminator',
    text: '{"kind":"c"}',
    schema: z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]),
    expect: [{ range: [0, 8, 0, 11], message: /^Must be one of "a", "b" \(is "c"\)$/, path: ['kind'] }],
  },
  {
    name: 'discriminated union: missing discriminator',
    text: '{"v":{}}',
    schema: z.object({ v: z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]) }),
    expect: [{ range: [0, 1, 0, 4], message: /^Missing required property "kind": must be one of "a", "b"$/ }],
  },
  { name: 'record key format', text: '{"m":{"Bad Key":"v"}}', schema: z.object({ m: z.record(z.string().check(z.regex(/^[a-z]+$/)), z.string()) }), expect: [{ range: [0, 6, 0, 15], message: /^Invalid key "Bad Key": must match the pattern/, path: ['m', 'Bad Key'] }] },
  { name: 'custom refinement keeps its message, on the value', text: '{"n":"a b"}', schema: z.object({ n: z.string().check(z.refine((s) => !s.includes(' '), 'Must not contain spaces')) }), expect: [{ range: [0, 5, 0, 10], message: /^Must not contain spaces$/, code: 'custom' }] },
  { name: 'object-size refinement with its own message', text: '{"m":{"a":"1","b":"2"}}', schema: z.object({ m: z.record(z.string(), z.string()).check(z.refine((m) => Object.keys(m).length <= 1, { message: 'must have at most 1 property' })) }), expect: [{ range: [0, 5, 0, 22], message: /^Must have at most 1 property$/ }] },
  { name: 'a schema message starting with an identifier is kept as written', text: '{"n":"a"}', schema: z.object({ n: z.string().check(z.refine(() => false, 'display_name must be set')) }), expect: [{ range: [0, 5, 0, 8], message: /^display_name must be set$/ }] },
  { name: 'refinement without a message', text: '{"n":"a"}', schema: z.object({ n: z.string().check(z.refine(() => false)) }), expect: [{ range: [0, 5, 0, 8], message: /^Invalid value$/ }] },
  { name: 'a schema\'s own message wins over the default', text: '{"n":"a"}', schema: z.object({ n: z.string().check(z.minLength(3, 'Name is too short')) }), expect: [{ range: [0, 5, 0, 8], message: /^Name is too short$/ }] },
]);

table('validate: line endings and unicode', [
  {
    name: 'CRLF multi-line document',
    text: crlf('{', '  "name": "ab",', '  "subject_token_type": 5,', '  "action_id": "a1",', '  "type": "custom_authentication"', '}'),
    schema: tokenExchangeProfile,
    expect: [
      { range: [1, 10, 1, 14], message: /^Must be at least 3 characters \(is 2\)$/ },
      { range: [2, 24, 2, 25], message: /^Must be a string \(is a number\)$/ },
    ],
  },
  { name: 'lone CR line breaks count as lines, like in VS Code', text: '{\r"name":1,\r' + `${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [1, 7, 1, 8], message: /^Must be a string/ }] },
  { name: 'astral characters: ranges in UTF-16 code units, lengths in characters', text: `{"name":"😀😀",${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 14], message: /^Must be at least 3 characters \(is 2\)$/ }] },
  { name: 'a problem after an astral character on the same line', text: '{"action_id":"😀","name":1,"subject_token_type":"urn:acme:token","type":"custom_authentication"}', schema: tokenExchangeProfile, expect: [{ range: [0, 25, 0, 26], message: /^Must be a string/ }] },
  { name: 'astral key of an unknown property', text: `{"😀":1,"name":"abc",${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 1, 0, 5], message: /^Unknown property "😀"/ }] },
  { name: '50 emoji fit a 50-character name', text: `{"name":"${'😀'.repeat(50)}",${REST}}`, schema: tokenExchangeProfile, expect: [] },
  { name: '51 emoji are 51 characters, not 102', text: `{"name":"${'😀'.repeat(51)}",${REST}}`, schema: tokenExchangeProfile, expect: [{ range: [0, 8, 0, 112], message: /^Must be at most 50 characters \(is 51\)$/ }] },
]);

describe('validate: pathological documents', () => {
  it('caps syntax errors at 100', () => {
    const problems = validate(`[${'x,'.repeat(300)}1]`, z.unknown());
    assert.equal(problems.length, 100);
    assert.match(problems[0].message, /^Unexpected "x"/);
  });

  it('reports a document nested too deeply instead of throwing', () => {
    const problems = validate('['.repeat(100_000) + ']'.repeat(100_000), z.unknown());
    assert.deepEqual(problems.map((p) => [rangeOf(p), p.message]), [[[0, 0, 0, 1], 'The document is nested too deeply to be checked']]);
  });
});

describe('validate: extraChecks', () => {
  const notDeployed = (value: unknown, ctx: { rangeOf(path: (string | number)[], what?: 'key' | 'value'): Problem['range'] }): Problem[] => {
    const id = (value as { action_id?: unknown }).action_id;
    if (id === 'a1') return [{ range: ctx.rangeOf(['action_id']), message: 'Action "a1" is not deployed', severity: 'warning', path: ['action_id'], code: 'action_not_deployed' }];
    return [];
  };

  it('adds caller problems with ranges from the same tree', () => {
    const problems = validate(lf('{', `  "name":"abc",${REST}`, '}'), tokenExchangeProfile, { extraChecks: notDeployed });
    assert.equal(problems.length, 1);
    assert.deepEqual(rangeOf(problems[0]), [1, 65, 1, 69]);
    assert.equal(problems[0].severity, 'warning');
    assert.equal(problems[0].code, 'action_not_deployed');
  });

  it('resolves key ranges and missing paths', () => {
    const seen: number[][] = [];
    validate('{"options":{"a":1}}', connectionEdit, {
      extraChecks: (_value, ctx) => {
        seen.push(Object.values(ctx.rangeOf(['options', 'a'], 'key')).flatMap((p) => [p.line, p.character]));
        seen.push(Object.values(ctx.rangeOf(['options', 'a'])).flatMap((p) => [p.line, p.character]));
        seen.push(Object.values(ctx.rangeOf(['options', 'b', 'c'])).flatMap((p) => [p.line, p.character]));
        return [];
      },
    });
    assert.deepEqual(seen, [
      [0, 12, 0, 15],
      [0, 16, 0, 17],
      [0, 1, 0, 10],
    ]);
  });

  it('runs even when the schema fails, and its problems are sorted in', () => {
    const problems = validate(`{"action_id":"a1","name":"ab","subject_token_type":"urn:acme:token","type":"custom_authentication"}`, tokenExchangeProfile, { extraChecks: notDeployed });
    assert.deepEqual(
      problems.map((p) => [rangeOf(p), p.message]),
      [
        [[0, 13, 0, 17], 'Action "a1" is not deployed'],
        [[0, 25, 0, 29], 'Must be at least 3 characters (is 2)'],
      ],
    );
  });

  it('is not called when the document has fatal syntax errors', () => {
    let called = false;
    const problems = validate('{"action_id":"a1" "name":"abc"}', tokenExchangeProfile, { extraChecks: () => ((called = true), []) });
    assert.equal(called, false);
    assert.equal(problems.length, 1);
  });
});

describe('positions and paths', () => {
  it('lineStarts handles LF, CRLF and lone CR', () => {
    assert.deepEqual(lineStarts('a\nb\r\nc\rd'), [0, 2, 5, 7]);
    assert.deepEqual(lineStarts(''), [0]);
  });

  it('offsetToPosition binary-searches the table', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\r\n');
    const starts = lineStarts(text);
    const offset = text.indexOf('line 737') + 5;
    assert.deepEqual(offsetToPosition(starts, offset), { line: 737, character: 5 });
    assert.deepEqual(offsetToPosition(starts, 0), { line: 0, character: 0 });
    assert.deepEqual(offsetToPosition(starts, text.length), { line: 999, character: 8 });
  });

  it('formatPath writes dotted keys and indexes', () => {
    assert.equal(formatPath(['options', 'validation', 'username', 'min']), 'options.validation.username.min');
    assert.equal(formatPath(['realms', 2]), 'realms[2]');
    assert.equal(formatPath(['metadata', 'my key']), 'metadata["my key"]');
    assert.equal(formatPath([0, 'a']), '[0].a');
    assert.equal(formatPath([]), '');
  });
});
