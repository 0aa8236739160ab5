import type * as vscode from 'vscode';
import type { PickItem, Prompts, StepOptions } from '../../../src/ui/prompts';
import { GoBackError } from '../../../src/ui/quickInput';
import { UserCancelledError } from '../../../src/util/errors';

export type PromptKind = 'pick' | 'pickMany' | 'input' | 'openFile' | 'confirm';

/**
 * One scripted answer. `value`: for pick, a label (string or RegExp) or a predicate on the item value;
 * for pickMany, a list of labels; for input, the text (it must pass validateInput unless `invalid` is set,
 * in which case the validation message is recorded and the prompt is cancelled); for confirm, the button
 * label (undefined = dismiss); for openFile, a Uri. `expect` must match the prompt's title/prompt/message.
 * `back`: press the step's Back button (the prompt must offer one).
 */
export interface Answer {
  kind: PromptKind;
  value?: unknown;
  expect?: RegExp;
  invalid?: boolean;
  back?: boolean;
}

/** What a prompt showed: its text, items, and for an input box the value it opened with and that value's message. */
export interface Asked {
  kind: PromptKind;
  text: string;
  items?: string[];
  /** A pick's items' detail lines ('' for an item without one). */
  details?: string[];
  picked?: string[];
  value?: string;
  /** A password box: its value is masked, never shown (a step returned to keeps the typed secret in memory). */
  password?: boolean;
  message?: string;
  back?: boolean;
}

export interface Notice {
  kind: 'info' | 'warn' | 'error';
  message: string;
}

type Verdict = string | vscode.InputBoxValidationMessage | undefined | null;
const messageOf = (v: Verdict): string | undefined => (typeof v === 'string' ? v || undefined : v?.message);
/** A string or an Error-severity message (3) blocks Enter; a warning does not, as in the real input box. */
const blocks = (v: Verdict): boolean => typeof v === 'string' ? !!v : !!v && v.severity === 3;

const SHOWN = Symbol.for('authTenants.test.promptsShown');

/**
 * Every text any ScriptedPrompts of the run showed (prompts with their items, notices, validation and progress
 * messages), for the secrets check of zz-secrets.test.ts. On globalThis: each suite is bundled on its own.
 */
export function shownTexts(): string[] {
  const store = globalThis as { [SHOWN]?: string[] };
  return (store[SHOWN] ??= []);
}

/** Answers prompts from a script and records notices; an unexpected prompt fails at once instead of hanging. */
export class ScriptedPrompts implements Prompts {
  readonly notices: Notice[] = [];
  readonly asked: Asked[] = [];
  readonly validationMessages: string[] = [];
  /** Every progress notification: its title and each line it reported. */
  readonly progressShown: { title: string; messages: string[] }[] = [];
  /** Presses a progress notification's Cancel once a line it reports matches (undefined: never). */
  cancelProgressAt: RegExp | undefined;
  private answers: Answer[] = [];

  /** The texts of the notices of one kind shown so far, in order. */
  messages(kind: Notice['kind']): string[] {
    return this.notices.filter((n) => n.kind === kind).map((n) => n.message);
  }

  script(...answers: Answer[]): this {
    this.answers.push(...answers);
    return this;
  }

  get pending(): number {
    return this.answers.length;
  }

  private next(asked: Asked): Answer {
    const { kind, text } = asked;
    this.asked.push(asked);
    // What the user can read: a password box's value shows as dots, so it is left out.
    shownTexts().push(JSON.stringify(asked.password ? { ...asked, value: undefined } : asked));
    const answer = this.answers.shift();
    if (!answer) throw new Error(`Unexpected prompt (${kind}): ${text}`);
    if (answer.kind !== kind) throw new Error(`Expected a ${answer.kind} prompt but got ${kind}: ${text}`);
    if (answer.expect && !answer.expect.test(text)) throw new Error(`Prompt "${text}" does not match ${answer.expect}`);
    if (answer.back) {
      if (!asked.back) throw new Error(`Prompt "${text}" has no Back button`);
      throw new GoBackError();
    }
    return answer;
  }

