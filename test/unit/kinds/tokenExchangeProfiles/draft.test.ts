import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { createTokenExchangeProfileSchema } from '../../../../src/kinds/tokenExchangeProfiles/api';
import {
  profileTemplate, reservedNamespace, serverErrorField, tokenExchangeProfileChecks, type ActionInfo,
} from '../../../../src/kinds/tokenExchangeProfiles/draft';
import { draftProblems } from '../../../../src/editors/drafts/draftProblems';
import { validate, type Problem } from '../../../../src/diagnostics/validate';

const CTE = 'c7e00000-0000-4000-8000-000000000001';
const ACTIONS: ActionInfo[] = [
  { id: CTE, name: 'validate-partner-token', deployed: true, triggers: ['custom-token-exchange'], allChangesDeployed: true },
  { id: 'c7e00000-0000-4000-8000-000000000002', name: 'draft-cte', deployed: false, triggers: ['custom-token-exchange'] },
  { id: 'c7e00000-0000-4000-8000-000000000003', name: 'cte-with-changes', deployed: true, triggers: ['custom-token-exchange'], allChangesDeployed: false },
  { id: 'a0000000-0000-4000-8000-000000000004', name: 'add-roles', deployed: true, triggers: ['post-login'] },
];

function doc(fields: Record<string, unknown>): string {
  return JSON.stringify({ name: 'Partner token', subject_token_type: 'https://partner.example.com/id-token', action_id: CTE, type: 'custom_authentication', ...fields }, null, 2);
}

type Row = [number, number, number, string, string | undefined];
const rows = (problems: Problem[]): Row[] => problems.map((p) => [p.range.start.line, p.range.start.character, p.range.end.character, p.severity, p.code]);

/** Problems of a draft (schema + semantic checks) as [line, startChar, endChar, severity, code]. */
function check(text: string, actions: ActionInfo[] | null = ACTIONS): Row[] {
  return rows(draftProblems('token-exchange-profiles', text, { actions: actions ?? undefined }));
}

/** The semantic checks alone, under a schema that accepts any object. */
function semantic(text: string, actions: ActionInfo[] | null = ACTIONS): Row[] {
  return rows(validate(text, z.looseObject({}), { extraChecks: tokenExchangeProfileChecks(actions ?? undefined) }));
}

describe('token exchange profile draft', () => {
  it('the template is valid against the create schema and has no problem', () => {
    const text = profileTemplate(CTE);
    const parsed = z.safeParse(createTokenExchangeProfileSchema, JSON.parse(text));
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    assert.deepEqual(check(text), []);
    assert.equal(reservedNamespace(JSON.parse(text).subject_token_type), undefined);
  });

  it('the template without an action is valid JSON with one error, on action_id', () => {
    const problems = check(profileTemplate());
    assert.equal(problems.length, 1);
    assert.deepEqual(problems[0].slice(0, 4), [3, 15, 17, 'error']);
  });

  it('knows the reserved namespaces', () => {
    for (const [value, ns] of [
      ['urn:ietf:params:oauth:token-type:jwt', 'urn:ietf'],
      ['URN:Auth0:token', 'urn:auth0'],
      ['urn:okta:x', 'urn:okta'],
      ['https://auth0.com/token', 'https://auth0.com'],
      ['http://okta.com/t', 'http://okta.com'],
    ] as const) assert.equal(reservedNamespace(value), ns, value);
    // The hosts themselves are reserved, not their subdomains (a tenant's own domain such as acme.auth0.com is free).
    for (const value of ['https://acme.auth0.com/x', 'https://login.okta.com/t', 'urn:ietfx:abc', 'https://auth0.company.com/x', 'https://notokta.com/x', 'urn:example:x']) {
      assert.equal(reservedNamespace(value), undefined, value);
    }
  });

  it('warns on a reserved namespace, on the value of subject_token_type', () => {
    // line 2: `  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",` → value at 24..62
    const value = 'urn:ietf:params:oauth:token-type:jwt';
    assert.deepEqual(semantic(doc({ subject_token_type: value })), [[2, 24, 62, 'warning', 'reserved_namespace']]);
    // The create schema rejects reserved namespaces too: the draft shows that one error, not both.
    const problems = check(doc({ subject_token_type: value }));
    assert.equal(problems.length, 1);
    assert.deepEqual(problems[0].slice(0, 4), [2, 24, 62, 'error']);
  });

  it('takes any URL the service takes (http:// too), and refuses a value that is not a URL, on its value', () => {
    assert.deepEqual(check(doc({ subject_token_type: 'http://partner.example.com/t' })), []);
    assert.deepEqual(check(doc({ subject_token_type: 'partner.example.com/t' })).map((p) => p.slice(0, 4)), [[2, 24, 47, 'error']]);
  });

  it('flags an action that is unknown, not deployed or without the trigger, on the action_id value', () => {
    // line 3: `  "action_id": "<36 chars>",` → value at 15..53
    assert.deepEqual(check(doc({ action_id: 'c7e00000-0000-4000-8000-000000000009' })), [[3, 15, 53, 'error', 'action_not_found']]);
    assert.deepEqual(check(doc({ action_id: ACTIONS[1].id })), [[3, 15, 53, 'error', 'action_not_deployed']]);
    assert.deepEqual(check(doc({ action_id: ACTIONS[3].id })), [[3, 15, 53, 'error', 'action_wrong_trigger']]);
    assert.deepEqual(check(doc({ action_id: ACTIONS[2].id })), [[3, 15, 53, 'warning', 'action_changes_not_deployed']]);
  });

  it('skips the action check while the actions are unknown', () => {
    assert.deepEqual(check(doc({ action_id: 'nope' }), null), []);
    assert.deepEqual(semantic(doc({ action_id: 'nope' }), null), []);
  });

  it('reports schema problems on the exact key or value', () => {
    const problems = check(doc({ name: 'ab', type: 'other', extra: 1 }));
    const codes = problems.map((p) => p[4]);
    assert.ok(codes.includes('too_small'), codes.join());
    assert.deepEqual(problems.find((p) => p[4] === 'too_small')?.slice(0, 3), [1, 10, 14]);
    assert.deepEqual(problems.find((p) => p[0] === 4)?.slice(0, 3), [4, 10, 17]);
    assert.deepEqual(problems.find((p) => p[0] === 5)?.slice(0, 3), [5, 2, 9]);
  });

  it('maps server errors to the field they are about', () => {
    assert.equal(serverErrorField(409, 'subject_token_type already exists for tenant'), 'subject_token_type');
    assert.equal(serverErrorField(400, 'Action is not deployed'), 'action_id');
    assert.equal(serverErrorField(400, 'Action not found'), 'action_id');
    assert.equal(serverErrorField(400, 'Action must have supported_triggers: custom-token-exchange'), 'action_id');
    assert.equal(serverErrorField(400, 'type must be custom'), 'type');
    assert.equal(serverErrorField(400, "Payload validation error: 'String is too short (2 chars), minimum 3' on property name (Friendly name)."), 'name');
    assert.equal(serverErrorField(400, 'subject_token_type uses a reserved namespace: urn:ietf:x'), 'subject_token_type');
    assert.equal(serverErrorField(400, 'Invalid request'), undefined);
    assert.equal(serverErrorField(403, 'Insufficient scope'), undefined);
  });
});
