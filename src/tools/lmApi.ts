/**
 * The small part of VS Code's language model tool API this extension uses, declared here because the extension
 * keeps `engines.vscode` ^1.74 and its `@types/vscode`: the API (VS Code 1.95+) is looked up at run time, and the
 * tools are registered only when it is there.
 */
import * as vscode from 'vscode';

/** What VS Code asks before invoking a write tool: the user confirms `message` under `title`. */
export interface ToolConfirmation {
  title: string;
  message: string | vscode.MarkdownString;
}

export interface PreparedInvocation {
  invocationMessage?: string;
  confirmationMessages?: ToolConfirmation;
}

export interface ToolInvocation<T> {
  readonly input: T;
}

/** An opaque result object built by `toolResult`. */
export type ToolResult = object;

export interface LmTool<T> {
  invoke(options: ToolInvocation<T>, token: vscode.CancellationToken): Promise<ToolResult>;
  prepareInvocation?(options: ToolInvocation<T>, token: vscode.CancellationToken): Promise<PreparedInvocation | undefined>;
}

interface LmNamespace {
  registerTool<T>(name: string, tool: LmTool<T>): vscode.Disposable;
}

interface LmRuntime {
  lm?: Partial<LmNamespace>;
  LanguageModelToolResult?: new (content: unknown[]) => ToolResult;
  LanguageModelTextPart?: new (value: string) => unknown;
}

const runtime = vscode as unknown as LmRuntime;

/** `vscode.lm.registerTool`, or undefined on a VS Code without the language model tool API. */
export function lmRegisterTool(): LmNamespace['registerTool'] | undefined {
  const register = runtime.lm?.registerTool;
  return typeof register === 'function' ? register.bind(runtime.lm) : undefined;
}

/** A tool result of one text part. */
export function toolResult(text: string): ToolResult {
  const Result = runtime.LanguageModelToolResult;
  const Text = runtime.LanguageModelTextPart;
  if (!Result || !Text) throw new Error('The language model tool API is not available in this VS Code.');
  return new Result([new Text(text)]);
}

/** The text parts of a tool result (what the model reads), joined. */
export function resultText(result: unknown): string {
  const content = (result as { content?: unknown[] } | undefined)?.content ?? [];
  return content.map((part) => (typeof (part as { value?: unknown }).value === 'string' ? (part as { value: string }).value : '')).join('');
}
