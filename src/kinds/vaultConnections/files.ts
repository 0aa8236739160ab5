/**
 * Flows Vault connections as workspace files (pure, no `vscode`): shaped as their normalised form (compare.ts) and
 * holding the values Apply can send — the name as the service takes it (1 to 150 characters, not blank) and an
 * app id; an app this extension does not know is a warning.
 */
import * as z from 'zod/mini';
import { quote, type CheckContext, type Problem } from '../../diagnostics/validate';
import { isPlainObject } from '../diff';
import type { KindFiles } from '../facets/files';
import { VAULT_NAME_MAX } from './api';
import { VAULT_APPS } from './apps';

let schema: z.core.$ZodType | undefined;

/** The schema of a file (top-level keys are checked apart, src/workspace/fileKeys.ts). */
const vaultFileSchema = (): z.core.$ZodType => (schema ??= z.object({
  name: z.string().check(z.minLength(1), z.maxLength(VAULT_NAME_MAX), z.refine((v) => v === '' || v.trim().length > 0, { message: 'Must not be blank' })),
  app_id: z.string().check(z.minLength(1)),
  environment: z.optional(z.string()),
}));

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

export const vaultConnectionsFiles: KindFiles = {
  // The service's answer (api.ts) less VAULT_SERVER_ONLY.
  keys: ['name', 'app_id', 'environment'],
  markKeys: ['app_id'],
  keyField: 'name',
  check: { schema: vaultFileSchema },
  extraChecks: vaultAppProblems,
  createNeeds: ['name', 'app_id'],
};
