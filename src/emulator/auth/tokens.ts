// Issues and verifies the emulator's access tokens: RS256 JWTs signed with a key pair generated at start
// (so tokens never survive a restart). Verified tokens are cached by their text; expiry, audience and
// revocation are still checked on every request.
import { generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import { ApiError, unauthorized } from '../errors';
import { randomId } from '../util';

export const DEFAULT_TOKEN_TTL_SECONDS = 86400;

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
}

export class TokenService {
  private generation = 0;
  private readonly kid = randomId('emu-', 16);
  private readonly verified = new Map<string, JWTPayload>();

  private constructor(
    private readonly keys: { publicKey: CryptoKey; privateKey: CryptoKey },
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  static async create(clock: Clock, ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS): Promise<TokenService> {
    return new TokenService(await generateKeyPair('RS256'), clock, ttlSeconds);
  }

  async issue(clientId: string, scopes: readonly string[], origin: string): Promise<TokenResponse> {
    const iat = Math.floor(this.clock.now() / 1000);
    const scope = scopes.join(' ');
    const accessToken = await new SignJWT({ azp: clientId, scope, gty: 'client-credentials' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: this.kid })
      .setIssuer(`${origin}/`)
      .setSubject(`${clientId}@clients`)
      .setAudience(`${origin}/api/v2/`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setJti(`${this.generation}.${randomId('', 12)}`)
      .sign(this.keys.privateKey);
    return { access_token: accessToken, expires_in: this.ttlSeconds, scope, token_type: 'Bearer' };
  }

  /** Every token issued so far becomes invalid. */
  revokeAll(): void {
    this.generation++;
    this.verified.clear();
  }

  /** Verifies a bearer token for one of `audiences`; throws 401 ApiErrors worded like the live service. */
  async verify(token: string, audiences: readonly string[]): Promise<JWTPayload> {
    let payload = this.verified.get(token);
    if (!payload) {
      payload = await this.verifySignature(token);
      if (this.verified.size >= 10_000) this.verified.clear();
      this.verified.set(token, payload);
    }
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.clock.now()) {
      throw unauthorized('Expired token received for JSON Web Token validation');
    }
    if (typeof payload.aud !== 'string' || !audiences.includes(payload.aud)) {
      throw unauthorized(`Bad audience: ${String(payload.aud)}`);
    }
    const generation = Number(String(payload.jti ?? '').split('.')[0]);
    if (!Number.isInteger(generation) || generation < this.generation) throw unauthorized('Invalid token');
    return payload;
  }

  private async verifySignature(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keys.publicKey, { algorithms: ['RS256'], currentDate: new Date(this.clock.now()) });
      return payload;
    } catch (err) {
      throw mapJoseError(err);
    }
  }
}

function mapJoseError(err: unknown): ApiError {
  const code = (err as { code?: string }).code;
  if (code === 'ERR_JWT_EXPIRED') return unauthorized('Expired token received for JSON Web Token validation');
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || code === 'ERR_JOSE_ALG_NOT_ALLOWED') {
    return unauthorized('Invalid signature received for JSON Web Token validation');
  }
  return unauthorized('Invalid token');
}
