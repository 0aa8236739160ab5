/**
 * Client credentials with a private-key JWT assertion (RFC 7523): a fresh, short-lived, one-time JWT signed with
 * jose for every token request. Claims: iss = sub = client id, aud = `https://{domain}/`, iat, exp (+2 min), jti.
 */
import { createPrivateKey, randomUUID, type KeyObject } from 'node:crypto';
import { normalizeDomain } from '../api/domain';
import { createCachingProvider } from './tokenCache';
import type { RequestEvent } from '../api/transport';
import { requestToken } from './tokenEndpoint';
import { CredentialInputError, requireText } from './validate';
import type { TokenProvider } from '../api/tokenProvider';

export type AssertionAlgorithm = 'RS256' | 'PS256';

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** Lifetime of an assertion; the tenant accepts at most 5 minutes. */
export const ASSERTION_LIFETIME_SECONDS = 120;

export interface PrivateKeyProviderOptions {
  domain: string;
  clientId: string;
  /** PEM (PKCS#8 "BEGIN PRIVATE KEY" or PKCS#1 "BEGIN RSA PRIVATE KEY"). */
  privateKeyPem: string;
  algorithm?: AssertionAlgorithm;
  keyId?: string;
  scope?: string;
  marginMs?: number;
  fetch?: typeof fetch;
  /** Told of each token request (method, path, status, duration, request id; never a secret). */
  onRequest?: ((e: RequestEvent) => void) | undefined;
  timeoutMs?: number;
}

/** Parses the PEM without ever putting its content into an error message. */
export function importRsaPrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    throw new CredentialInputError(
      'The private key could not be read: paste an unencrypted PEM private key ("-----BEGIN PRIVATE KEY-----" or "-----BEGIN RSA PRIVATE KEY-----").',
    );
  }
  if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'rsa-pss') {
    throw new CredentialInputError(`The private key is ${key.asymmetricKeyType ?? 'not'} an RSA key; RS256 and PS256 need an RSA key.`);
  }
  return key;
}

export async function signClientAssertion(opts: {
  key: KeyObject;
  clientId: string;
  audience: string;
  algorithm: AssertionAlgorithm;
  keyId?: string;
}): Promise<string> {
  // Loaded on first use: most tenants sign in with a secret, and jose's signing code is a file of its own.
  const { SignJWT } = await import('./jwtSigning');
  return new SignJWT({})
    .setProtectedHeader({ alg: opts.algorithm, typ: 'JWT', ...(opts.keyId ? { kid: opts.keyId } : {}) })
    .setIssuer(opts.clientId)
    .setSubject(opts.clientId)
    .setAudience(opts.audience)
    .setIssuedAt()
    .setExpirationTime(`${ASSERTION_LIFETIME_SECONDS}s`)
    .setJti(randomUUID())
    .sign(opts.key);
}

export function createPrivateKeyProvider(opts: PrivateKeyProviderOptions): TokenProvider {
  const { origin, audience, tokenUrl } = normalizeDomain(opts.domain);
  const clientId = requireText(opts.clientId, 'client ID');
  const key = importRsaPrivateKey(requireText(opts.privateKeyPem, 'private key'));
  const algorithm = opts.algorithm ?? 'RS256';
  return createCachingProvider({
    kind: 'private-key',
    ...(opts.marginMs !== undefined ? { marginMs: opts.marginMs } : {}),
    fetchToken: async () => {
      const assertion = await signClientAssertion({
        key,
        clientId,
        audience: `${origin}/`,
        algorithm,
        ...(opts.keyId ? { keyId: opts.keyId } : {}),
      });
      const form: Record<string, string> = {
        grant_type: 'client_credentials',
        client_id: clientId,
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: assertion,
        audience,
      };
      if (opts.scope) form['scope'] = opts.scope;
      return requestToken(form, {
        kind: 'private-key',
        tokenUrl,
        audience,
        secrets: [assertion],
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
        onRequest: opts.onRequest,
        ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
      });
    },
  });
}
