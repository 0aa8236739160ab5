// The contract as a test oracle: which operations of the covered kinds it lists, what each answer's body must look
// like for its status, and which request bodies it accepts. Schemas come from the emulator's copy of the contract
// (src/emulator/contract/, with its amendments) through one Ajv (JSON Schema 2020-12).
import type { ValidateFunction } from 'ajv/dist/2020';
import { CONTRACT_ID, contract, contractAjv } from '../../../src/emulator/contract';

export const ajv = contractAjv();

/** The kinds the extension covers today, as contract path prefixes. */
export const COVERED_PREFIXES = [
  '/token-exchange-profiles', '/connections', '/event-streams', '/flows/vault/connections', '/guardian/factors/phone',
  '/verifiable-credentials/verification/templates', '/resource-servers', '/actions/actions', '/actions/triggers', '/actions/executions',
] as const;

/** Operations of those kinds that neither the extension nor the emulator implement (yet). */
export const NOT_EMULATED = new Set([
  'GET /connections-directory-provisionings', 'GET /connections-scim-configurations', 'DELETE /connections/{id}/users',
  ...['GET', 'DELETE', 'PATCH', 'POST'].map((m) => `${m} /connections/{id}/directory-provisioning`),
  'GET /connections/{id}/directory-provisioning/default-mapping', 'POST /connections/{id}/directory-provisioning/synchronizations',
  'GET /connections/{id}/directory-provisioning/synchronized-groups', 'PUT /connections/{id}/directory-provisioning/synchronized-groups',
  'GET /connections/{id}/keys', 'POST /connections/{id}/keys', 'POST /connections/{id}/keys/rotate',
  ...['GET', 'DELETE', 'PATCH', 'POST'].map((m) => `${m} /connections/{id}/scim-configuration`),
  'GET /connections/{id}/scim-configuration/default-mapping', 'GET /connections/{id}/scim-configuration/tokens',
  'POST /connections/{id}/scim-configuration/tokens', 'DELETE /connections/{id}/scim-configuration/tokens/{tokenId}',
]);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `METHOD /path/{template}` of every covered operation the emulator implements, from the contract's paths. */
export function coveredOperations(): string[] {
  return Object.entries(contract.paths)
    .filter(([path]) => COVERED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)))
    .flatMap(([path, ops]) => Object.keys(ops).filter((m) => METHODS.includes(m)).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((op) => !NOT_EMULATED.has(op));
}

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The operation (`METHOD /template`) a request path (without /api/v2 and query) belongs to, if the contract has it. */
export function operationOf(method: string, path: string): string | undefined {
  const segs = path.split('/');
  const template = Object.keys(contract.paths).find((t) => {
    const ts = t.split('/');
    return ts.length === segs.length && ts.every((s, i) => (s.startsWith('{') ? segs[i] !== '' : s === segs[i]));
  });
  return template && contract.paths[template]![method.toLowerCase()] ? `${method.toUpperCase()} ${template}` : undefined;
}

const validators = new Map<string, ValidateFunction | null>();

function compiled(key: string, schemaPointer: string | undefined): ValidateFunction | null {
  if (!validators.has(key)) validators.set(key, schemaPointer ? ajv.compile({ $ref: `${CONTRACT_ID}#${schemaPointer}` }) : null);
  return validators.get(key)!;
}

type Op = { responses?: Record<string, { content?: Record<string, { schema?: object }> }>; requestBody?: { content?: Record<string, { schema?: object }> } };
const opOf = (operation: string): Op => {
  const [method, template] = operation.split(' ') as [string, string];
  return contract.paths[template]![method.toLowerCase()] as Op;
};
const opPointer = (operation: string) => {
  const [method, template] = operation.split(' ') as [string, string];
  return `/paths/${pointer(template)}/${method.toLowerCase()}`;
};

/** Whether the contract describes a response for this status, and the validator of its JSON body if it has one. */
export function responseSchema(operation: string, status: number): { listed: boolean; validate: ValidateFunction | null } {
  const response = opOf(operation).responses?.[String(status)];
  const hasJson = Boolean(response?.content?.['application/json']?.schema);
  const validate = compiled(`${operation} ${status}`, hasJson ? `${opPointer(operation)}/responses/${status}/content/application~1json/schema` : undefined);
  return { listed: response !== undefined, validate };
}

/** The request body schema of an operation (with its $refs), or undefined when it takes none. */
export function requestSchema(operation: string): object | undefined {
  return opOf(operation).requestBody?.content?.['application/json']?.schema;
}

/** The validator of an operation's request body. */
export function requestValidator(operation: string): ValidateFunction {
  return compiled(`${operation} request`, `${opPointer(operation)}/requestBody/content/application~1json/schema`)!;
}

export const describeErrors = (v: ValidateFunction) => ajv.errorsText(v.errors, { separator: '; ' });
