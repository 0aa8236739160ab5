/**
 * The agent tools (package.json `contributes.languageModelTools` declares each name with its input schema): the
 * tools every kind shares (sharedTools.ts) and each kind's own tools (its tool facet loads their specs), both loaded
 * on registration, registered with `vscode.lm.registerTool` only when this VS Code has the language model tool API.
 */
import type * as vscode from 'vscode';
import { KINDS } from '../kinds';
import type { Services } from '../services';
import { lmRegisterTool, type LmTool } from './lmApi';
import { TOOL_INPUTS } from './toolInputs';
import { toLmTool, type ToolSpec } from './toolKit';

/** Every tool's spec, in the order of their inputs (package.json's order). */
export async function toolSpecs(): Promise<ToolSpec[]> {
  // The shared tools and the kinds' own are loaded here (on registration), not at activation.
  const [{ SHARED_TOOLS }, own] = await Promise.all([import('./sharedTools'), Promise.all(KINDS.map((k) => k.tool?.specs?.() ?? []))]);
  const specs = [...SHARED_TOOLS, ...own.flat()];
  return Object.keys(TOOL_INPUTS).map((name) => {
    const spec = specs.find((s) => s.name === name);
    if (!spec) throw new Error(`The agent tool ${name} has an input but no spec.`);
    return spec;
  });
}

export interface RegisteredTools {
  disposables: vscode.Disposable[];
  /** The tool objects given to VS Code, by name (empty when the API is missing; filled once the kinds' tools are loaded). */
  tools: ReadonlyMap<string, LmTool<unknown>>;
  /** Settles when every tool is registered. */
  ready: Promise<void>;
}

/** Registers every tool; nothing (and no error) on a VS Code without `vscode.lm.registerTool`. */
export function registerTools(services: Services): RegisteredTools {
  const register = lmRegisterTool();
  if (!register) {
    services.log.info('Agent tools not registered: this VS Code has no language model tool API (vscode.lm.registerTool).');
    return { disposables: [], tools: new Map(), ready: Promise.resolve() };
  }
  const tools = new Map<string, LmTool<unknown>>();
  const registered: vscode.Disposable[] = [];
  let disposed = false;
  // After activation has returned and the host has run its next task: loading the tools' code is not on the path
  // to the first drawn tree.
  const ready = new Promise<void>((resolve) => setImmediate(resolve)).then(toolSpecs).then((specs) => {
    if (disposed) return;
    for (const spec of specs) {
      const tool = toLmTool(services, spec);
      tools.set(spec.name, tool);
      registered.push(register(spec.name, tool));
    }
  }, (err: unknown) => services.log.error(`Agent tools not registered: ${err instanceof Error ? err.message : String(err)}`));
  const disposable = { dispose: () => { disposed = true; for (const d of registered.splice(0)) d.dispose(); } };
  return { disposables: [disposable], tools, ready };
}
