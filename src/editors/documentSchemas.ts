/**
 * The JSON documents the extension opens, by name. The build (esbuild.mjs) writes
 * `dist/schemas/<name>.schema.json` for each entry with `toJsonSchema`, and `contributes.jsonValidation`
 * maps `*.<name>.json` to it: completion and hover in the editors, never a diagnostic (ours are the only ones). The extension bundle never imports this
 * module (JSON Schema generation happens at build time only).
 */
import * as z from 'zod/mini';
import { phoneMessageTypesSchema } from '../kinds/phoneFactors/api';
import { createTokenExchangeProfileSchema } from '../kinds/tokenExchangeProfiles/api';
import { createVerificationTemplateSchema } from '../kinds/verificationTemplates/api';
import { verificationTemplatesKind } from '../kinds/verificationTemplates/editor';
import { EDITOR_KINDS } from '../kinds';
import type { ResourceKind } from '../kinds/kind';

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
import { eventStreamDraftDocumentSchema } from '../kinds/eventStreams/draftDocument';
import { createConnectionSchema } from '../kinds/connections/api';

export const documentSchemas: Record<string, z.core.$ZodType> = {
  'token-exchange-profile-draft': createTokenExchangeProfileSchema,
  'phone-factors': phoneMessageTypesSchema,
  ...Object.fromEntries(EDITOR_KINDS.map((kind) => [kind.suffix.replace(/^\.|\.json$/g, ''), kindDocumentSchema(kind)])),
  'event-stream-draft': eventStreamDraftDocumentSchema,
  'verification-template-draft': createVerificationTemplateSchema,
  'connection-draft': createConnectionSchema,
};

/** Hover texts and completion examples layered over the generated schema. */
export interface SchemaDocs {
  title?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaDocs>;
  items?: SchemaDocs;
}

const DOCS = new Map<z.core.$ZodType, SchemaDocs>([
  [createVerificationTemplateSchema, {
    title: 'Verification template (create)',
    description: 'Body of POST /api/v2/verifiable-credentials/verification/templates. Use the "Create" action at the top of the editor to send it; saving only keeps the draft.',
    properties: {
      ...Object.fromEntries(Object.entries(verificationTemplatesKind.docs.fields).map(([key, description]) => [key, { description }])),
      custom_certificate_authority: { description: 'Optional: a PEM certificate of your own certificate authority (1 to 4096 characters). Set on create only: it cannot be changed afterwards.' },
    },
  }],
  [createConnectionSchema, {
    title: 'Connection (create)',
    description: 'Body of POST /api/v2/connections. Use the "Create" action at the top of the editor to send it; saving only keeps the draft (never with a secret in it).',
    properties: {
      name: { description: 'Name of the connection, unique in the tenant: 1 to 128 letters, digits and single hyphens, starting and ending with a letter or digit. It cannot be changed later.', examples: ['customers-db'] },
      strategy: { description: 'The identity provider: "auth0" for a database, "email"/"sms" for passwordless, a social provider ("google-oauth2", "github", …) or an enterprise one ("samlp", "oidc", "waad", …). It cannot be changed later.' },
      display_name: { description: 'Name shown on the login page (at most 128 characters). Defaults to the name.' },
      options: { description: 'Settings of the strategy. For a database: passwordPolicy (none, low, fair, good, excellent), brute_force_protection, requires_username, disable_signup, …' },
      realms: { description: 'Realms the connection is used for (for example email domains). Empty or absent: the connection name.' },
      is_domain_connection: { description: 'true: third-party applications can use it too (domain-level connection). Default false.' },
      show_as_button: { description: 'Show a button for it on the login page (new experience only). Default false.' },
      metadata: { description: 'Up to 10 string values of at most 255 characters each.' },
    },
  }],
  [createTokenExchangeProfileSchema, {
    title: 'Token exchange profile (create)',
    description: 'Body of POST /api/v2/token-exchange-profiles. Use the "Create" action at the top of the editor to send it; saving only keeps the draft.',
    properties: {
      name: { description: 'Friendly name of the profile, 3 to 50 characters.', examples: ['Partner ID token'] },
      subject_token_type: {
        description: 'URI (8 to 100 characters) that identifies the kind of token this profile accepts; a token exchange request whose subject_token_type matches runs this profile. A URL (https://, http:// or urn:), unique in the tenant, outside the reserved namespaces: the hosts auth0.com and okta.com themselves, urn:ietf, urn:auth0 and urn:okta.',
        examples: ['https://yourcompany.example/token-types/partner-id-token', 'urn:yourcompany:legacy-session'],
      },
      action_id: {
        description: 'ID of the action (1 to 36 characters) that validates the subject token. It must be deployed and have the custom-token-exchange trigger. Press Ctrl+Space inside the quotes for the tenant\'s actions.',
      },
      type: { description: 'How the profile runs when a token exchange request arrives. The only value is custom_authentication.' },
    },
  }],
  [phoneMessageTypesSchema, {
    title: 'Phone MFA factors',
    description: 'Body of PUT /api/v2/guardian/factors/phone/message-types: the list replaces the phone factors enabled on the tenant. Use the "Apply" action at the top of the editor to send it.',
    properties: {
      message_types: {
        description: 'Phone message types to enable: "sms" and/or "voice". An empty list disables both.',
        items: { description: '"sms" (text message) or "voice" (phone call).' },
      },
    },
  }],
]);

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
