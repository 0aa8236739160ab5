/**
 * The checks of the exported kinds without a resource editor's document (pure, no `vscode`): Flows Vault
 * connections and the MFA phone factors, shaped as their normalised form (src/compare/kinds.ts
 * vaultConnectionsCompare, src/kinds/phoneFactors/compare.ts) and holding the values their Apply can send: a vault connection's
 * name as the service takes it (1 to 150 characters, not blank) and an app id; the phone message types among
 * sms/voice, a provider among the service's, the two message templates, the Twilio account and sender (never its
 * auth token, which is write-only). Top-level keys are checked by fileKeys.ts for every kind.
 */
import * as z from 'zod/mini';
import { PHONE_MESSAGE_TYPES } from '../kinds/phoneFactors/api';
import { PHONE_PROVIDERS } from '../kinds/phoneFactors/phoneApi';
import { VAULT_APPS } from '../kinds/vaultConnections/apps';
import { VAULT_NAME_MAX } from '../kinds/vaultConnections/api';
import { quote, type CheckContext, type Problem } from '../editors/validate';
import { isPlainObject } from '../kinds/diff';

const nullableText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

let schemas: { vault: z.core.$ZodType; phone: z.core.$ZodType } | undefined;

/** The schema of a vault connection or phone factors file (top-level keys left to fileKeys.ts). */
export function fileSchema(id: 'vault-connections' | 'phone-factors'): z.core.$ZodType {
  schemas ??= {
    vault: z.object({
      name: z.string().check(z.minLength(1), z.maxLength(VAULT_NAME_MAX), z.refine((v) => v === '' || v.trim().length > 0, { message: 'Must not be blank' })),
      app_id: z.string().check(z.minLength(1)),
      environment: z.optional(z.string()),
    }),
    phone: z.object({
      message_types: z.optional(z.array(z.enum(PHONE_MESSAGE_TYPES))),
      provider: z.optional(z.enum(PHONE_PROVIDERS)),
      templates: z.optional(z.strictObject({ enrollment_message: z.string(), verification_message: z.string() })),
      twilio: z.optional(z.strictObject({ from: nullableText(64), messaging_service_sid: nullableText(1000), sid: nullableText(1000) })),
    }),
  };
  return id === 'vault-connections' ? schemas.vault : schemas.phone;
}

/**
 * A vault connection's app this extension does not know: a warning (the service may have apps newer than this
 * extension; Apply can still rename such a connection, but not create it).
 */
export function vaultAppProblems(value: unknown, ctx: CheckContext): Problem[] {
  if (!isPlainObject(value) || typeof value.app_id !== 'string' || value.app_id === '') return [];
  if (VAULT_APPS.some((a) => a.id === value.app_id)) return [];
  const message = `Unknown app ${quote(value.app_id)}: Apply can create connections for ${VAULT_APPS.map((a) => a.id).join(', ')} only (an existing connection can still be renamed)`;
  return [{ range: ctx.rangeOf(['app_id']), message, severity: 'warning', path: ['app_id'], code: 'unknown_app' }];
}
