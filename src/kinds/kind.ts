/**
 * What a kind is (pure, no `vscode`): `Kind`, the description every flow reads (src/kinds/<kind>/index.ts holds
 * one, src/kinds/index.ts lists them), and its facets, each optional where the kind lacks the verb. `ResourceKind`
 * is the editor facet: what the generic resource editor (src/editors/resource) needs to open a resource as a JSON
 * document, check it, plan its PATCH and apply it. What is truly special to a kind is a hook, not a copy of a flow.
 */
import type { ApiClient } from '../api/client';
import type { Page } from '../api/paging';
import type { CallOptions } from '../api/request';
import type { CheckContext, PathSegment, Problem } from '../diagnostics/validate';
import type { CopyFacet } from './facets/copy';
import type { Change } from './diff';
import type { CompareKind } from './facets/compare';
import type { KindFiles } from './facets/files';
import type { KindDraft } from './facets/draft';
import type { KindCommands } from './facets/commands';
import type { ObjectSchema } from './shape';
import type { KindRemove } from './facets/remove';
import type { ToolFacet } from './facets/tool';
import type { TreeFacet } from './facets/tree';
import type { ViewFacet } from './facets/view';
import type { DocumentText, ResourceHooks } from './facets/text';

/** The document's fields of one resource: field → value (top-level keys only). */
export type Editable = Record<string, unknown>;
export type Resource = Record<string, unknown>;

/** What names a resource in titles and messages; never part of the document. */
export interface Identity {
  id: string;
  name: string;
  /** Short facts for the header, e.g. `strategy auth0`, `webhook`, `created 2025-08-01`. */
  details: string[];
}

/** What a check or a patch plan knows besides the document. */
export interface EditContext {
  /** The token's scopes. */
  scopes: ReadonlySet<string>;
  /** Fields left out of the document because the token could not read them (or the server did not send them). */
  hidden: ReadonlySet<string>;
  identity: Identity;
}

/** A value the document shows but the service cannot change here: an edit is an error at its key with `message`. */
export interface LockedPath {
  path: PathSegment[];
  message: string;
}

/** A header action of the document (a CodeLens): a command run with `{ tenantId, <idArgument>: id }`. */
export interface KindAction {
  title: string;
  tooltip: string;
  command: string;
  /** Its codicon (default: `key`, a credentials action). */
  icon?: string;
  /** Shown only for resources this accepts (default: all). */
  when?(resource: Resource): boolean;
}

export type PatchPlan =
  | { ok: true; body: Record<string, unknown>; changes: Change[] }
  | { ok: false; missingScope: string; message: string; changes: Change[] };

export interface ResourceKind {
  /** The tree group and URI segment: `connections`, `event-streams`. */
  id: string;
  /** Lower-case singular for sentences (`connection`), capitalised for titles (`Connection`). */
  singular: string;
  title: string;
  /** File name suffix of its documents: `.connection.json`. */
  suffix: string;
  /** Codicon of the header lens. */
  icon: string;
  /** The scope each verb needs. */
  scopes: { get: string; update: string };
  /** The name of the id in a command argument (`streamId` → `{ tenantId, streamId }`). */
  idArgument: string;
  get(client: ApiClient, id: string, options: CallOptions): Promise<Resource>;
  update(client: ApiClient, id: string, body: Record<string, unknown>, options: CallOptions): Promise<Resource>;
  /** The document's fields, in the order they are written. */
  fields: readonly string[];
  /** Fields the service returns that the document leaves out and a save never sends (besides `id`). */
  readOnly: readonly string[];
  /** Fields whose `null` is a value the document shows (other nulls are left out). */
  nullable?: readonly string[];
  /** Scopes a field needs beyond the kind's own: to be read (shown) and to be changed. */
  fieldScopes: Readonly<Record<string, { read?: string; update?: string }>>;
  /** The schema of the document's value (the update schema, or one shaped like it). */
  documentSchema(base: Editable): ObjectSchema;
  /** Values shown but not changeable here, for a resource with this snapshot. */
  locked(base: Editable): LockedPath[];
  identity(resource: Resource): Identity;
  /** Fields of this answer the document cannot show to this token. */
  hiddenFields(resource: Resource, scopes: ReadonlySet<string>): string[];
  /** The PATCH body for the effective edit (the document completed from the snapshot); `changes` is non-empty. */
  buildPatch(base: Editable, edited: Editable, ctx: EditContext): Record<string, unknown>;
  /** Checks only this kind makes, on the parsed document. */
  check?(value: Record<string, unknown>, input: { base: Editable; ctx: EditContext }, at: CheckContext): Problem[];
  /** Whether an update's answer lacks something the document shows, so the resource is read again. */
  incomplete?(updated: Resource, ctx: EditContext): boolean;
  /**
   * A 400 on update whose message means the same as a 409 (the service answers either for the same clash, e.g. a
   * token exchange profile's subject_token_type taken): explained like a 409.
   */
  conflictIn400?: RegExp;
  /** What a 409 on update means for this kind, and what to do. */
  conflictMessage?: string;
  /**
   * A 409 on update explained for this resource: the key it is about and the sentence to show (naming the other
   * resource when it can be found); undefined falls back to `conflictMessage`.
   */
  explainConflict?(client: ApiClient, id: string, body: Record<string, unknown>, options: CallOptions): Promise<{ path: PathSegment[]; message: string } | undefined>;
  /** Hover texts of the document's JSON Schema (completion and hover; generated at build time). */
  docs: {
    document: string;
    fields: Readonly<Record<string, string>>;
    /** A snapshot whose document schema the JSON Schema describes (default: `{}`). */
    sample?: Editable;
  };
  /** Header actions of its documents. */
  actions?: readonly KindAction[];
  /** Hover text of the header's title lens: what identifies the resource and cannot be changed. */
  headerNote: string;
  /** Hover text of the header's "not here" lens: what cannot be changed here and where it is changed. */
  readOnlyNote: string;
  /** A document that is not JSON (an action's code as a `.js` file): its text and checks (facets/text.ts). */
  text?: DocumentText;
  /** The tree group a save reloads when it is not `id` (an action's settings: the Actions group). */
  treeGroup?: string;
  /** What its documents need of `vscode` (completion, hover, signature help): `() => import('./codeHooks')`. */
  hooks?(): Promise<ResourceHooks>;
}

