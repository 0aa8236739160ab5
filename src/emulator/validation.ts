// Turns zod issues into the live service's validation messages, e.g.
// "Payload validation error: 'String is too short (2 chars), minimum 3' on property name."
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractRefusal } from './contract';
import { ApiError } from './errors';

type Issue = z.core.$ZodIssue;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

function detail(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Expected type ${issue.expected === 'int' ? 'integer' : issue.expected} but found type ${typeOf(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'string') return `String is too short (${String(issue.input).length} chars), minimum ${issue.minimum}`;
      if (issue.origin === 'array') return `Array is too short (${(issue.input as unknown[]).length}), minimum ${issue.minimum}`;
      return `Value ${String(issue.input)} is less than minimum ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `String is too long (${String(issue.input).length} chars), maximum ${issue.maximum}`;
      if (issue.origin === 'array') return `Array is too long (${(issue.input as unknown[]).length}), maximum ${issue.maximum}`;
      return `Value ${String(issue.input)} is greater than maximum ${issue.maximum}`;
    case 'invalid_value':
      return `No enum match for: ${JSON.stringify(issue.input)}`;
    case 'invalid_format':
      if (issue.format === 'regex') return `String does not match pattern ${(issue as { pattern?: string }).pattern}: ${String(issue.input)}`;
      return `Object didn't pass validation for format ${issue.format}: ${String(issue.input)}`;
    case 'unrecognized_keys':
      return `Additional properties not allowed: ${issue.keys.join(',')}`;
    default:
      return issue.message;
  }
}

/** The message for the first issue; `kind` is "Payload" or "Query". */
export function issueMessage(kind: 'Payload' | 'Query', issue: Issue): string {
  const path = issue.path.map(String);
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) {
    const name = path.pop() ?? '';
    const where = path.length ? ` on property ${path.join('.')}` : '';
    return `${kind} validation error: 'Missing required property: ${name}'${where}.`;
  }
  const where = path.length ? ` on property ${path.join('.')}` : '';
  return `${kind} validation error: '${detail(issue)}'${where}.`;
}

function parse<S extends z.ZodType>(schema: S, input: unknown, kind: 'Payload' | 'Query', code: string): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new ApiError(400, issueMessage(kind, result.error.issues[0]!), code);
}

/** Validates a request body; 400 `invalid_body` on failure. A missing body counts as `{}`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parse(schema, body ?? {}, 'Payload', 'invalid_body');
}

/** Validates a query string object; 400 `invalid_query_string` on failure. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  return parse(schema, query ?? {}, 'Query', 'invalid_query_string');
}

/**
 * Validates a route's request body against `schema`, then `check` (the route's own rules, which may throw), and the
 * service's contract for the operation: refused if any refuses it, with the route's own (more specific) message first.
 */
export function parseRequestBody<S extends z.ZodType, T = z.output<S>>(schema: S, req: FastifyRequest, check?: (body: z.output<S>) => T): T {
  const refusal = contractRefusal(req.method, req.routeOptions.url, req.body);
  const parsed = parseBody(schema, req.body);
  const checked = check ? check(parsed) : (parsed as T);
  if (refusal) throw refusal;
  return checked;
}
