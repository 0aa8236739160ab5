/**
 * Parsing of Management API error bodies `{statusCode, error, message, errorCode?, attributes?}` and of the
 * missing-scope text (messages are redacted by util/redact.ts).
 */
import * as z from 'zod/mini';
import { lazySchemas } from './lazySchemas';

export const { errorBodySchema } = lazySchemas(() => {
  const errorBodySchema = z.looseObject({
    statusCode: z.optional(z.union([z.number(), z.string()])),
    error: z.optional(z.string()),
    message: z.optional(z.string()),
    errorCode: z.optional(z.string()),
    attributes: z.optional(z.unknown()),
  });
  return { errorBodySchema };
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Parses the text of an error response; anything that is not the JSON error shape gives `{}`. */
export function parseErrorBody(text: string): ErrorBody {
  if (!text) return {};
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const SCOPE_RE = /^[a-z_]+:[a-z0-9_]+$/i;

/**
 * Scopes named in an insufficient-scope message. Both forms occur:
 * "Insufficient scope, expected any of: create:client_grants" and
 * "Insufficient scope; expected any of: read:event_streams, read:event_deliveries".
 */
export function parseMissingScopes(message: string | undefined): string[] | undefined {
  if (!message) return undefined;
  const match = /expected any of\s*:\s*(.+)$/i.exec(message.trim());
  if (!match?.[1]) return undefined;
  const scopes = match[1]
    .replace(/\.$/, '')
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter((s) => SCOPE_RE.test(s));
  return scopes.length ? scopes : undefined;
}
