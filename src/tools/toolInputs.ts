/**
 * The input of every agent tool, by tool name (pure: no `vscode`), so package.json's `inputSchema` entries can be
 * compared with them in a unit test. Each tool checks its input against its schema here before anything else.
 * Built on first use (src/api/lazySchemas.ts), not while the extension loads (its tools are registered by name). The `kind` enums
 * and the kinds' own tools come from the registry (each kind's tool facet, src/kinds/facets/tool.ts).
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../api/lazySchemas';
import { KINDS, type Kind, type KindId } from '../kinds';
import { pageInput } from '../kinds/facets/tool';

/** The kinds the agent tools know, in the order of their `kind` enums. */
const TOOL_KINDS = KINDS.filter((k) => k.tool).sort((a, b) => a.tool!.rank - b.tool!.rank);
const ids = (kinds: readonly Kind[]) => kinds.map((k) => k.id) as [KindId, ...KindId[]];

/** The kinds listResources pages through: a list, and a short row for the model. */
export const LIST_KINDS = ids(TOOL_KINDS.filter((k) => k.list && k.tool!.row));

/** The kinds a resource document exists for, with an id of their own (getResource). */
export const DOCUMENT_KINDS = ids(TOOL_KINDS.filter((k) => k.list && k.editors?.some((e) => e.id === k.id)));

/** The kinds compareResource compares (the phone factors: one per tenant, no id). */
export const COMPARE_KINDS = ids(TOOL_KINDS);

/** The tools every kind shares. */
const shared = lazySchemas(() => ({
  authTenants_listTenants: z.strictObject({}),
  authTenants_listResources: z.strictObject({ tenant: z.string(), kind: z.enum(LIST_KINDS), ...pageInput() }),
  authTenants_getResource: z.strictObject({ tenant: z.string(), kind: z.enum(DOCUMENT_KINDS), id: z.string().check(z.minLength(1)) }),
  authTenants_compareResource: z.strictObject({
    tenant: z.string(),
    otherTenant: z.string(),
    kind: z.enum(COMPARE_KINDS),
    id: z.optional(z.string().check(z.minLength(1))),
  }),
}));
export const SHARED_INPUTS = { authTenants_listTenants: shared.authTenants_listTenants, authTenants_listResources: shared.authTenants_listResources, authTenants_getResource: shared.authTenants_getResource, authTenants_compareResource: shared.authTenants_compareResource } as const;

/** Every tool's input: the shared tools, then the kinds' own tools in package.json's order. */
export const TOOL_INPUTS: Readonly<Record<string, z.ZodMiniType>> = {
  ...SHARED_INPUTS,
  ...Object.fromEntries(KINDS.flatMap((k) => k.tool?.own ?? []).sort((a, b) => a.at - b.at).map((t) => [t.name, t.input])),
};
