/**
 * The PATCH /connections/{id} body for a saved document (pure, no `vscode`). The rules that keep an edit from
 * wiping configuration (research §6.1–6.6):
 * - `display_name` is always sent (the server overwrites an omitted one with `name`);
 * - `options` only when changed, only when the token could read them, and only with `update:connections_options`
 *   (PATCH replaces the whole object);
 * - `name`, `strategy`, `enabled_clients` and `id` are never sent;
 * - `realms` and `metadata` are sent with their full values whenever there is something to send (whether
 *   omitting them resets them is unconfirmed);
 * - every other editable field only when it changed, so a value the server sent and the user kept (a flag this
 *   extension does not know yet) never travels back.
 */
import { deepEqual, diffValues, type Change } from './changeSummary';
import { EDITABLE_FIELDS, effectiveEdit, type Editable } from './connectionDocument';

export const READ_OPTIONS_SCOPE = 'read:connections_options';
export const UPDATE_OPTIONS_SCOPE = 'update:connections_options';

const ALWAYS_SENT = new Set<string>(['display_name', 'realms', 'metadata']);

export interface PatchInput {
  /** The connection's `name`: the display name sent when the connection has none. */
  name: string;
  /** The server's editable fields the document was opened from (or last saved to). */
  base: Editable;
  /** The editable fields of the saved document. */
  edited: Editable;
  /** Whether the document shows options (the token had read:connections_options and the server returned them). */
  optionsReadable: boolean;
  scopes: ReadonlySet<string>;
}

export type PatchPlan =
  | { ok: true; body: Record<string, unknown>; changes: Change[] }
  | { ok: false; missingScope: string; message: string; changes: Change[] };

export function buildPatch(input: PatchInput): PatchPlan {
  const { base, optionsReadable, scopes } = input;
  const effective = effectiveEdit(base, input.edited, optionsReadable);
  const comparable = optionsReadable ? base : withoutOptions(base);
  const changes = diffValues(comparable, effective);

  const body: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (field === 'options') continue;
    const value = effective[field];
    if (value === undefined) continue;
    if (ALWAYS_SENT.has(field) || !deepEqual(value, base[field])) body[field] = value;
  }
  if (typeof body.display_name !== 'string') body.display_name = input.name;

  if (optionsReadable && effective.options !== undefined && !deepEqual(effective.options, base.options)) {
    if (!scopes.has(UPDATE_OPTIONS_SCOPE)) {
      const message = `Changing options needs the scope ${UPDATE_OPTIONS_SCOPE}, which this token lacks. Undo the options change or grant the scope and reconnect the tenant.`;
      return { ok: false, missingScope: UPDATE_OPTIONS_SCOPE, message, changes };
    }
    body.options = effective.options;
  }
  return { ok: true, body: orderKeys(body), changes };
}

function withoutOptions(editable: Editable): Editable {
  const { options: _dropped, ...rest } = editable;
  return rest;
}

function orderKeys(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) if (body[field] !== undefined) out[field] = body[field];
  return out;
}
