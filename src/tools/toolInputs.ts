/**
 * The input of every agent tool, by tool name (pure: no `vscode`), so package.json's `inputSchema` entries can be
 * compared with them in a unit test. Each tool checks its input against its schema here before anything else.
 * Built on first use (z.lazy), not while the extension loads (its tools are registered by name).
 */
import * as z from 'zod/mini';
import { TOKEN_EXCHANGE_PROFILE_TYPES } from '../kinds/tokenExchangeProfiles/api';

export const LIST_KINDS = ['connections', 'event-streams', 'token-exchange-profiles', 'verification-templates', 'vault-connections'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The kinds a resource document exists for, with an id of their own. */
export const DOCUMENT_KINDS = ['connections', 'event-streams', 'token-exchange-profiles', 'verification-templates'] as const;

/** The kinds Compare with Tenant… compares (phone factors: one per tenant, no id). */
export const COMPARE_KINDS = ['connections', 'event-streams', 'token-exchange-profiles', 'verification-templates', 'vault-connections', 'phone-factors'] as const;

const page = () => ({
  cursor: z.optional(z.string()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});

const deliveryFilter = () => ({
  tenant: z.string(),
  stream: z.string().check(z.minLength(1)),
  eventTypes: z.optional(z.array(z.string())),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});

export const TOOL_INPUTS = {
  authTenants_listTenants: z.lazy(() => z.strictObject({})),
  authTenants_listResources: z.lazy(() => z.strictObject({ tenant: z.string(), kind: z.enum(LIST_KINDS), ...page() })),
  authTenants_getResource: z.lazy(() => z.strictObject({ tenant: z.string(), kind: z.enum(DOCUMENT_KINDS), id: z.string().check(z.minLength(1)) })),
  authTenants_compareResource: z.lazy(() => z.strictObject({
    tenant: z.string(),
    otherTenant: z.string(),
    kind: z.enum(COMPARE_KINDS),
    id: z.optional(z.string().check(z.minLength(1))),
  })),
  authTenants_listFailedDeliveries: z.lazy(() => z.strictObject({ ...deliveryFilter(), ...page() })),
  authTenants_createTokenExchangeProfile: z.lazy(() => z.strictObject({
    tenant: z.string(),
    name: z.string(),
    subject_token_type: z.string(),
    action_id: z.string(),
    type: z.optional(z.enum(TOKEN_EXCHANGE_PROFILE_TYPES)),
  })),
  authTenants_updateConnection: z.lazy(() => z.strictObject({
    tenant: z.string(),
    connection: z.string().check(z.minLength(1)),
    changes: z.record(z.string(), z.unknown()),
  })),
  authTenants_setPhoneFactors: z.lazy(() => z.strictObject({ tenant: z.string(), message_types: z.array(z.string()) })),
  authTenants_redeliver: z.lazy(() => z.strictObject({ ...deliveryFilter(), eventIds: z.optional(z.array(z.string()).check(z.minLength(1))) })),
  authTenants_setEventStreamStatus: z.lazy(() => z.strictObject({ tenant: z.string(), stream: z.string().check(z.minLength(1)), status: z.enum(['enabled', 'disabled']) })),
  authTenants_deleteEventStream: z.lazy(() => z.strictObject({ tenant: z.string(), stream: z.string().check(z.minLength(1)) })),
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;
