/**
 * The JSON documents the extension opens, by name. The build (esbuild.mjs) writes
 * `dist/schemas/<name>.schema.json` for each entry with `toJsonSchema`, and `contributes.jsonValidation`
 * maps `*.<name>.json` to it: completion and hover in the editors, never a diagnostic (ours are the only ones). The extension bundle never imports this
 * module (JSON Schema generation happens at build time only).
 */
import * as z from 'zod/mini';
import { EDITOR_KINDS, KINDS } from '../kinds';
import type { KindDraft, SchemaDocs } from '../kinds/facets/draft';
import type { ResourceKind } from '../kinds/kind';

export type { SchemaDocs };

/** The document schema of a resource kind, with its hover texts (`*.connection.json` → `connection`). */
function kindDocumentSchema(kind: ResourceKind): z.core.$ZodType {
  const { shape } = kind.documentSchema(kind.docs.sample ?? {});
  return z
    .strictObject(Object.fromEntries(Object.entries(shape).map(([key, schema]) => {
      const description = kind.docs.fields[key];
      return [key, description ? schema.check(z.describe(description)) : schema];
    })))
    .check(z.describe(kind.docs.document));
}

const DRAFTS: readonly KindDraft[] = KINDS.flatMap((k) => (k.draft ? [k.draft] : []));
const draftSchema = (draft: KindDraft) => draft.jsonSchema.schema?.() ?? draft.schema;

export const documentSchemas: Record<string, z.core.$ZodType> = {
  ...Object.fromEntries(EDITOR_KINDS.filter((kind) => !kind.text).map((kind) => [kind.suffix.replace(/^\.|\.json$/g, ''), kindDocumentSchema(kind)])),
  ...Object.fromEntries(DRAFTS.map((draft) => [draft.jsonSchema.name, draftSchema(draft)])),
};

/** The drafts' hover texts, by the schema they describe. */
const DOCS = new Map<z.core.$ZodType, SchemaDocs>(DRAFTS.flatMap((draft) => (draft.jsonSchema.docs ? [[draftSchema(draft), draft.jsonSchema.docs] as const] : [])));

type Json = Record<string, unknown>;

function annotate(schema: Json, docs: SchemaDocs): Json {
  const out: Json = { ...schema };
  if (docs.title !== undefined) out.title = docs.title;
  if (docs.description !== undefined) out.description = docs.description;
  if (docs.examples !== undefined) out.examples = docs.examples;
  const properties = out.properties as Record<string, Json> | undefined;
  if (docs.properties && properties) {
    out.properties = Object.fromEntries(Object.entries(properties).map(([key, value]) => {
      const more = docs.properties?.[key];
      return [key, more ? annotate(value, more) : value];
    }));
  }
  if (docs.items && out.items && typeof out.items === 'object') out.items = annotate(out.items as Json, docs.items);
  return out;
}

/** Keywords that only describe or suggest: VS Code's JSON service never reports a problem for them. */
const DESCRIBING = ['$schema', '$ref', 'title', 'description', 'markdownDescription', 'examples', 'default', 'defaultSnippets'] as const;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (record: unknown) => (isJson(record) ? Object.fromEntries(Object.entries(record).map(([k, v]) => [k, relax(v)])) : undefined);

/**
 * The schema with every constraint removed (type, required, enum, additionalProperties: false, lengths, …): the
 * extension's own diagnostics are the only ones, so a problem is never reported twice. What helps editing stays:
 * properties with their descriptions (hover, key completion), and allowed values as `examples` (value completion).
 */
export function relax(node: unknown): Json {
  if (!isJson(node)) return {};
  const out: Json = {};
  for (const key of DESCRIBING) if (node[key] !== undefined) out[key] = node[key];
  const properties = mapValues(node.properties);
  if (properties) out.properties = properties;
  for (const key of ['definitions', '$defs'] as const) {
    const defs = mapValues(node[key]);
    if (defs) out[key] = defs;
  }
  if (isJson(node.items)) out.items = relax(node.items);
  if (isJson(node.additionalProperties) && Object.keys(node.additionalProperties).length > 0) out.additionalProperties = relax(node.additionalProperties);
  const alternatives = [...(Array.isArray(node.anyOf) ? node.anyOf : []), ...(Array.isArray(node.oneOf) ? node.oneOf : []), ...(Array.isArray(node.allOf) ? node.allOf : [])]
    .filter((a) => !(isJson(a) && a.type === 'null' && Object.keys(a).length === 1))
    .map(relax);
  if (alternatives.length === 1) Object.assign(out, { ...alternatives[0], ...out });
  else if (alternatives.length > 1) out.anyOf = alternatives;
  const values = [...(Array.isArray(node.enum) ? node.enum : []), ...('const' in node ? [node.const] : []), ...(node.type === 'boolean' ? [true, false] : [])];
  if (values.length > 0) {
    const examples = Array.isArray(out.examples) ? [...(out.examples as unknown[])] : [];
    for (const v of values) if (!examples.some((e) => JSON.stringify(e) === JSON.stringify(v))) examples.push(v);
    out.examples = examples;
  }
  return out;
}

/**
 * JSON Schema (draft-07) for a document schema, with the descriptions above, relaxed so that it never reports a
 * problem (see `relax`): it serves completion and hover only. Other schemas can carry descriptions through
 * `z.globalRegistry` metadata.
 */
export function toJsonSchema(schema: z.core.$ZodType): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'input', unrepresentable: 'any' }) as Json;
  const docs = DOCS.get(schema);
  return relax(docs ? annotate(json, docs) : json);
}
