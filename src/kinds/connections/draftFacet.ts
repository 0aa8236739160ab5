/** The connection's draft: a complete create body that never holds a secret (pure, no `vscode`). */
import type { KindDraft } from '../facets/draft';
import { createConnection, createConnectionSchema, iterateConnections, type CreateConnection } from './api';
import { connectionDraftChecks, connectionDraftHoldsSecret, connectionDraftText, connectionServerErrorPath } from './draft';
import { connectionDraftDocs } from './draftDocs';

const asBody = (body: Record<string, unknown>) => body as CreateConnection;

/** What a 409 (or a name found taken while typing) says. */
export const connectionNameTaken = (tenantLabel: string, name: string): string =>
  `${tenantLabel} already has a connection named "${name}". Choose another name.`;

export const connectionDraft: KindDraft = {
  segment: 'connection',
  schema: createConnectionSchema,
  checks: () => connectionDraftChecks,
  secret: {
    holds: connectionDraftHoldsSecret,
    refusal: 'Not saved: remove the secret from the connection draft. Set it in the connection editor once the connection exists; a draft never keeps one.',
  },
  missing: 'Open a connection draft first (Create Connection…).',
  jsonSchema: { name: 'connection-draft', docs: connectionDraftDocs },
  example: (name) => JSON.parse(connectionDraftText(name, 'auth0')) as Record<string, unknown>,
  submit: {
    command: 'authTenants.submitConnectionDraft',
    create: (client, body) => createConnection(client, asBody(body)),
    find: async (client, body) => {
      for await (const c of iterateConnections(client, { take: 100 })) if (c.name === asBody(body).name) return c;
      return undefined;
    },
    name: (body) => asBody(body).name,
    productionDetail: (label, body) => `${label} is a PRODUCTION tenant: the ${asBody(body).strategy} connection is created at once and can be enabled for its applications.`,
    errorPath: connectionServerErrorPath,
    refusals: {
      409: (label, body) => connectionNameTaken(label, asBody(body).name),
      422: (label, body, message) => `${label} does not accept the strategy "${asBody(body).strategy}": ${message} Choose another strategy.`,
    },
    created: (created, _body, label) => `Created the connection ${String(created.name)} (${String(created.id)}) on ${label}.`,
    open: true,
  },
  hooks: () => import('./draftHooks'),
};
