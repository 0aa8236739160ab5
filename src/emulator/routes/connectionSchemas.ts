// Request schema for PATCH /connections/{id} (additionalProperties false; name and strategy rejected). The typed
// parts of `options` are the contract's to check (contract.ts): null is allowed where it says so.
import { z } from 'zod';

export const METADATA_MAX_PROPERTIES = 10;

export const metadataSchema = z.record(z.string(), z.string().max(255).nullable()).superRefine((value, check) => {
  const count = Object.keys(value).length;
  if (count > METADATA_MAX_PROPERTIES) {
    check.addIssue({ code: 'custom', message: `Too many properties defined (${count}), maximum ${METADATA_MAX_PROPERTIES}` });
  }
});

export const connectionPatchSchema = z.strictObject({
  display_name: z.string().max(128).optional(),
  // The typed options as the contract has them are checked by the contract (null allowed where it says so).
  options: z.record(z.string(), z.unknown()).nullable().optional(),
  enabled_clients: z.array(z.string()).nullable().optional(),
  is_domain_connection: z.boolean().optional(),
  show_as_button: z.boolean().optional(),
  realms: z.array(z.string().min(1)).optional(),
  metadata: metadataSchema.optional(),
  authentication: z.strictObject({ active: z.boolean() }).optional(),
  connected_accounts: z.strictObject({ active: z.boolean(), cross_app_access: z.boolean().optional() }).optional(),
  cross_app_access_requesting_app: z.strictObject({ active: z.boolean() }).optional(),
});

export type ConnectionPatch = z.output<typeof connectionPatchSchema>;
