// The service's published contract (contract/management-api.contract.json, OpenAPI 3.1, i.e. JSON Schema 2020-12) as
// the emulator's first check of a request body: a body the contract refuses is refused with 400 `invalid_body` and a
// message worded like the service's validator; a body it accepts goes on to the route's own rules. Validators are
// compiled on first use, one per operation.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { API } from './context';
import contractJson from './contract/management-api.contract.json';
import { amendContract } from './contractAmendments';
import { ApiError } from './errors';

export const CONTRACT_ID = 'management-api-contract';

type Operation = { requestBody?: { content?: { 'application/json'?: { schema?: object } } } };
export interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** The contract with the amendments the newer SDK or the live service call for (contractAmendments.ts). */
export const contract: Contract = amendContract(structuredClone(contractJson) as unknown as Contract);

const isHttpsUrl = (s: string) => URL.canParse(s) && new URL(s).protocol === 'https:';

/** The contract's own formats: checked where their meaning is known, any string otherwise. */
const FORMATS: Record<string, (s: string) => boolean> = {
  url: (s) => URL.canParse(s),
  'forms-url-https': isHttpsUrl,
  'hostname-rfc2181': (s) => /^(?=.{1,253}$)([^.\s/:]{1,63})(\.[^.\s/:]{1,63})*$/.test(s),
};

/** An Ajv holding the whole contract under {@link CONTRACT_ID}; schemas are referred to as `${CONTRACT_ID}#/…`. */
export function contractAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const custom = new Set<string>();
  JSON.stringify(contractJson, (key, value) => {
    if (key === 'format' && typeof value === 'string') custom.add(value);
    return value;
  });
  for (const name of custom) {
    if (FORMATS[name]) ajv.addFormat(name, FORMATS[name]);
    else if (!ajv.formats[name]) ajv.addFormat(name, () => true);
  }
  ajv.addSchema({ ...contract, $id: CONTRACT_ID });
  return ajv;
}

let shared: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction | null>();

/** The contract path template (`/connections/{id}`) of a Fastify route url (`/api/v2/connections/:id`). */
export const contractPath = (routeUrl: string) => routeUrl.slice(API.length).replace(/:([A-Za-z_]+)/g, '{$1}');

function requestValidator(method: string, routeUrl: string): ValidateFunction | null {
  const key = `${method} ${routeUrl}`;
  if (!compiled.has(key)) {
    const op = contract.paths[contractPath(routeUrl)]?.[method.toLowerCase()];
    const schema = op?.requestBody?.content?.['application/json']?.schema;
    shared ??= contractAjv();
    compiled.set(key, schema ? shared.compile({ $ref: `${CONTRACT_ID}#/paths/${pointer(contractPath(routeUrl))}/${method.toLowerCase()}/requestBody/content/application~1json/schema` }) : null);
  }
  return compiled.get(key)!;
}

const pointer = (path: string) => path.replace(/~/g, '~0').replace(/\//g, '~1');

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** The service validator's wording of one error (the same wording as validation.ts gives zod's). */
function detail(e: ErrorObject, value: unknown): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': return `Missing required property: ${String(p.missingProperty)}`;
    case 'additionalProperties': return `Additional properties not allowed: ${String(p.additionalProperty)}`;
    case 'minLength': return `String is too short (${String(value).length} chars), minimum ${String(p.limit)}`;
    case 'maxLength': return `String is too long (${String(value).length} chars), maximum ${String(p.limit)}`;
    case 'pattern': return `String does not match pattern ${String(p.pattern)}: ${String(value)}`;
    case 'enum': case 'const': return `No enum match for: ${JSON.stringify(value)}`;
    case 'type': return `Expected type ${[p.type].flat().join(',')} but found type ${typeOf(value)}`;
    case 'format': return `Object didn't pass validation for format ${String(p.format)}: ${String(value)}`;
    case 'minItems': return `Array is too short (${(value as unknown[]).length}), minimum ${String(p.limit)}`;
    case 'maxItems': return `Array is too long (${(value as unknown[]).length}), maximum ${String(p.limit)}`;
    case 'minimum': return `Value ${String(value)} is less than minimum ${String(p.limit)}`;
    case 'maximum': return `Value ${String(value)} is greater than maximum ${String(p.limit)}`;
    case 'minProperties': return `Too few properties defined (${Object.keys(value as object).length}), minimum ${String(p.limit)}`;
    case 'maxProperties': return `Too many properties defined (${Object.keys(value as object).length}), maximum ${String(p.limit)}`;
    case 'oneOf': case 'anyOf': return "Data does not match any schemas from 'oneOf'";
    default: return e.message ?? 'Invalid value';
  }
}

function at(root: unknown, instancePath: string): unknown {
  let cur: unknown = root;
  for (const seg of instancePath.split('/').slice(1)) cur = (cur as Record<string, unknown> | undefined)?.[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
  return cur;
}

/** The message for a refused body: of the deepest error (the alternative a body meant, for oneOf). */
export function contractMessage(errors: readonly ErrorObject[], body: unknown): string {
  const depth = (e: ErrorObject) => e.instancePath.split('/').length + (e.keyword === 'required' || e.keyword === 'additionalProperties' ? 1 : 0);
  const concrete = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  const pick = [...(concrete.length ? concrete : errors)].sort((a, b) => depth(b) - depth(a))[0]!;
  const where = pick.instancePath.split('/').slice(1).join('.');
  return `Payload validation error: '${detail(pick, at(body, pick.instancePath))}'${where ? ` on property ${where}` : ''}.`;
}

/** The service's 400 when the contract refuses this operation's body (a missing body counts as `{}`), else undefined. */
export function contractRefusal(method: string, routeUrl: string | undefined, body: unknown): ApiError | undefined {
  if (!routeUrl?.startsWith(API)) return undefined;
  const validate = requestValidator(method, routeUrl);
  const value = body ?? {};
  if (!validate || validate(value)) return undefined;
  return new ApiError(400, contractMessage(validate.errors ?? [], value), 'invalid_body');
}
