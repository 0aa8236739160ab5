/** Applications in the agent tools (pure, no `vscode`): listResources' short row — never a secret — and updateApplicationUrls' input. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ToolFacet } from '../facets/tool';
import { appTypeWords } from './types';

export const { UPDATE_APPLICATION_URLS_INPUT } = lazySchemas(() => {
  const lists = () => z.optional(z.strictObject({
    callbacks: z.optional(z.array(z.string())),
    allowed_logout_urls: z.optional(z.array(z.string())),
    web_origins: z.optional(z.array(z.string())),
    allowed_origins: z.optional(z.array(z.string())),
  }));
  return { UPDATE_APPLICATION_URLS_INPUT: z.strictObject({ tenant: z.string(), application: z.string().check(z.minLength(1)), add: lists(), remove: lists() }) };
});

export const applicationsTool: ToolFacet = {
  rank: -1,
  row: (a) => ({ id: a.client_id, name: a.name, type: appTypeWords(a.app_type).title, description: a.description }),
  own: [{ name: 'authTenants_updateApplicationUrls', at: 11, input: UPDATE_APPLICATION_URLS_INPUT }],
  specs: () => import('./tool').then((m) => [m.updateApplicationUrlsTool]),
};
