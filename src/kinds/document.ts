/**
 * The document of a resource, for any kind (pure, no `vscode`): which fields it holds, how it is rendered and
 * parsed, and how a saved document is completed from the snapshot it was opened from.
 */
import { jsonText } from '../util/jsonText';
import { hasOwn } from '../util/own';
import { isPlainObject } from './diff';
import { withoutSecrets } from './secrets';
import type { Editable, Resource, ResourceKind } from './kind';

/** The document's fields of a resource as the server returned it: no hidden field, no null, no secret (kinds/secrets.ts). */
export function toEditable(kind: ResourceKind, resource: Resource, hidden: ReadonlySet<string>): Editable {
  const out: Editable = {};
  for (const field of kind.fields) {
    if (hidden.has(field) || !hasOwn(resource, field)) continue;
    const value = resource[field];
    if (value === undefined || (value === null && !kind.nullable?.includes(field))) continue;
    out[field] = value;
  }
  return withoutSecrets(kind.id, out);
}

/**
 * The keys of a server answer that the document does not hold and a save never sends: the read-only fields,
 * then any key the service added that this extension does not know (`id` is in the URI).
 */
export function notEditableKeys(kind: ResourceKind, resource: Resource): string[] {
  const known = new Set<string>([...kind.fields, ...kind.readOnly, 'id']);
  return [...kind.readOnly.filter((k) => hasOwn(resource, k)), ...Object.keys(resource).filter((k) => !known.has(k))];
}

/** The document text (a text kind's own, e.g. an action's code): 2-space JSON, fields in the kind's order, a final newline, hidden characters escaped. */
export function renderDocument(kind: ResourceKind, editable: Editable): string {
  if (kind.text) return kind.text.render(editable);
  const ordered: Editable = {};
  for (const field of kind.fields) if (hasOwn(editable, field)) ordered[field] = editable[field];
  return jsonText(ordered);
}

/** The kind's fields of a parsed document; undefined when the text is not a JSON object. */
export function parseDocument(kind: ResourceKind, text: string): Editable | undefined {
  if (kind.text) return kind.text.parse(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  const out: Editable = {};
  for (const field of kind.fields) if (hasOwn(value, field)) out[field] = value[field];
  return out;
}

/**
 * What the user means to have on the server: the document's fields, with fields the user deleted from the
 * document kept at their snapshot value (deleting a key never clears a setting). Hidden fields are dropped.
 */
export function effectiveEdit(kind: ResourceKind, base: Editable, edited: Editable, hidden: ReadonlySet<string>): Editable {
  const out: Editable = {};
  for (const field of kind.fields) {
    if (hidden.has(field)) continue;
    if (hasOwn(edited, field) && edited[field] !== undefined) out[field] = edited[field];
    else if (hasOwn(base, field)) out[field] = base[field];
  }
  return out;
}
