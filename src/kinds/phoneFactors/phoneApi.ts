/**
 * Guardian phone factor provider, Twilio settings and message templates: read, and replace (PUT). Shapes from the
 * SDK's SetGuardianFactorsProviderPhone*, SetGuardianFactorsProviderPhoneTwilio* and SetGuardianFactorPhoneTemplates*
 * types. The Twilio auth token is write-only: it is only ever part of a PUT body, and an answer that carried it is
 * read without it.
 */
import * as z from 'zod/mini';
import { firstUse, lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { call, validateInput, type CallOptions } from '../../api/request';

export const PHONE_PROVIDERS = ['auth0', 'twilio', 'phone-message-hook'] as const;
export type PhoneProvider = (typeof PHONE_PROVIDERS)[number];

const BASE = 'guardian/factors/phone';

const built = firstUse(() => {
  const phoneProviderSchema = z.strictObject({ provider: z.enum(PHONE_PROVIDERS) });
  /** Tolerant answer: an unknown provider is kept as a string (shown as it is), the key may be missing. */
  const phoneProviderResponseSchema = z.looseObject({ provider: z.optional(z.string()) });
  /** The spec's limits: `from` at most 64 characters, the SIDs and the auth token 1 to 1000; null clears a value. */
  const twilioSettingsSchema = z.strictObject({
    from: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    messaging_service_sid: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(1000)))),
    auth_token: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(1000)))),
    sid: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(1000)))),
  });
  const twilioResponseSchema = z.looseObject({
    from: z.optional(z.nullable(z.string())),
    messaging_service_sid: z.optional(z.nullable(z.string())),
    sid: z.optional(z.nullable(z.string())),
  });
  /** Both messages are required (SetGuardianFactorPhoneTemplatesRequestContent); PUT replaces them. */
  const phoneTemplatesSchema = z.strictObject({ enrollment_message: z.string(), verification_message: z.string() });
  const phoneTemplatesResponseSchema = z.looseObject({
    enrollment_message: z.optional(z.string()),
    verification_message: z.optional(z.string()),
  });
  return { phoneProviderSchema, twilioSettingsSchema, phoneTemplatesSchema, phoneProviderResponseSchema, twilioResponseSchema, phoneTemplatesResponseSchema };
});
const schemas = lazySchemas(built);
/** Both messages are required (PUT replaces them): the schema as built, an object schema. */
export const phoneTemplatesObject = () => built().phoneTemplatesSchema;
export const { phoneProviderSchema, twilioSettingsSchema, phoneTemplatesSchema } = schemas;
const { phoneProviderResponseSchema, twilioResponseSchema, phoneTemplatesResponseSchema } = schemas;
export type PhoneProviderResponse = z.infer<typeof phoneProviderResponseSchema>;
export type TwilioSettingsInput = z.infer<typeof twilioSettingsSchema>;
export type PhoneTemplates = z.infer<typeof phoneTemplatesSchema>;
export type PhoneTemplatesResponse = z.infer<typeof phoneTemplatesResponseSchema>;

export async function getPhoneProvider(client: ApiClient, options: CallOptions = {}): Promise<PhoneProviderResponse> {
  return call(client, 'GET', `${BASE}/selected-provider`, phoneProviderResponseSchema, options);
}

export async function setPhoneProvider(client: ApiClient, provider: PhoneProvider, options: CallOptions = {}): Promise<PhoneProviderResponse> {
  const json = validateInput(phoneProviderSchema, { provider }, 'phone provider');
  return call(client, 'PUT', `${BASE}/selected-provider`, phoneProviderResponseSchema, { json, ...options });
}

/** The non-secret settings as answered (null: not set). */
export interface TwilioSettings {
  from: string | null;
  messaging_service_sid: string | null;
  sid: string | null;
}

/** Only the non-secret fields are kept from an answer, whatever else it carries. */
const publicTwilio = (answer: z.infer<typeof twilioResponseSchema>): TwilioSettings => ({
  from: answer.from ?? null,
  messaging_service_sid: answer.messaging_service_sid ?? null,
  sid: answer.sid ?? null,
});

export async function getTwilioSettings(client: ApiClient, options: CallOptions = {}): Promise<TwilioSettings> {
  return publicTwilio(await call(client, 'GET', `${BASE}/providers/twilio`, twilioResponseSchema, options));
}

/** PUT: a property left out keeps its value on the tenant; null clears it. */
export async function setTwilioSettings(client: ApiClient, body: TwilioSettingsInput, options: CallOptions = {}): Promise<TwilioSettings> {
  const json = validateInput(twilioSettingsSchema, body, 'Twilio settings');
  return publicTwilio(await call(client, 'PUT', `${BASE}/providers/twilio`, twilioResponseSchema, { json, ...options }));
}

/** Whether the tenant has what Twilio needs to send: an account SID and a sender (a number or a messaging service). */
export const twilioConfigured = (s: TwilioSettings): boolean => !!s.sid && !!(s.from || s.messaging_service_sid);

export async function getPhoneTemplates(client: ApiClient, options: CallOptions = {}): Promise<PhoneTemplatesResponse> {
  return call(client, 'GET', `${BASE}/templates`, phoneTemplatesResponseSchema, options);
}

export async function setPhoneTemplates(client: ApiClient, body: PhoneTemplates, options: CallOptions = {}): Promise<PhoneTemplatesResponse> {
  const json = validateInput(phoneTemplatesSchema, body, 'phone message templates');
  return call(client, 'PUT', `${BASE}/templates`, phoneTemplatesResponseSchema, { json, ...options });
}