/** The one id of a kind: the tree group, the URI segment, the agent tools' `kind`, the export folder. */
export type KindId = 'applications' | 'apis' | 'client-grants' | 'actions' | 'connections' | 'event-streams' | 'token-exchange-profiles' | 'vault-connections' | 'phone-factors' | 'verification-templates';

/** What messages, titles and headings call a kind (English; the flows show them as they are). */
export interface KindWords {
  /** In a sentence: "token exchange profile". */
  singular: string;
  /** A heading: "Token Exchange Profiles". */
  plural: string;
  /** A title: "Token Exchange Profile". */
  title: string;
}

/** The scope each verb needs (absent: the kind has no such verb here). */
export interface KindScopes {
  read: string;
  create?: string;
  update?: string;
  delete?: string;
}

/** How a kind's resources are listed, read and named: the tree group, the pickers and the agent tools use it. */
export interface KindList {
  /** One page of resources: `from` is the cursor the page before returned (undefined: the first page). */
  page(client: ApiClient, from: string | undefined, take: number, options?: CallOptions): Promise<Page<Resource>>;
  /** One resource by id. */
  get(client: ApiClient, id: string, options?: CallOptions): Promise<Resource>;
  /** The id of a resource. */
  id(resource: Resource): string;
  /** What titles, picks and messages call it. */
  name(resource: Resource): string;
  /** The picker's line after a resource's name (a stream's status and destination, then its id); default: its id. */
  describe?(resource: Resource): string | undefined;
  /** The picker's second line of a resource (a template's requested claims), if any. */
  detail?(resource: Resource): string | undefined;
  /** How the picker reads the list (src/commands/resources/resourceTarget.ts). */
  pick: KindPick;
}

/**
 * How the picker of a command reads a kind's list: `take` per request until it has `first` resources (default:
 * one page), then "Load more…" while the service has more. Its words derive from the kind's unless given.
 */
export interface KindPick {
  take: number;
  first?: number;
  /** Appended to the placeholder: "type to filter by name, id or claim". */
  hint?: string;
  /** The placeholder (default: "Event stream of <tenant>"). */
  placeholder?(tenant: string): string;
  /** The error when the tenant has none (default: "<tenant> has no event streams. Create one with Create Event Stream…."). */
  empty?(tenant: string): string;
}

/** Everything about one kind that the flows need (src/kinds/<kind>/index.ts). */
export interface Kind {
  id: KindId;
  words: KindWords;
  /** Codicon of its tree group and header lens. */
  icon: string;
  scopes: KindScopes;
  /** How Copy to Tenant… copies it to another tenant (src/promote; absent: not copied): loaded on first use. */
  copy?(): Promise<CopyFacet>;
  /** How its resources are listed, read and named (absent: one value per tenant, e.g. the phone factors). */
  list?: KindList;
  /** How a resource is deleted (src/commands/resources/deleteResource.ts; absent: the kind has no Delete). */
  remove?: KindRemove;
  /** The resource editor's descriptions of its documents (a kind may have more than one, e.g. the phone factors' message templates). */
  editors?: readonly ResourceKind[];
  /** How compare, promote and export read, key and normalise its resources (absent: it is not compared). */
  compare?: CompareKind;
  /** Its exported workspace files: keys, checks, what Apply needs (absent: it is not exported). */
  files?: KindFiles;
  /** Its JSON document on the draft scheme: a draft of a create, or the one document of the tenant's state. */
  draft?: KindDraft;
  /** Its commands: the scopes each write needs, and the handlers (src/kinds/<kind>/commands.ts, loaded on the first run). */
  commands?: KindCommands;
  /** What each scope it uses makes possible, in the order Show Token Scopes lists them: scope → "list connections". */
  scopeUses: Readonly<Record<string, string>>;
  /** Its group under each tenant and its rows (absent: not in the tree); read by src/tree/groups.ts. */
  tree?: TreeFacet;
  /** How the read-only view shows its resources besides as JSON, and its other documents; read by src/editors/readOnlyView.ts. */
  view?: ViewFacet;
  /** Its place in the agent tools: its `kind` enums, listResources' short row, its own tools; read by src/tools/. */
  tool?: ToolFacet;
}
