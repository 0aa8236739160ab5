/**
 * The agent tools' facet of a kind (pure, no `vscode`): where the kind stands in the tools' `kind` enums, the short
 * row listResources answers for one of its resources, and the tools of its own (their inputs here; their specs,
 * which use `vscode`, loaded by src/tools/registerTools.ts). The tables of src/tools derive from it.
 */
import * as z from 'zod/mini';
import type { ToolSpec } from '../../tools/toolKit';
import type { Resource } from '../kind';

/** One of a kind's own tools, as package.json `contributes.languageModelTools` declares it. */
export interface OwnTool {
  name: string;
  /** Its place in package.json's list of tools (the tools' inputs are listed in that order). */
  at: number;
  /** Its input, checked before anything else (built on first use: src/api/lazySchemas.ts). */
  input: z.ZodMiniType;
}

export interface ToolFacet {
  /** The kind's place in the tools' `kind` enums (package.json publishes them in this order). */
  rank: number;
  /** The short row listResources answers: id, name and a few key fields; never a secret (absent: not listed). */
  row?(resource: Resource): Record<string, unknown>;
  own?: readonly OwnTool[];
  /** The specs of its own tools (loaded when the tools are registered). */
  specs?(): Promise<readonly ToolSpec[]>;
}

/** The paging fields of a tool's input: an opaque cursor and a page size. */
export const pageInput = () => ({
  cursor: z.optional(z.string()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});
