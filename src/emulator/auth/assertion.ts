// Verifies a private-key JWT client assertion (RFC 7523) the way the live tenant does: RS256, RS384 or PS256,
// iss = sub = client id, aud = the tenant origin with a trailing slash, exp required, lifetime at most
// 5 minutes, 10 s clock skew, at most 2048 bytes, and each jti usable once.
import { createPublicKey } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { OAuthError } from '../errors';
import { findClient, type EmulatorClient } from './clients';

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const MAX_LIFETIME_S = 300;
const SKEW_S = 10;

const invalid = (description: string) => new OAuthError(401, 'invalid_client', description);

export class AssertionVerifier {
  /** jti → expiry (ms); entries are dropped once their assertion could no longer be valid. */
  private readonly usedJtis = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async verify(assertion: string, clientIdParam: string | undefined, origins: readonly string[]): Promise<EmulatorClient> {
    if (Buffer.byteLength(assertion) > 2048) throw invalid('The client assertion is larger than 2048 bytes.');
    let iss: unknown;
    try {
      iss = decodeJwt(assertion).iss;
    } catch {
      throw invalid('The client assertion is not a valid JWT.');
    }
    const clientId = clientIdParam ?? (typeof iss === 'string' ? iss : undefined);
    const client = findClient(clientId);
    if (!client?.publicKeyPem) throw invalid('Unknown client or the client does not use private key JWT authentication.');
    const now = this.clock.now();
    let payload;
    try {
      ({ payload } = await jwtVerify(assertion, createPublicKey(client.publicKeyPem), {
        algorithms: ['RS256', 'RS384', 'PS256'],
        issuer: client.clientId,
        subject: client.clientId,
        audience: origins.map((o) => `${o}/`),
        requiredClaims: ['exp', 'jti'],
        clockTolerance: SKEW_S,
        currentDate: new Date(now),
      }));
    } catch (err) {
      throw invalid(`Invalid client assertion: ${(err as Error).message}`);
    }
    const exp = payload.exp!;
    const start = typeof payload.iat === 'number' ? payload.iat : Math.floor(now / 1000);
    if (exp - start > MAX_LIFETIME_S || exp - now / 1000 > MAX_LIFETIME_S + SKEW_S) {
      throw invalid('The client assertion lifetime must not exceed 5 minutes.');
    }
    this.forgetExpired(now);
    const jti = String(payload.jti);
    if (this.usedJtis.has(jti)) throw invalid('The client assertion jti has already been used.');
    this.usedJtis.set(jti, (exp + SKEW_S) * 1000);
    return client;
  }

  private forgetExpired(now: number): void {
    for (const [jti, until] of this.usedJtis) if (until < now) this.usedJtis.delete(jti);
  }
}
