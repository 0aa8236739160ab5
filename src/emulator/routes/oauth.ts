// POST /oauth/token: the client credentials grant, with a client secret or a private-key JWT assertion.
// Errors use the OAuth shape {error, error_description}.
import type { FastifyInstance } from 'fastify';
import { CLIENT_ASSERTION_TYPE } from '../auth/assertion';
import { findClient, type EmulatorClient } from '../auth/clients';
import { requestOrigins, type EmulatorContext } from '../context';
import { OAuthError } from '../errors';
import { isPlainObject } from '../util';

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function registerOAuth(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/oauth/token', async (req, reply) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const grantType = str(body.grant_type);
    if (!grantType) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: grant_type');
    if (grantType !== 'client_credentials') throw new OAuthError(400, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);

    const origins = requestOrigins(ctx, req);
    const client = await authenticateClient(ctx, { ...basicCredentials(req.headers.authorization), ...body }, origins);

    const audience = str(body.audience);
    if (!audience) {
      throw new OAuthError(403, 'access_denied', 'No audience parameter was provided, and no default audience has been configured');
    }
    const origin = origins.find((o) => `${o}/api/v2/` === audience);
    if (!origin) throw new OAuthError(403, 'access_denied', `Service not enabled within domain: ${audience}`);

    const requested = str(body.scope);
    const scopes = requested === undefined
      ? [...client.scopes]
      : client.scopes.filter((s) => requested.split(' ').includes(s));
    const token = await ctx.tokens.issue(client.clientId, scopes, origin);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return token;
  });
}

/** client_secret_basic: `Authorization: Basic base64(client_id:client_secret)` (form values win). */
function basicCredentials(header: string | undefined): Record<string, string> {
  const m = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!m) return {};
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return {};
  try {
    return { client_id: decodeURIComponent(decoded.slice(0, colon)), client_secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return {};
  }
}

async function authenticateClient(ctx: EmulatorContext, body: Record<string, unknown>, origins: string[]): Promise<EmulatorClient> {
  const assertion = str(body.client_assertion);
  const assertionType = str(body.client_assertion_type);
  if (assertion !== undefined || assertionType !== undefined) {
    if (assertionType !== CLIENT_ASSERTION_TYPE) {
      throw new OAuthError(401, 'invalid_client', `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}`);
    }
    if (!assertion) throw new OAuthError(401, 'invalid_client', 'Missing client_assertion');
    return ctx.assertions.verify(assertion, str(body.client_id), origins);
  }
  const client = findClient(str(body.client_id));
  const secret = str(body.client_secret);
  if (!client || !client.clientSecret || secret !== client.clientSecret) {
    throw new OAuthError(401, 'access_denied', 'Unauthorized');
  }
  return client;
}
