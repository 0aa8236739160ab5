/**
 * The MFA phone factors as a workspace file (pure, no `vscode`): the one file `phone-factors.json` of a tenant,
 * shaped as its normalised form (compare.ts readPhoneFactors) and holding the values Apply can send — the message
 * types among sms/voice, a provider among the service's, the two message templates, the Twilio account and sender
 * (never its auth token, which is write-only). Apply only updates it (one per tenant), so a file needs no key.
 */
import * as z from 'zod/mini';
import type { KindFiles } from '../facets/files';
import { PHONE_MESSAGE_TYPES } from './api';
import { PHONE_FACTORS_KEY } from './compare';
import { PHONE_PROVIDERS } from './phoneApi';

const nullableText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

let schema: z.core.$ZodType | undefined;

/** The schema of the file (top-level keys are checked apart, src/workspace/fileKeys.ts). */
const phoneFileSchema = (): z.core.$ZodType => (schema ??= z.object({
  message_types: z.optional(z.array(z.enum(PHONE_MESSAGE_TYPES))),
  provider: z.optional(z.enum(PHONE_PROVIDERS)),
  templates: z.optional(z.strictObject({ enrollment_message: z.string(), verification_message: z.string() })),
  twilio: z.optional(z.strictObject({ from: nullableText(64), messaging_service_sid: nullableText(1000), sid: nullableText(1000) })),
}));

/** readPhoneFactors' keys (compare.ts). */
const KEYS = ['message_types', 'provider', 'templates', 'twilio'];

export const phoneFactorsFiles: KindFiles = {
  keys: KEYS,
  // The file has its own fixed name, so any of its keys will do.
  markKeys: KEYS,
  fileName: `${PHONE_FACTORS_KEY}.json`,
  check: { schema: phoneFileSchema },
  createNeeds: [],
};
