// Phone MFA factor provider, Twilio settings and message templates: GET and PUT of each
// (lifecycle-endpoints.md "Phone factor"; shapes from the SDK's SetGuardianFactorsProviderPhone*,
// SetGuardianFactorsProviderPhoneTwilio* and SetGuardianFactorPhoneTemplates* request/response types).
// Scopes: read:guardian_factors for GET, update:guardian_factors for PUT, as for the message types.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import type { PhoneSettings } from '../state/types';
import { sha256Hex } from '../util';
import { parseRequestBody } from '../validation';

const BASE = `${API}/guardian/factors/phone`;

export const PHONE_PROVIDERS = ['auth0', 'twilio', 'phone-message-hook'] as const;

/**
 * The service's default templates: the `default` of both properties of SetGuardianFactorPhoneTemplatesRequestContent
 * in the Management API spec (also the example answer of GET /guardian/factors/phone/templates).
 */
export const DEFAULT_PHONE_TEMPLATES = {
  enrollment_message: '{{code}} is your verification code for {{tenant.friendly_name}}. Please enter this code to verify your enrollment.',
  verification_message: '{{code}} is your verification code for {{tenant.friendly_name}}',
} as const;

// The spec's SetGuardianFactorsProviderPhoneRequestContent: `provider` required, one of the enum, nothing else.
const providerBody = z.strictObject({ provider: z.enum(PHONE_PROVIDERS) });

// The spec's SetGuardianFactorsProviderPhoneTwilioRequestContent (additionalProperties: false): every property
// optional and nullable; `from` at most 64 characters, the others 1 to 1000. No rule that one of `from` /
// `messaging_service_sid` is present is in the spec, so none is enforced here.
const twilioBody = z.strictObject({
  from: z.string().max(64).nullable().optional(),
  messaging_service_sid: z.string().min(1).max(1000).nullable().optional(),
  auth_token: z.string().min(1).max(1000).nullable().optional(),
  sid: z.string().min(1).max(1000).nullable().optional(),
});

// The spec's SetGuardianFactorPhoneTemplatesRequestContent (additionalProperties: false): both messages required
// strings. The spec states no length limit and no required placeholder, so the emulator enforces none.
const templatesBody = z.strictObject({ enrollment_message: z.string(), verification_message: z.string() });

function phoneOf(ctx: EmulatorContext): PhoneSettings {
  return ctx.store.state.phone ??= {
    provider: 'auth0',
    twilio: { from: null, messaging_service_sid: null, sid: null, auth_token_sha256: null },
    templates: { ...DEFAULT_PHONE_TEMPLATES },
  };
}

/** The Twilio settings as answered: the auth token is write-only, so no answer carries it (nor its fingerprint). */
function publicTwilio(settings: PhoneSettings['twilio']) {
  return { from: settings.from, messaging_service_sid: settings.messaging_service_sid, sid: settings.sid };
}

export function registerGuardianPhone(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get(`${BASE}/selected-provider`, async (req) => {
    await requireScope(ctx, req, 'read:guardian_factors');
    return { provider: ctx.store.state.phone?.provider ?? 'auth0' };
  });

  app.put(`${BASE}/selected-provider`, async (req) => {
    await requireScope(ctx, req, 'update:guardian_factors');
    const body = parseRequestBody(providerBody, req);
    phoneOf(ctx).provider = body.provider;
    ctx.store.changed();
    return { provider: body.provider };
  });

  app.get(`${BASE}/providers/twilio`, async (req) => {
    await requireScope(ctx, req, 'read:guardian_factors');
    return publicTwilio(phoneOf(ctx).twilio);
  });

  // A property the body leaves out keeps its value (the spec marks every one optional); `null` clears it.
  app.put(`${BASE}/providers/twilio`, async (req) => {
    await requireScope(ctx, req, 'update:guardian_factors');
    const body = parseRequestBody(twilioBody, req);
    const twilio = phoneOf(ctx).twilio;
    if (body.from !== undefined) twilio.from = body.from;
    if (body.messaging_service_sid !== undefined) twilio.messaging_service_sid = body.messaging_service_sid;
    if (body.sid !== undefined) twilio.sid = body.sid;
    if (body.auth_token !== undefined) twilio.auth_token_sha256 = body.auth_token === null ? null : sha256Hex(`twilio:${body.auth_token}`);
    ctx.store.changed();
    return publicTwilio(twilio);
  });

  app.get(`${BASE}/templates`, async (req) => {
    await requireScope(ctx, req, 'read:guardian_factors');
    return { ...(ctx.store.state.phone?.templates ?? DEFAULT_PHONE_TEMPLATES) };
  });

  app.put(`${BASE}/templates`, async (req) => {
    await requireScope(ctx, req, 'update:guardian_factors');
    const body = parseRequestBody(templatesBody, req);
    phoneOf(ctx).templates = { enrollment_message: body.enrollment_message, verification_message: body.verification_message };
    ctx.store.changed();
    return { ...phoneOf(ctx).templates };
  });
}
