/** Connections in the agent tools (pure, no `vscode`): the short row of listResources and updateConnection's input. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { Resource } from '../kind';
import type { ToolFacet } from '../facets/tool';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const options = (c: Resource) => (typeof c.options === 'object' && c.options !== null ? (c.options as Resource) : undefined);

/** Whether a database connection lets users sign up (undefined when not a database or options unreadable). */
function signups(c: Resource): boolean | undefined {
  const o = options(c);
  if (c.strategy !== 'auth0' || !o) return undefined;
  return o.disable_signup !== true;
}

export const { UPDATE_CONNECTION_INPUT } = lazySchemas(() => ({ UPDATE_CONNECTION_INPUT: z.strictObject({
  tenant: z.string(),
  connection: z.string().check(z.minLength(1)),
  changes: z.record(z.string(), z.unknown()),
}) }));

export const connectionsTool: ToolFacet = {
  rank: 1,
  row: (c) => ({
    id: c.id,
    name: c.name,
    strategy: c.strategy,
    display_name: str(c.display_name),
    enabled_clients: Array.isArray(c.enabled_clients) ? c.enabled_clients.length : undefined,
    is_domain_connection: c.is_domain_connection,
    signups_allowed: signups(c),
  }),
  own: [{ name: 'authTenants_updateConnection', at: 6, input: UPDATE_CONNECTION_INPUT }],
  specs: () => import('./tool').then((m) => [m.updateConnectionTool]),
};
