/**
 * The text facet of a resource document that is not JSON (an action's code as a `.js` file), and the hooks of a
 * kind's documents that need `vscode` (completion, hover, signature help). The one resource editor
 * (src/editors/resource) reads them: render and parse replace the JSON text, `problems` the JSON checks. Pure.
 */
import type * as vscode from 'vscode';
import type { Problem } from '../../diagnostics/validate';
import type { EditContext, Editable, Resource } from '../kind';

/** What a text's checks know besides the text: the snapshot, the token, and the resource as last read. */
export interface TextCheckInput {
  base: Editable;
  ctx: EditContext;
  resource?: Resource | undefined;
}

export interface DocumentText {
  /** The document's text of the editable fields. */
  render(editable: Editable): string;
  /** The editable fields of a text (every text is a document). */
  parse(text: string): Editable;
  /** Loads what `problems` needs (a parser) with a dynamic `import()`; the editor awaits it before a document is read. */
  prepare(): Promise<void>;
  /** The text's problems (errors block the save), once `prepare` is done. */
  problems(text: string, input: TextCheckInput): Problem[];
}

/** What a kind's documents need of `vscode`: each optional, loaded on first use (`ResourceKind.hooks`). */
export interface ResourceHooks {
  completion?(document: vscode.TextDocument, position: vscode.Position, resource: Resource): vscode.CompletionItem[] | undefined;
  hover?(document: vscode.TextDocument, position: vscode.Position, resource: Resource): vscode.Hover | undefined;
  signatureHelp?(document: vscode.TextDocument, position: vscode.Position, resource: Resource): vscode.SignatureHelp | undefined;
}
