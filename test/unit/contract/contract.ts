/**
 * The service's published contract (the emulator's copy: src/emulator/contract/) as the oracle of the conformance
 * suites: the request schema of an operation, a seeded sampler of valid bodies (json-schema-faker) and Ajv to say
 * whether the contract accepts a body.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';

type Json = Record<string, unknown>;
export type Schema = Json;

export const contract = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'src', 'emulator', 'contract', 'management-api.contract.json'), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};

/** The JSON request body schema of `METHOD /path`, as a root that resolves its `$ref`s. */
export function requestSchema(method: string, path: string): Schema {
  const schema = contract.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`the contract has no JSON body for ${method} ${path}`);
  return { ...schema, components: contract.components };
}

/** A named component schema as a root. */
export const componentSchema = (name: string): Schema => ({ $ref: `#/components/schemas/${name}`, components: contract.components });

/** Resolves a local `$ref` (one level at a time). */
export function deref(schema: Schema): Schema {
  let s = schema;
  while (typeof s.$ref === 'string') s = contract.components.schemas[s.$ref.split('/').pop()!]!;
  return s;
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<Schema, (v: unknown) => boolean>();
/** Whether the contract accepts `value` for `schema` (formats aside: they are the service's own names, checked by the sampler's values). */
export function contractAccepts(schema: Schema, value: unknown): boolean {
  let v = validators.get(schema);
  if (!v) {
    v = ajv.compile(schema) as (v: unknown) => boolean;
    validators.set(schema, v);
  }
  return v(value);
}

/** Sample values of the contract's named formats (json-schema-faker knows only the standard ones). */
const FORMATS: Record<string, (random: { int(a: number, b: number): number; pick<T>(a: T[]): T }) => string> = {
  // A URL outside the reserved namespaces: http, https (subdomains of the reserved hosts included) or urn.
  url: (r) => r.pick([
    `https://${r.pick(['acme.example', 'id.okta.com', 'login.auth0.com', 'partner.test'])}/token-types/${r.int(1, 999)}`,
    `http://legacy.example/tokens/${r.int(1, 999)}`,
    `urn:${r.pick(['acme', 'partner', 'ietfx'])}:token:${r.int(1, 999)}`,
  ]),
  'forms-url-https': (r) => `https://${r.pick(['api.acme.example', 'hooks.partner.test'])}/${r.pick(['v1', 'hook', 'token'])}`,
  'hostname-rfc2181': (r) => `${r.pick(['tenant', 'acme'])}.${r.pick(['eu', 'us'])}.example.com`,
  'client-id': (r) => `client${r.int(100000, 999999)}`,
  'connection-realm': (r) => `realm-${r.int(1, 99)}`,
};

/**
 * `count` bodies the contract accepts, from a seeded (deterministic) generator; `refine` adjusts what the contract
 * leaves open and the test documents why. A sample the contract refuses (a sampler gap) is skipped.
 */
export async function sampleBodies(schema: Schema, count: number, seed: number, refine: (body: Json) => Json = (b) => b): Promise<Json[]> {
  // json-schema-faker ships as an ES module only.
  const { createGeneratorSync } = await import('json-schema-faker');
  const out: Json[] = [];
  for (const alwaysFakeOptionals of [false, true]) {
    const generator = createGeneratorSync({ seed: seed + (alwaysFakeOptionals ? 10_000 : 0), alwaysFakeOptionals, formats: FORMATS, maxDepth: 8, maxItems: 3 });
    for (let tries = 0; out.length < (alwaysFakeOptionals ? count : Math.ceil(count / 2)) && tries < count * 20; tries++) {
      let body: unknown;
      try {
        body = generator.generate(schema);
      } catch {
        continue; // json-schema-faker cannot satisfy minProperties with optional properties on some seeds
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) continue;
      const refined = refine(body as Json);
      if (contractAccepts(schema, refined)) out.push(refined);
    }
  }
  return out;
}
