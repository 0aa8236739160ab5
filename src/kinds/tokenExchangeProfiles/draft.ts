/**
 * The Create Token Exchange Profile draft, without `vscode`: the template, the semantic checks that the
 * schema cannot express (reserved namespaces, the chosen action) and where a server error belongs.
 */
import { isReservedSubjectTokenType } from './api';
import type { CheckContext, PathSegment, Problem } from '../../diagnostics/validate';
import type { ActionInfo } from '../facets/draft';
import { actionRefProblems, type ActionRef } from '../actionRefChecks';

export const CTE_TRIGGER = 'custom-token-exchange';
export const DEFAULT_PROFILE_NAME = 'Token Exchange Profile 1';
/** RFC 6963 reserves the `example` URN namespace for documentation: never a real token type. */
export const EXAMPLE_SUBJECT_TOKEN_TYPE = 'urn:example:external-token';

export type { ActionInfo };

export const isTokenExchangeAction = (a: ActionInfo): boolean => a.deployed && a.triggers.includes(CTE_TRIGGER);

/**
 * The draft's first text: valid as it is when the tenant has a deployed custom-token-exchange action and
 * `subjectTokenType` is free (see freeSubjectTokenType).
 */
export function profileTemplate(actionId = '', subjectTokenType = EXAMPLE_SUBJECT_TOKEN_TYPE, name = DEFAULT_PROFILE_NAME): string {
  const body = { name, subject_token_type: subjectTokenType, action_id: actionId, type: 'custom_authentication' };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** A subject_token_type no profile of the tenant has (it is unique per tenant): the example, else `…-2`, `…-3`, … */
export function freeSubjectTokenType(taken: Iterable<string | undefined>): string {
  const used = new Set(taken);
  let candidate = EXAMPLE_SUBJECT_TOKEN_TYPE;
  for (let n = 2; used.has(candidate); n++) candidate = `${EXAMPLE_SUBJECT_TOKEN_TYPE}-${n}`;
  return candidate;
}

const RESERVED_URN = ['urn:ietf', 'urn:auth0', 'urn:okta'];
const RESERVED_HOSTS = ['auth0.com', 'okta.com'];
export const RESERVED_NAMESPACES = [...RESERVED_URN, ...RESERVED_HOSTS.map((h) => `http(s)://${h}`)];

/** The reserved namespace `value` falls in (research §2.1; the hosts themselves, not their subdomains), or undefined. */
export function reservedNamespace(value: string): string | undefined {
  const lower = value.trim().toLowerCase();
  if (!isReservedSubjectTokenType(lower)) return undefined;
  const urn = RESERVED_URN.find((p) => lower === p || lower.startsWith(`${p}:`));
  if (urn) return urn;
  const host = /^https?:\/\/([^/?#:]*)/.exec(lower)?.[1] ?? '';
  return `${lower.startsWith('https') ? 'https' : 'http'}://${host}`;
}

function subjectTokenTypeProblems(value: unknown, ctx: CheckContext): Problem[] {
  if (typeof value !== 'string') return [];
  const path: PathSegment[] = ['subject_token_type'];
  const reserved = reservedNamespace(value);
  if (!reserved) return [];
  const message = `subject_token_type is in the reserved namespace ${reserved}; the tenant rejects ${RESERVED_NAMESPACES.join(', ')}. Use a URI you own, e.g. https://yourcompany.example/token-type or urn:yourcompany:token-type.`;
  return [{ range: ctx.rangeOf(path), message, severity: 'warning', path, code: 'reserved_namespace' }];
}

const ACTION_REF: ActionRef = {
  path: ['action_id'],
  trigger: CTE_TRIGGER,
  undeployed: { severity: 'error', consequence: 'Deploy it first.' },
  pendingChanges: 'the profile runs the deployed version.',
};

/**
 * Semantic checks for `validate(..., { extraChecks })`. `actions` undefined means "not known" (not loaded
 * yet, or the token cannot read actions): the action_id check is then skipped.
 */
export function tokenExchangeProfileChecks(actions?: readonly ActionInfo[]) {
  return (value: unknown, ctx: CheckContext): Problem[] => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    const body = value as Record<string, unknown>;
    return [
      ...subjectTokenTypeProblems(body.subject_token_type, ctx),
      ...(actions ? actionRefProblems(body.action_id, actions, ACTION_REF, ctx) : []),
    ];
  };
}

/** The field a create error from the server is about, so it can be shown on that field; undefined if none. */
export function serverErrorField(status: number, message: string): 'name' | 'subject_token_type' | 'action_id' | 'type' | undefined {
  if (status === 409) return 'subject_token_type';
  if (status !== 400) return undefined;
  const property = /on property (name|subject_token_type|action_id|type)\b/.exec(message)?.[1];
  if (property) return property as 'name' | 'subject_token_type' | 'action_id' | 'type';
  if (/subject_token_type/i.test(message)) return 'subject_token_type';
  if (/\baction\b/i.test(message)) return 'action_id';
  if (/\btype\b/i.test(message)) return 'type';
  if (/\bname\b/i.test(message)) return 'name';
  return undefined;
}
