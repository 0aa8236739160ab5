/** APIs in the agent tools (pure, no `vscode`): the short row of listResources (never the signing secret) and updateApiScopes' input. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ToolFacet } from '../facets/tool';

export const { UPDATE_API_SCOPES_INPUT } = lazySchemas(() => ({
  UPDATE_API_SCOPES_INPUT: z.strictObject({
    tenant: z.string(),
    api: z.string().check(z.minLength(1)),
    add: z.optional(z.array(z.strictObject({ value: z.string(), description: z.optional(z.string()) }))),
    remove: z.optional(z.array(z.string())),
  }),
}));

export const apisTool: ToolFacet = {
  rank: 0,
  row: (a) => ({
    id: a.id, name: a.name, identifier: a.identifier, is_system: a.is_system === true, signing_alg: a.signing_alg,
    scopes: Array.isArray(a.scopes) ? (a.scopes as { value?: unknown }[]).map((s) => s.value) : [],
  }),
  own: [{ name: 'authTenants_updateApiScopes', at: 12, input: UPDATE_API_SCOPES_INPUT }],
  specs: () => import('./tool').then((m) => [m.updateApiScopesTool]),
};
