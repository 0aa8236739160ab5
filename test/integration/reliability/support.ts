// Shared by the reliability suites: waiting, settings, the emulator's hostile records, prompts that click a
// notification button, and the unhandled-rejection counter of the extension host.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { PickItem, Prompts } from '../../../src/ui/prompts';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { emulator, emulatorUrl } from '../helpers/emulator';
import { children, freshTenant } from '../helpers/extension';
import { ScriptedPrompts, type Answer, type Notice } from '../helpers/scriptedPrompts';
import { sleep, until } from '../../helpers/wait';

export { sleep, until };

/**
 * A clean start for a reliability test: no faults, the demo data, only the emulator tenant, prompts that can
 * click notification buttons. With `signIn`, the token is fetched now, before the test injects any fault.
 */
export async function cleanTenant(signIn = true): Promise<{ s: Services; prompts: ButtonPrompts; tenant: TreeNode }> {
  await emulator.faults('');
  await emulator.reset();
  const { services: s } = await freshTenant();
  const prompts = new ButtonPrompts();
  s.prompts.current = prompts;
  const [tenant] = await children(s);
  if (signIn) await children(s, tenant);
  return { s, prompts, tenant };
}

/** Sets (or with undefined, resets) a global `authTenants.*` setting; the sessions are rebuilt with it. */
export async function setting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('authTenants').update(key, value, vscode.ConfigurationTarget.Global);
}

/** POST /__emulator/hostile: hostile records in every list (see src/emulator/seed/hostile.ts). */
export async function addHostileRecords(wrongTypes = false): Promise<Record<string, number>> {
  const res = await fetch(`${emulatorUrl()}/__emulator/hostile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(wrongTypes ? { wrongTypes } : {}),
  });
  assert.equal(res.status, 200, 'POST /__emulator/hostile');
  return ((await res.json()) as { added: Record<string, number> }).added;
}

/** Requests per route since `before` (only routes that changed). */
export async function requestsSince(before: { byRoute: Record<string, number> }): Promise<Record<string, number>> {
  const after = await emulator.stats();
  return Object.fromEntries(Object.entries(after.byRoute)
    .map(([route, n]) => [route, n - (before.byRoute[route] ?? 0)] as const)
    .filter(([, n]) => n !== 0));
}

const WRITE = /^(POST|PUT|PATCH|DELETE) \/api\/v2\//;
export const writesOf = (byRoute: Record<string, number>) => Object.fromEntries(Object.entries(byRoute).filter(([r]) => WRITE.test(r)));

/**
 * ScriptedPrompts plus answers to notification buttons (e.g. "Retry"): each notice with buttons takes the next
 * entry of `buttons`, which is a label, undefined (dismissed) or a function that decides (possibly later).
 */
export class ButtonPrompts implements Prompts {
  readonly scripted = new ScriptedPrompts();
  readonly buttons: (string | undefined | ((message: string, buttons: string[]) => Promise<string | undefined>))[] = [];
  readonly offered: { message: string; buttons: string[] }[] = [];

  get notices(): Notice[] {
    return this.scripted.notices;
  }

  script(...answers: Answer[]): this {
    this.scripted.script(...answers);
    return this;
  }

  pick<T>(items: PickItem<T>[] | Promise<PickItem<T>[]>, options: vscode.QuickPickOptions): Promise<T> {
    return this.scripted.pick(items, options);
  }

  pickMany<T>(items: PickItem<T>[], options: vscode.QuickPickOptions): Promise<T[]> {
    return this.scripted.pickMany(items, options);
  }

  input(options: vscode.InputBoxOptions): Promise<string> {
    return this.scripted.input(options);
  }

  openFile(options: vscode.OpenDialogOptions): Promise<vscode.Uri> {
    return this.scripted.openFile(options);
  }

  confirm(message: string, options: { detail?: string }, ...buttons: string[]): Promise<string> {
    return this.scripted.confirm(message, options, ...buttons);
  }

  info(message: string, ...buttons: string[]): Promise<string | undefined> {
    return this.notify('info', message, buttons);
  }

  warn(message: string, ...buttons: string[]): Promise<string | undefined> {
    return this.notify('warn', message, buttons);
  }

  error(message: string, ...buttons: string[]): Promise<string | undefined> {
    return this.notify('error', message, buttons);
  }

  progress<T>(title: string, task: (report: (message: string) => void, signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.scripted.progress(title, task);
  }

  private async notify(kind: Notice['kind'], message: string, buttons: string[]): Promise<string | undefined> {
    this.scripted.notices.push({ kind, message });
    if (buttons.length === 0) return undefined;
    this.offered.push({ message, buttons });
    const answer = this.buttons.shift();
    const choice = typeof answer === 'function' ? await answer(message, buttons) : answer;
    if (choice !== undefined && !buttons.includes(choice)) throw new Error(`No button "${choice}" in [${buttons.join(', ')}]`);
    return choice;
  }
}

/** The message nodes among tree nodes (by id: the test bundle has its own copy of the MessageNode class). */
export function messageKinds(nodes: { id: string }[]): string[] {
  return nodes.map((n) => /\/#([a-z]+)$/.exec(n.id)?.[1]).filter((k): k is string => !!k && k !== 'more');
}

export const isTabOpen = (uri: vscode.Uri) =>
  vscode.window.tabGroups.all.flatMap((g) => g.tabs).some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === uri.toString());

export const errorsOf = (notices: Notice[]) => notices.filter((n) => n.kind === 'error');
export const warningsOf = (notices: Notice[]) => notices.filter((n) => n.kind === 'warn');

// ── Unhandled promise rejections in the extension host, counted for the whole run ──────────────────────────
// Every test file is loaded before the first test runs, so this listener sees the entire run. The bundles of
// the test files are separate modules: the counter lives on globalThis and is installed once.
interface Unhandled {
  reasons: string[];
}
const KEY = Symbol.for('authTenants.reliability.unhandledRejections');
const holder = globalThis as unknown as Record<symbol, Unhandled | undefined>;

/** Proves the counter works in this host: one deliberate unhandled rejection is seen (and then forgotten). */
export async function probeUnhandledRejections(): Promise<void> {
  const state = unhandledRejections();
  const before = state.reasons.length;
  void Promise.reject(new Error('reliability probe: a deliberately unhandled rejection'));
  await until('the probe is counted', () => state.reasons.length > before, 5000);
  await sleep(200);
  const probes = state.reasons.filter((r) => r.includes('reliability probe'));
  assert.equal(probes.length, 1, 'the probe is counted once');
  state.reasons.splice(state.reasons.indexOf(probes[0]!), 1);
}

export function unhandledRejections(): Unhandled {
  let state = holder[KEY];
  if (!state) {
    const created: Unhandled = { reasons: [] };
    state = holder[KEY] = created;
    const seen = new WeakSet<object>();
    process.on('unhandledRejection', (reason) => {
      if (typeof reason === 'object' && reason !== null) {
        if (seen.has(reason)) return; // the same rejection reported again
        seen.add(reason);
      }
      created.reasons.push(reason instanceof Error ? (reason.stack ?? `${reason.name}: ${reason.message}`) : String(reason));
    });
    // A root hook: runs once after every suite of every file.
    after('no unhandled promise rejection in the extension host during the whole run', () => {
      assert.deepEqual(created.reasons, [], `${created.reasons.length} unhandled rejection(s)`);
    });
  }
  return state;
}
unhandledRejections();
