/**
 * One OAuth token request (`POST {origin}/oauth/token`, form-encoded) and the mapping of its answers:
 * a token with expiry and scopes, or TokenRequestError / NetworkError / TimeoutError. Redirects are not followed
 * (credentials must never be re-posted to another origin), and no secret appears in any error.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../api/lazySchemas';
import { redact } from '../util/redact';
import { fetchFailure } from '../api/httpErrors';
import { tryParseJson } from '../api/request';
import { serverWaitMs } from '../api/rateLimit';
import { TokenRequestError, type CredentialKind } from '../api/tokenError';
import { requestReporter, type RequestEvent } from '../api/transport';
import { parseScopeString, scopesFromClaims, tryDecodeJwt } from './scopes';
import type { AccessToken } from '../api/tokenProvider';

export const DEFAULT_TOKEN_TIMEOUT_MS = 30_000;

export interface TokenEndpointOptions {
  kind: CredentialKind;
  tokenUrl: string;
  audience: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Values that must never appear in an error message (client secret, assertion). */
  secrets: readonly string[];
  /** Told of the token request like the client tells of API requests (never the form or the answer). */
  onRequest?: ((e: RequestEvent) => void) | undefined;
}

const { tokenResponseSchema, oauthErrorSchema } = lazySchemas(() => {
  const tokenResponseSchema = z.looseObject({
    access_token: z.string().check(z.minLength(1)),
    expires_in: z.optional(z.union([z.number(), z.string()])),
    scope: z.optional(z.nullable(z.string())),
    token_type: z.optional(z.string()),
  });
  const oauthErrorSchema = z.looseObject({
    error: z.optional(z.string()),
    error_description: z.optional(z.string()),
  });
  return { tokenResponseSchema, oauthErrorSchema };
});

/** Turns a successful token response into an AccessToken (expiry from `expires_in`, else the JWT `exp`). */
export function toAccessToken(body: z.infer<typeof tokenResponseSchema>, now = Date.now()): AccessToken {
  const claims = tryDecodeJwt(body.access_token);
  const expiresIn = Number(body.expires_in);
  const exp = typeof claims?.['exp'] === 'number' ? claims['exp'] * 1000 : undefined;
  const expiresAt = Number.isFinite(expiresIn) && expiresIn > 0 ? now + expiresIn * 1000 : (exp ?? now + 60_000);
  const scopes = typeof body.scope === 'string' ? parseScopeString(body.scope) : claims ? scopesFromClaims(claims) : new Set<string>();
  return { token: body.access_token, expiresAt, scopes };
}

export async function requestToken(form: Record<string, string>, opts: TokenEndpointOptions): Promise<AccessToken> {
  const url = new URL(opts.tokenUrl);
  const ctx = { origin: url.origin, method: 'POST', path: url.pathname };
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TOKEN_TIMEOUT_MS;
  const doFetch = opts.fetch ?? globalThis.fetch;
  const report = requestReporter(opts.onRequest, 'POST', url.pathname);
  let response: Response;
  let text: string;
  try {
    response = await doFetch(opts.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (err) {
    const failure = fetchFailure(err, ctx, timeoutMs);
    report({ error: failure.message });
    throw failure;
  }
  report({}, response);

  const body = tryParseJson(text);
  if (response.ok) {
    const parsed = tokenResponseSchema.safeParse(body);
    if (parsed.success) return toAccessToken(parsed.data);
    throw new TokenRequestError({
      kind: opts.kind,
      audience: opts.audience,
      status: response.status,
      description: `the answer of ${opts.tokenUrl} did not contain an access token`,
    });
  }
  const oauth = oauthErrorSchema.safeParse(body);
  const description = oauth.success ? oauth.data.error_description : undefined;
  const oauthError = oauth.success ? oauth.data.error : undefined;
  const retryAfterMs = response.status === 429 ? serverWaitMs(response.headers) : undefined;
  throw new TokenRequestError({
    kind: opts.kind,
    audience: opts.audience,
    status: response.status,
    ...(oauthError ? { oauthError: redact(oauthError, opts.secrets) } : {}),
    ...(description ? { description: redact(description, opts.secrets) } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}
