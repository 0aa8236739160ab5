/**
 * The files facet of a kind (pure, no `vscode`): what Export to Workspace…, the exported files' diagnostics, Compare
 * with Tenant… of a file and Apply to Tenant… need to know of the kind's workspace files, which hold its normalised
 * form (src/kinds/<kind>/compare.ts). Each kind sets it in src/kinds/<kind>/files.ts; src/workspace reads it.
 */
import type * as z from 'zod/mini';
import type { CheckContext, Problem } from '../../diagnostics/validate';
import type { ResourceKind } from '../kind';
import type { Names } from '../normalise';
import type { Raw } from './compare';

/** A file's value as the source of a plan: a resource as the service answers it, with the names of the ids it holds. */
export interface FileSource {
  resource: Raw;
  names: Names;
}

/**
 * How a file's value is checked: by the kind's editor document schema, applied to the fields both forms share (its
 * editable fields), or by a schema of the files' own (a kind without a resource editor's document).
 */
export type FileCheck =
  | {
    editor: ResourceKind;
    /** Fields whose stored values the service may send although it refuses them in an update: a problem there is a warning. */
    keptByService?: readonly string[];
  }
  | { schema(): z.core.$ZodType };

/**
 * A field of the normalised value written to a file of its own beside the JSON file, as its plain text (an action's
 * code as `<name>.js` beside `<name>.json`): what a text editor, git and a diff read best. The JSON file holds the
 * other fields; Apply reads the two back as one value, and the comparisons show the field as lines of text.
 */
export interface CompanionFile {
  /** The top-level key of the normalised value the companion file holds (a string). */
  field: string;
  /** The companion file's extension, with its dot: `.js`. */
  extension: string;
  /** The language of its text, for the comparisons' documents (`javascript`). */
  language: string;
  /** Its text's first problem Apply refuses before anything is sent (an action's syntax error), loaded when asked. */
  problem?(text: string): Promise<{ message: string; line: number } | undefined>;
}

export interface KindFiles {
  /**
   * The top-level keys a file may hold: what the normalised form can write — the editor's fields, the natural key
   * and the read-only fields it keeps, less the server-only fields it drops, plus the references it writes by name.
   */
  keys: readonly string[];
  /**
   * Keys only a file of this kind holds (every export writes one of them): what tells an export from another JSON
   * file that sits in a folder named like the kind (`config/connections/postgres.json` with a `name`).
   */
  markKeys: readonly string[];
  /** The natural key a file must hold, by which Apply finds the resource (absent: one per tenant). */
  keyField?: string;
  /** The one file of a kind with one resource per tenant: its fixed name (`phone-factors.json`). */
  fileName?: string;
  check: FileCheck;
  /** Checks only this kind makes on a file's value, beyond its keys and schema. */
  extraChecks?(value: unknown, ctx: CheckContext): Problem[];
  /** What the kind's create needs in a file (the service's create bodies, references by name as files hold them). */
  createNeeds: readonly string[];
  /** A hint said after the missing fields when one of these is missing (field → hint). */
  createHints?: Readonly<Record<string, string>>;
  /**
   * The plan's source side of a file's value, for a kind whose normalised form writes references by name: each
   * becomes a synthetic id (`fileRef`) with that name in `names`. Absent: the value is passed through.
   */
  fromFile?(value: Raw): FileSource | { problem: string };
  /** A field kept in a file of its own beside the JSON file (absent: the JSON file holds everything). */
  companion?: CompanionFile;
}

/** The editor's fields and read-only fields less the compare facet's server-only ones, plus the references by name. */
export const fileKeysOf = (kind: ResourceKind, serverOnly: readonly string[], byName: readonly string[] = []): readonly string[] =>
  [...new Set([...kind.fields, ...kind.readOnly, ...byName])].filter((k) => !serverOnly.includes(k));

/** The synthetic id of a resource a file names: never sent (a plan sends the target's id of that name). */
export const fileRef = (kind: string, name: string): string => `workspace-file:${kind}:${name}`;
