// Token exchange profiles: create (seed §4.1 and §7), list, get, update, delete.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { checkpointPage, parseCheckpoint } from '../paging';
import type { TokenExchangeProfile } from '../state/types';
import { randomId } from '../util';
import { parseRequestBody } from '../validation';

export const TEP_LIMIT = 100;
const RESERVED = ['urn:ietf', 'urn:auth0', 'urn:okta'];
const RESERVED_HOSTS = ['auth0.com', 'okta.com'];

const createSchema = z.strictObject({
  name: z.string().min(3).max(50),
  subject_token_type: z.string().min(8).max(100),
  action_id: z.string().min(1).max(36),
  type: z.string().min(1).max(21),
});

const updateSchema = z.strictObject({
  name: z.string().min(3).max(50).optional(),
  subject_token_type: z.string().min(8).max(100).optional(),
});

const bad = (message: string) => new ApiError(400, message, 'invalid_body');

/** Any URL (the contract's `format: url`) outside the reserved namespaces: `urn:ietf`, `urn:auth0`, `urn:okta` and
 * `http(s)://auth0.com`, `http(s)://okta.com` (those hosts themselves, not their subdomains). */
function checkSubjectTokenType(value: string): void {
  if (!URL.canParse(value)) {
    throw bad(`Payload validation error: 'Object didn't pass validation for format url: ${value}' on property subject_token_type.`);
  }
  const lower = value.toLowerCase();
  const url = new URL(lower);
  const host = url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname : '';
  if (RESERVED.some((p) => lower.startsWith(p)) || RESERVED_HOSTS.includes(host)) {
    throw bad(`subject_token_type uses a reserved namespace: ${value}`);
  }
}

export function registerTokenExchangeProfiles(app: FastifyInstance, ctx: EmulatorContext): void {
  const profiles = () => ctx.store.state.tokenExchangeProfiles;
  const find = (id: string): TokenExchangeProfile => {
    const profile = profiles().find((p) => p.id === id);
    if (!profile) throw new ApiError(404, 'Token exchange profile not found.');
    return profile;
  };

  app.post(`${API}/token-exchange-profiles`, async (req, reply) => {
    await requireScope(ctx, req, 'create:token_exchange_profiles');
    const body = parseRequestBody(createSchema, req, (b) => {
      checkSubjectTokenType(b.subject_token_type);
      if (b.type !== 'custom_authentication') throw bad('type must be custom');
      return b;
    });
    if (profiles().length >= TEP_LIMIT) throw new ApiError(403, 'You reached the limit of entities of this type for this tenant.');
    const action = ctx.store.state.actions.find((a) => a.id === body.action_id);
    if (!action) throw new ApiError(400, 'Action not found');
    if (!action.deployed_version) throw new ApiError(400, 'Action is not deployed');
    if (!action.supported_triggers.some((t) => t.id === 'custom-token-exchange')) {
      throw new ApiError(400, 'Action must have supported_triggers: custom-token-exchange');
    }
    if (profiles().some((p) => p.subject_token_type === body.subject_token_type)) {
      throw new ApiError(409, 'subject_token_type already exists for tenant');
    }
    const now = ctx.clock.iso();
    const profile: TokenExchangeProfile = { id: randomId('tep_', 16), ...body, type: 'custom_authentication', created_at: now, updated_at: now };
    profiles().push(profile);
    ctx.store.changed();
    return reply.code(201).send(profile);
  });

  app.get(`${API}/token-exchange-profiles`, async (req) => {
    await requireScope(ctx, req, 'read:token_exchange_profiles');
    const page = checkpointPage(ctx.cursors, 'token-exchange-profiles', profiles(), parseCheckpoint(req.query));
    return page.next ? { token_exchange_profiles: page.items, next: page.next } : { token_exchange_profiles: page.items };
  });

  app.get<{ Params: { id: string } }>(`${API}/token-exchange-profiles/:id`, async (req) => {
    await requireScope(ctx, req, 'read:token_exchange_profiles');
    return find(req.params.id);
  });

  app.patch<{ Params: { id: string } }>(`${API}/token-exchange-profiles/:id`, async (req) => {
    await requireScope(ctx, req, 'update:token_exchange_profiles');
    const body = parseRequestBody(updateSchema, req);
    const profile = find(req.params.id);
    if (body.subject_token_type !== undefined) {
      checkSubjectTokenType(body.subject_token_type);
      if (profiles().some((p) => p !== profile && p.subject_token_type === body.subject_token_type)) {
        // The service may answer 400 (the contract lists no 409 for PATCH) or 409 (as on create): the emulator keeps 409.
        throw new ApiError(409, 'subject_token_type already exists for tenant');
      }
    }
    Object.assign(profile, body, { updated_at: ctx.clock.iso() });
    ctx.store.changed();
    return profile;
  });

  app.delete<{ Params: { id: string } }>(`${API}/token-exchange-profiles/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:token_exchange_profiles');
    const list = profiles();
    const idx = list.findIndex((p) => p.id === req.params.id);
    if (idx >= 0) {
      list.splice(idx, 1);
      ctx.store.changed();
    }
    return reply.code(204).send();
  });
}