  async pick<T>(itemsOrPromise: PickItem<T>[] | Promise<PickItem<T>[]>, options: vscode.QuickPickOptions & StepOptions): Promise<T> {
    const items = await itemsOrPromise;
    const text = `${options.title ?? ''} ${options.placeHolder ?? ''}`.trim();
    const answer = this.next({ kind: 'pick', text, items: items.map((i) => i.label), details: items.map((i) => i.detail ?? ''), picked: items.filter((i) => i.picked).map((i) => i.label), back: options.back });
    if (answer.value === undefined) throw new UserCancelledError();
    const match = items.find((i) => matches(i, answer.value));
    if (!match) throw new Error(`No item matches ${String(answer.value)} in [${items.map((i) => i.label).join(', ')}]`);
    return match.value;
  }

  async pickMany<T>(items: PickItem<T>[], options: vscode.QuickPickOptions & StepOptions): Promise<T[]> {
    const answer = this.next({ kind: 'pickMany', text: `${options.title ?? ''} ${options.placeHolder ?? ''}`.trim(), items: items.map((i) => i.label), picked: items.filter((i) => i.picked).map((i) => i.label), back: options.back });
    if (answer.value === undefined) throw new UserCancelledError();
    return items.filter((i) => (answer.value as unknown[]).some((v) => matches(i, v))).map((i) => i.value);
  }

  async input(options: vscode.InputBoxOptions & StepOptions): Promise<string> {
    const shown = options.value !== undefined ? messageOf(await options.validateInput?.(options.value)) : undefined;
    const answer = this.next({ kind: 'input', text: `${options.title ?? ''} ${options.prompt ?? ''}`.trim(), value: options.value, ...(options.password ? { password: true } : {}), message: shown, back: options.back });
    if (answer.value === undefined) throw new UserCancelledError();
    const text = String(answer.value);
    const verdict = await options.validateInput?.(text);
    const message = messageOf(verdict);
    if (message && blocks(verdict)) {
      this.validationMessages.push(message);
      shownTexts().push(message);
      if (answer.invalid) throw new UserCancelledError();
      throw new Error(`Input "${text}" was rejected: ${message}`);
    }
    if (answer.invalid) throw new Error(`Input "${text}" was expected to be rejected but passed`);
    return text;
  }

  async openFile(options: vscode.OpenDialogOptions & StepOptions): Promise<vscode.Uri> {
    const answer = this.next({ kind: 'openFile', text: options.title ?? '', back: options.back });
    if (answer.value === undefined) throw new UserCancelledError();
    return answer.value as vscode.Uri;
  }

  async confirm(message: string, options: { detail?: string }, ...buttons: string[]): Promise<string> {
    const answer = this.next({ kind: 'confirm', text: `${message} ${options.detail ?? ''}`.trim(), items: buttons });
    if (answer.value === undefined) throw new UserCancelledError();
    if (!buttons.includes(String(answer.value))) throw new Error(`No button "${String(answer.value)}" in [${buttons.join(', ')}]`);
    return String(answer.value);
  }

  async info(message: string): Promise<undefined> {
    this.notices.push({ kind: 'info', message });
    shownTexts().push(message);
    return undefined;
  }

  async warn(message: string): Promise<undefined> {
    this.notices.push({ kind: 'warn', message });
    shownTexts().push(message);
    return undefined;
  }

  async error(message: string): Promise<undefined> {
    this.notices.push({ kind: 'error', message });
    shownTexts().push(message);
    return undefined;
  }

  async progress<T>(title: string, task: (report: (message: string) => void, signal: AbortSignal) => Promise<T>): Promise<T> {
    const shown = { title, messages: [] as string[] };
    this.progressShown.push(shown);
    shownTexts().push(title);
    const cancel = new AbortController();
    return task((message) => {
      shown.messages.push(message);
      shownTexts().push(message);
      if (this.cancelProgressAt?.test(message)) cancel.abort();
    }, cancel.signal);
  }
}

function matches<T>(item: PickItem<T>, wanted: unknown): boolean {
  if (typeof wanted === 'function') return (wanted as (v: T) => boolean)(item.value);
  if (wanted instanceof RegExp) return wanted.test(item.label);
  return item.label === wanted || item.value === wanted;
}
