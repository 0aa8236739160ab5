/** Guardian phone factor message types (sms / voice): read, and replace the whole list. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { call, validateInput, type CallOptions } from '../../api/request';

export const PHONE_MESSAGE_TYPES = ['sms', 'voice'] as const;
export type PhoneMessageType = (typeof PHONE_MESSAGE_TYPES)[number];

export const { phoneMessageTypesSchema, phoneMessageTypesResponseSchema } = lazySchemas(() => {
  const phoneMessageTypesSchema = z.strictObject({
    message_types: z.array(z.enum(PHONE_MESSAGE_TYPES)),
  });
  /** Tolerant answer: unknown types are kept as strings, the list may be missing. */
  const phoneMessageTypesResponseSchema = z.looseObject({
    message_types: z.optional(z.array(z.string())),
  });
  return { phoneMessageTypesSchema, phoneMessageTypesResponseSchema };
});
export type PhoneMessageTypes = z.infer<typeof phoneMessageTypesSchema>;
export type PhoneMessageTypesResponse = z.infer<typeof phoneMessageTypesResponseSchema>;

const PATH = 'guardian/factors/phone/message-types';

export async function getPhoneMessageTypes(client: ApiClient, options: CallOptions = {}): Promise<PhoneMessageTypesResponse> {
  return call(client, 'GET', PATH, phoneMessageTypesResponseSchema, options);
}

/** PUT: replaces the enabled list (an empty list disables both). */
export async function setPhoneMessageTypes(client: ApiClient, body: PhoneMessageTypes, options: CallOptions = {}): Promise<PhoneMessageTypesResponse> {
  const json = validateInput(phoneMessageTypesSchema, body, 'phone message types');
  return call(client, 'PUT', PATH, phoneMessageTypesResponseSchema, { json, ...options });
}
