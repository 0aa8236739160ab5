// Builds the Fastify instance: body parsers (JSON, possibly empty, and urlencoded; 1 MB limit), the request
// pipeline, the routes, and error/not-found handlers that answer in the Management API or OAuth shape.
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { EmulatorContext } from './context';
import { ApiError, OAuthError } from './errors';
import { familyErrorBody, installPipeline, type Pipeline } from './pipeline';
import { registerActions } from './routes/actions';
import { registerActionDeploys } from './routes/actionsDeploy';
import { registerActionTests } from './routes/actionsTest';
import { registerActionTriggers } from './routes/actionsTriggers';
import { registerClients } from './routes/clients';
import { registerConnectionClients } from './routes/connectionClients';
import { registerConnections } from './routes/connections';
import { registerConnectionsDelete } from './routes/connectionsDelete';
import { registerControl } from './routes/control';
import { registerEventStreams } from './routes/eventStreams';
import { registerGuardian } from './routes/guardian';
import { registerOAuth } from './routes/oauth';
import { registerTokenExchangeProfiles } from './routes/tokenExchangeProfiles';
import { registerVaultConnections } from './routes/vaultConnections';
import { registerVerificationTemplates } from './routes/verificationTemplates';
import { registerResourceServers } from './routes/resourceServers';

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(ctx: EmulatorContext, pipeline: Pipeline): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(formbody);
  // The live API accepts POSTs with no body (e.g. redeliver) even when a JSON content type is sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'Invalid request payload JSON format', 'invalid_body'), undefined);
    }
  });

  installPipeline(app, pipeline);

  app.setErrorHandler((err, req, reply) => {
    const path = req.url.split('?')[0]!;
    if (err instanceof OAuthError) return reply.code(err.statusCode).send(err.body());
    if (err instanceof ApiError) return reply.code(err.statusCode).send(familyErrorBody(path, err.statusCode, err.message, err.errorCode));
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.code(413).send(familyErrorBody(path, 413, `Payload content length greater than maximum allowed: ${BODY_LIMIT}`));
    if (status >= 500) {
      pipeline.log?.(`internal error on ${req.method} ${path}: ${(err as Error).message}`);
      return reply.code(500).send(familyErrorBody(path, 500, 'Internal Server Error'));
    }
    return reply.code(status).send(familyErrorBody(path, status, (err as Error).message));
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send(familyErrorBody(req.url.split('?')[0]!, 404, 'Not Found')));

  registerOAuth(app, ctx);
  registerTokenExchangeProfiles(app, ctx);
  registerConnections(app, ctx);
  registerClients(app, ctx);
  registerConnectionClients(app, ctx);
  registerConnectionsDelete(app, ctx);
  registerEventStreams(app, ctx);
  registerVaultConnections(app, ctx);
  registerGuardian(app, ctx);
  registerVerificationTemplates(app, ctx);
  registerActions(app, ctx);
  registerActionDeploys(app, ctx);
  registerActionTests(app, ctx);
  registerActionTriggers(app, ctx);
  registerResourceServers(app, ctx);
  registerControl(app, ctx, pipeline);
  return app;
}
