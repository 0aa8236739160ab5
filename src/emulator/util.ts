// Small helpers shared by the routes: random ids and fingerprints.
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` followed by `length` random base62 characters. */
export function randomId(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An ISO timestamp for "now" that is strictly later than `previous`, so updated_at always moves. */
export function bumpTimestamp(previous: string, nowMs: number): string {
  const prev = Date.parse(previous);
  return new Date(Number.isNaN(prev) ? nowMs : Math.max(nowMs, prev + 1)).toISOString();
}

/** `fields` / `include_fields` of a query: only the named top-level fields and `id` (or all but the named ones). */
export function projectFields(obj: Record<string, unknown>, fields: string | undefined, include: string | undefined): Record<string, unknown> {
  if (!fields) return obj;
  const names = new Set(fields.split(',').map((f) => f.trim()));
  if (include === 'false') return Object.fromEntries(Object.entries(obj).filter(([k]) => !names.has(k)));
  return Object.fromEntries(Object.entries(obj).filter(([k]) => names.has(k) || k === 'id'));
}
