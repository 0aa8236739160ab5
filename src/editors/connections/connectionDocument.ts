/**
 * The editable view of a connection (pure, no `vscode`): which fields the document holds, how it is rendered,
 * and how a parsed document is completed from the snapshot it was opened from.
 */

import { jsonText } from '../jsonText';

/** The fields a connection document holds, in the order they are written. Never name, strategy, id or enabled_clients. */
export const EDITABLE_FIELDS = [
  'display_name',
  'options',
  'is_domain_connection',
  'show_as_button',
  'realms',
  'metadata',
  'authentication',
  'connected_accounts',
  'cross_app_access_requesting_app',
  'cross_app_access_resource_app',
] as const;

/** Fields the service returns that a PATCH cannot carry: shown in the header, never in the document, never sent. */
export const READ_ONLY_FIELDS = ['name', 'strategy', 'enabled_clients'] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type Editable = Partial<Record<EditableField, unknown>>;

/** What identifies a connection in titles and messages; never part of the document. */
export interface ConnectionIdentity {
  id: string;
  name: string;
  strategy: string;
}

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The editable fields of a connection as the server returned it. `options` only when the token could read
 * them (`includeOptions`) and the response carried them; `null` values are left out except for `options`.
 */
export function toEditable(connection: Record<string, unknown>, includeOptions: boolean): Editable {
  const out: Editable = {};
  for (const field of EDITABLE_FIELDS) {
    if (field === 'options' && !includeOptions) continue;
    if (!hasOwn(connection, field)) continue;
    const value = connection[field];
    if (value === undefined || (value === null && field !== 'options')) continue;
    out[field] = value;
  }
  return out;
}

/**
 * The keys of a server response that the document does not hold and a save never sends: the read-only fields,
 * then any key the service added that this extension does not know (`id` is in the URI).
 */
export function notEditableKeys(connection: Record<string, unknown>): string[] {
  const editable = new Set<string>(EDITABLE_FIELDS);
  const readOnly = READ_ONLY_FIELDS.filter((k) => hasOwn(connection, k));
  const unknown = Object.keys(connection).filter((k) => k !== 'id' && !editable.has(k) && !(READ_ONLY_FIELDS as readonly string[]).includes(k));
  return [...readOnly, ...unknown];
}

export function identityOf(connection: Record<string, unknown>): ConnectionIdentity {
  const id = String(connection.id ?? '');
  return { id, name: String(connection.name ?? id), strategy: String(connection.strategy ?? '') };
}

/** The document text: 2-space JSON, fields in EDITABLE_FIELDS order, a final newline, hidden characters escaped. */
export function renderDocument(editable: Editable): string {
  const ordered: Editable = {};
  for (const field of EDITABLE_FIELDS) if (hasOwn(editable, field)) ordered[field] = editable[field];
  return jsonText(ordered);
}

/** The editable fields of a parsed document; undefined when the text is not a JSON object. */
export function parseDocument(text: string): Editable | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  const out: Editable = {};
  for (const field of EDITABLE_FIELDS) if (hasOwn(value, field)) out[field] = value[field];
  return out;
}

/**
 * What the user means to have on the server: the document's fields, with fields the user deleted from the
 * document kept at their snapshot value (deleting a key never clears a setting). `options` is dropped entirely
 * when the token cannot read them.
 */
export function effectiveEdit(base: Editable, edited: Editable, optionsReadable: boolean): Editable {
  const out: Editable = {};
  for (const field of EDITABLE_FIELDS) {
    if (field === 'options' && !optionsReadable) continue;
    if (hasOwn(edited, field) && edited[field] !== undefined) out[field] = edited[field];
    else if (hasOwn(base, field)) out[field] = base[field];
  }
  return out;
}
