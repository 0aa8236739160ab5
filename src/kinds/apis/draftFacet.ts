/**
 * The API's create draft (pure, no `vscode`): a create body (name, identifier, signing algorithm, token lifetime,
 * RBAC, scopes), sent by the one submit flow; Create API… sends the same body at once. A 409 (the identifier is
 * taken on the tenant) is shown on the identifier.
 */
import type { PathSegment } from '../../diagnostics/validate';
import type { KindDraft } from '../facets/draft';
import { apiByIdentifier, createApi, createApiSchema, type CreateApi } from './api';
import { apisKind } from './editor';

const identifierOf = (body: Record<string, unknown>) => String((body as CreateApi).identifier ?? '');
const nameOf = (body: Record<string, unknown>) => String((body as CreateApi).name ?? identifierOf(body));

/** What a 409 (or an identifier found taken while typing) says. */
export const identifierTaken = (tenantLabel: string, identifier: string, holder?: string): string =>
  `${tenantLabel} already has an API with the identifier ${identifier}${holder ? ` ("${holder}")` : ''}. Identifiers are unique in a tenant: choose another one.`;

/** The first body of a new API: RS256, a day's tokens, RBAC off, no scopes yet. */
export const newApiBody = (name: string, identifier: string): CreateApi => ({
  name, identifier, signing_alg: 'RS256', token_lifetime: 86400, enforce_policies: false, token_dialect: 'access_token', scopes: [],
});

/** The field a create error from the server is about, as a draft path. */
export function apiServerErrorPath(status: number, message: string): PathSegment[] | undefined {
  if (status === 409) return ['identifier'];
  const property = /on property ([\w.]+?)\.?(?:\s|$)/.exec(message)?.[1];
  return status === 400 && property ? property.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : undefined;
}

export const apiDraft: KindDraft = {
  segment: 'api',
  schema: createApiSchema,
  missing: 'Open an API draft first (Create API…).',
  jsonSchema: {
    name: 'api-draft',
    docs: {
      title: 'API (create)',
      description: 'Body of POST /api/v2/resource-servers. Use the "Create" action at the top of the editor to send it; saving only keeps the draft.',
      properties: Object.fromEntries(Object.entries(apisKind.docs.fields).filter(([k]) => k !== 'token_lifetime_for_web').map(([key, description]) => [key, { description }])),
    },
  },
  example: (name) => ({ ...newApiBody(name, `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'api'}.example.com/`), scopes: [{ value: 'items:read', description: 'Read items' }] }),
  submit: {
    command: 'authTenants.submitApiDraft',
    create: (client, body) => createApi(client, body as CreateApi),
    // Identifiers are unique per tenant.
    find: (client, body) => apiByIdentifier(client, identifierOf(body)),
    name: nameOf,
    productionDetail: (label) => `${label} is a PRODUCTION tenant: applications can ask for tokens for the API at once.`,
    errorPath: apiServerErrorPath,
    refusals: { 409: (label, body) => `${label} already has an API with the identifier ${identifierOf(body)}: "${nameOf(body)}" needs another one (identifiers are unique in a tenant).` },
    created: (created, body, label) => `Created the API ${String(created.name ?? nameOf(body))} (${String(created.id)}) on ${label}, identifier ${String(created.identifier ?? identifierOf(body))}.`,
    open: true,
  },
};
