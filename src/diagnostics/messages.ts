import type { core } from 'zod/mini';
import { quote } from './problem';

type Issue = core.$ZodIssue;

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  bigint: 'an integer',
  boolean: 'true or false',
  null: 'null',
  array: 'an array',
  tuple: 'an array',
  set: 'an array',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  date: 'a date',
};

const FORMATS: Record<string, string> = {
  url: 'Must be a valid URL or URI with a scheme (e.g. https://example.com/path or urn:example:name)',
  email: 'Must be a valid email address (e.g. name@example.com)',
  uuid: 'Must be a valid UUID (e.g. 123e4567-e89b-12d3-a456-426614174000)',
  guid: 'Must be a valid GUID (e.g. 123e4567-e89b-12d3-a456-426614174000)',
  datetime: 'Must be an ISO 8601 date-time (e.g. 2024-01-31T12:00:00Z)',
  date: 'Must be a date in YYYY-MM-DD format',
  time: 'Must be a time in HH:MM[:SS] format',
  duration: 'Must be an ISO 8601 duration (e.g. PT30M)',
  ipv4: 'Must be a valid IPv4 address',
  ipv6: 'Must be a valid IPv6 address',
  cidrv4: 'Must be an IPv4 range in CIDR notation (e.g. 10.0.0.0/8)',
  cidrv6: 'Must be an IPv6 range in CIDR notation',
  base64: 'Must be base64-encoded',
  base64url: 'Must be base64url-encoded',
  jwt: 'Must be a JSON Web Token',
  hostname: 'Must be a valid host name',
  e164: 'Must be a phone number in E.164 format (e.g. +14155552671)',
  lowercase: 'Must be lowercase',
  uppercase: 'Must be uppercase',
};

/** Code points, the unit zod 4 measures string lengths in. */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** `a string`, `an array`, `null`… for "(is …)". */
export function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  switch (typeof input) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return input ? 'true' : 'false';
    case 'object':
      return 'an object';
    default:
      return typeof input;
  }
}

export function expectedName(expected: string): string {
  return EXPECTED[expected] ?? expected;
}

export function oneOf(values: readonly unknown[]): string {
  const quoted = values.map((v) => quote(v, 80));
  if (quoted.length === 1) return quoted[0];
  return `one of ${quoted.join(', ')}`;
}

/** "a string or a number", "a string, \"auto\" or null". */
export function alternatives(options: readonly string[]): string {
  const unique = [...new Set(options)];
  return unique.length <= 1 ? (unique[0] ?? 'a valid value') : `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}

const is = (input: unknown) => (input === undefined ? '' : ` (is ${typeof input === 'string' || typeof input === 'number' ? quote(input) : describeInput(input)})`);

function plural(n: number | bigint, one: string, many: string): string {
  return `${n} ${n === 1 || n === 1n ? one : many}`;
}

function sizeOf(input: unknown): [number, string, string, string] | undefined {
  if (typeof input === 'string') return [codePoints(input), 'be', 'character', 'characters'];
  if (Array.isArray(input)) return [input.length, 'have', 'item', 'items'];
  if (input !== null && typeof input === 'object') return [Object.keys(input).length, 'have', 'property', 'properties'];
  return undefined;
}

function limit(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  const size = sizeOf(issue.input);
  if (size !== undefined && issue.origin !== 'number' && issue.origin !== 'int' && issue.origin !== 'bigint') {
    const [actual, verb, one, many] = size;
    const relation = issue.exact ? 'exactly' : small ? (issue.inclusive === false ? 'more than' : 'at least') : issue.inclusive === false ? 'fewer than' : 'at most';
    return `Must ${verb} ${relation} ${plural(bound, one, many)} (${verb === 'be' ? 'is' : 'has'} ${actual})`;
  }
  const relation = issue.exact ? 'exactly' : small ? (issue.inclusive === false ? 'greater than' : 'at least') : issue.inclusive === false ? 'less than' : 'at most';
  return `Must be ${relation} ${String(bound)}${is(issue.input)}`;
}

function format(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const i = issue as typeof issue & { prefix?: string; suffix?: string; includes?: string; note?: string };
  switch (issue.format) {
    case 'regex':
      return `Must match the pattern ${issue.pattern ?? ''}`.trimEnd();
    case 'starts_with':
      return `Must start with ${quote(i.prefix)}`;
    case 'ends_with':
      return `Must end with ${quote(i.suffix)}`;
    case 'includes':
      return `Must contain ${quote(i.includes)}`;
    case 'url':
      // zod's "Invalid URL format" note is its guard for http(s)-only URLs lacking `://`.
      if (i.note === 'Invalid URL format' || (i.note === 'Invalid protocol' && issue.pattern === '^https?$')) return 'Must be an http:// or https:// URL';
      if (i.note === 'Invalid protocol') return `URL scheme not allowed: must match /${issue.pattern}/`;
      if (i.note === 'Invalid hostname') return `URL host not allowed: must match /${issue.pattern}/`;
      return FORMATS.url;
    default:
      return FORMATS[issue.format] ?? `Must be a valid ${issue.format}`;
  }
}

/**
 * Returned by the error map passed to `safeParse`. A schema's own messages (`z.refine(fn, 'msg')`,
 * `z.minLength(3, 'msg')`) outrank that map, so any other message is the schema author's and is kept.
 */
export const DEFAULT_MESSAGE = '\u0000default';

/** The schema's own message when it has one, else a plain-English one. */
export function messageOf(issue: Issue): string {
  return issue.message && issue.message !== DEFAULT_MESSAGE ? sentence(issue.message) : messageFor(issue);
}

/** A schema message as a sentence: "must be …" → "Must be …"; identifiers ("display_name …") stay as written. */
export function sentence(message: string): string {
  return /^[a-z]+(?=[\s,:;.]|$)/.test(message) ? message.charAt(0).toUpperCase() + message.slice(1) : message;
}

/** Plain-English message for a zod issue whose value is present (missing values are handled by the caller). */
function messageFor(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'never') return 'Not allowed here: remove this property';
      if (issue.expected === 'int' && typeof issue.input === 'number') return `Must be an integer (is ${issue.input})`;
      return `Must be ${expectedName(issue.expected)}${issue.input === undefined ? '' : ` (is ${describeInput(issue.input)})`}`;
    case 'too_small':
    case 'too_big':
      return limit(issue);
    case 'invalid_value':
      return `Must be ${oneOf(issue.values)}${is(issue.input)}`;
    case 'invalid_format':
      return format(issue);
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}${is(issue.input)}`;
    case 'invalid_key':
      return `Invalid key ${quote(issue.path[issue.path.length - 1])}: ${lowerFirst(issue.issues.map(messageOf).join('; '))}`;
    case 'invalid_element':
      return `Invalid element: ${lowerFirst(issue.issues.map(messageOf).join('; '))}`;
    case 'invalid_union':
      if (issue.inclusive === false) return 'Matches more than one of the accepted forms: make it match exactly one';
      if (issue.discriminator !== undefined && issue.options !== undefined) return `Must be ${oneOf(issue.options)}${is(issue.input)}`;
      return 'Does not match any of the accepted forms';
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'property' : 'properties'} ${issue.keys.map((k) => quote(k)).join(', ')}: not accepted by the server`;
    case 'custom':
      return 'Invalid value';
    default:
      return 'Invalid value';
  }
}

function lowerFirst(text: string): string {
  return text.length > 0 && !/^[A-Z]{2}/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
