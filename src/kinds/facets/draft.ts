/**
 * The draft facet (pure, no `vscode`): a kind's JSON document on the `auth-tenants-draft` scheme — a draft of a
 * create (`/<tenant>/<segment>/new.<segment>.json`, sent by the one submit flow, src/commands/resources/submitDraft.ts)
 * or the one document of a tenant's state (`/<tenant>/<segment>.<segment>.json`, applied by the kind's own command).
 * The drafts machinery (src/editors/drafts) and the build's JSON Schemas (src/editors/documentSchemas.ts) read it.
 * What needs `vscode` is a hook, loaded on first use (`hooks`).
 */
import type * as vscode from 'vscode';
import type * as z from 'zod/mini';
import type { ApiClient } from '../../api/client';
import type { ApiError } from '../../api/errors';
import type { Drafts } from '../../editors/drafts/drafts';
import type { CheckContext, PathSegment, Problem } from '../../diagnostics/validate';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import type { Resource } from '../kind';

/** A check beyond the schema, on the parsed document. */
export type DraftCheck = (value: unknown, ctx: CheckContext) => Problem[];

/** What a draft's checks need to know about one action of the tenant. */
export interface ActionInfo {
  id: string;
  name: string;
  deployed: boolean;
  triggers: readonly string[];
  /** false when the action has changes that are not deployed yet. */
  allChangesDeployed?: boolean;
}

/** Hover texts and completion examples layered over a generated JSON Schema. */
export interface SchemaDocs {
  title?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaDocs>;
  items?: SchemaDocs;
}

/** A header lens of the document: a command run with the document's URI. */
export interface DraftLens {
  /** The title after its icon; `tenant` is the tenant's label. */
  title(tenant: string): string;
  /** Codicon of the lens. */
  icon: string;
  command: string;
}

/**
 * What a kind's drafts need of `vscode` (src/kinds/<kind>/draftHooks.ts, loaded on first use): each optional.
 */
export interface DraftHooks {
  /** Submit: the secret the request needs and the draft never holds, asked for in a password box (undefined: none needed). */
  secret?(services: Services, value: unknown, tenantLabel: string): Promise<string | undefined>;
  /** Submit: explains a refusal its own way (the problem is already on the field); true when it did, so no message follows. */
  refused?(services: Services, tenant: TenantNode, uri: vscode.Uri, body: Record<string, unknown>, err: ApiError): Promise<boolean>;
  /** Submit: says the resource was created (default: an information message), e.g. with a button for what comes next. */
  announce?(services: Services, tenant: TenantNode, created: Resource, message: string): void;
  /** A document of a tenant's state: applies a saved text; returns the text to show afterwards. Throws SaveRefused. */
  save?(services: Services, drafts: Drafts, uri: vscode.Uri, text: string, reason: vscode.TextDocumentSaveReason | undefined): Promise<string>;
  /** Completion of the document's values (e.g. the tenant's actions by name). */
  completion?(drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionItem[] | undefined>;
  /** Hover of the document's values. */
  hover?(drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined>;
}

/** A refusal worded for the kind: shown on the field and as the message. */
export type Refusal = (tenantLabel: string, body: Record<string, unknown>, serverMessage: string) => string;

/** How a create draft is sent (the one submit flow reads it). */
export interface DraftCreate {
  /** The command of the Create lens and editor-title button: `{ uri }` or the active editor's draft. */
  command: string;
  /** The body from the checked draft value and the secret the hooks asked for (default: the value itself). */
  body?(value: unknown, secret: string | undefined): Record<string, unknown>;
  create(client: ApiClient, body: Record<string, unknown>): Promise<Resource>;
  /** The resource a create whose answer was lost made, looked up before anything is sent again; undefined if none. */
  find(client: ApiClient, body: Record<string, unknown>): Promise<Resource | undefined>;
  /** What the body names the resource (in questions and messages); undefined when it has no name. */
  name(body: Record<string, unknown>): string | undefined;
  /** The production question's detail (what the create does at once); absent: no question before the create. */
  productionDetail?(tenantLabel: string, body: Record<string, unknown>): string;
  /** The draft path a refusal (status, the tenant's message) is about; undefined when it names none. */
  errorPath(status: number, message: string): PathSegment[] | undefined;
  /** Refusals worded for the kind, by status (400 and 409 are always shown on the draft; others listed here). */
  refusals?: Readonly<Partial<Record<number, Refusal>>>;
  /** The message once created (`recovered`: the answer was lost and the resource found on the tenant). */
  created(created: Resource, body: Record<string, unknown>, tenantLabel: string, recovered: boolean): string;
  /** Whether the created resource opens in its editor. */
  open?: boolean;
  /** The service takes a second resource with the same body (an application's name is not unique): never a 409. */
  duplicates?: boolean;
}

export interface KindDraft {
  /** Names its documents: the tenant's sub-folder and the file suffix (`.<segment>.json`). */
  segment: string;
  /** One document per tenant (`/<tenant>/<segment>.<segment>.json`), rather than drafts of a create (`new`, `new-2`, …). */
  single?: boolean;
  /** The schema the diagnostics check (the create body, or one shaped like it). */
  schema: z.core.$ZodType;
  /** Checks beyond the schema; `actions` are the tenant's when the draft `usesActions` and they are known. */
  checks?(actions: readonly ActionInfo[] | undefined): DraftCheck;
  /** Its checks and completion use the tenant's actions (fetched once per draft, reloaded on demand). */
  usesActions?: boolean;
  /** A text that must never be stored (it holds a secret), and why a save is refused. */
  secret?: { holds(text: string): boolean; refusal: string };
  /** What a command says when no such draft is open. */
  missing: string;
  /**
   * The JSON Schema the build writes for completion and hover (`dist/schemas/<name>.schema.json`): `schema` (default
   * the checked one) with `docs` layered over it.
   */
  jsonSchema: { name: string; schema?: () => z.core.$ZodType; docs?: SchemaDocs };
  /**
   * A complete document named `name`, valid as it is: the kind's starting document, filled in where the user must
   * (given the tenant's actions when it `usesActions`). The table test of every kind creates it on the emulator.
   */
  example(name: string, actions: readonly ActionInfo[]): Record<string, unknown>;
  /** Lenses at the top of the document after a create draft's Create lens (a document of a tenant's state: its Apply lens first). */
  lenses?: readonly DraftLens[];
  /** A create draft: how it is sent. */
  submit?: DraftCreate;
  /** A document of a tenant's state: its save applies it (the hooks' `save`). */
  applies?: boolean;
  /** What needs `vscode`: a dynamic `import('./draftHooks')`, so the description stays pure. */
  hooks?(): Promise<DraftHooks>;
}
