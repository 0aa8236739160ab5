import * as vscode from 'vscode';
import { UserCancelledError } from '../util/errors';
import { stepInput, stepOpenFile, stepPick, stepPickMany } from './quickInput';
import { redactingPrompts } from './redactingPrompts';

export { GoBackError, isGoBack } from './quickInput';

export type PickItem<T> = vscode.QuickPickItem & { value: T };

/**
 * A step of a multi-step input (`back` set, true or false): the active item is the `picked` one, and `back: true`
 * shows a Back button, pressing which throws GoBackError.
 */
export interface StepOptions {
  back?: boolean;
}

interface ConfirmOptions {
  detail?: string;
  /** Modal dialogs block until answered: use them for destructive or irreversible actions. */
  modal?: boolean;
}

/**
 * Every question and notice the extension shows goes through this seam, so integration tests can answer
 * prompts and read notices without driving the UI. Dismissing a prompt throws UserCancelledError.
 */
export interface Prompts {
  pick<T>(items: PickItem<T>[] | Promise<PickItem<T>[]>, options: vscode.QuickPickOptions & StepOptions): Promise<T>;
  /** `back` set: a step of a multi-step input (Back button; `atLeastOne` refuses an empty selection, saying so). */
  pickMany<T>(items: PickItem<T>[], options: vscode.QuickPickOptions & StepOptions & { atLeastOne?: string }): Promise<T[]>;
  input(options: vscode.InputBoxOptions & StepOptions): Promise<string>;
  /** Asks for one file; throws UserCancelledError when dismissed (GoBackError for a step with `back`). */
  openFile(options: vscode.OpenDialogOptions & StepOptions): Promise<vscode.Uri>;
  /** Returns the chosen button; throws UserCancelledError when dismissed. */
  confirm(message: string, options: ConfirmOptions, ...buttons: string[]): Promise<string>;
  info(message: string, ...buttons: string[]): Promise<string | undefined>;
  warn(message: string, ...buttons: string[]): Promise<string | undefined>;
  error(message: string, ...buttons: string[]): Promise<string | undefined>;
  /**
   * Runs `task` under a progress notification titled `title` with a Cancel button: `report` sets the line under
   * the title, Cancel aborts `signal` (the task decides what stops; it answers as usual).
   */
  progress<T>(title: string, task: (report: (message: string) => void, signal: AbortSignal) => Promise<T>): Promise<T>;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new UserCancelledError();
  return value;
}

const windowPrompts: Prompts = {
  async pick(items, options) {
    if (options.back !== undefined) return stepPick(await items, options);
    return required(await vscode.window.showQuickPick(items, { ...options, canPickMany: false }))?.value;
  },
  async pickMany(items, options) {
    if (options.back !== undefined) return stepPickMany(items, options);
    return required(await vscode.window.showQuickPick(items, { ...options, canPickMany: true })).map((i) => i.value);
  },
  async input(options) {
    if (options.back !== undefined) return stepInput(options);
    return required(await vscode.window.showInputBox({ ignoreFocusOut: true, ...options }));
  },
  async openFile(options) {
    if (options.back !== undefined) return stepOpenFile(options);
    return required((await vscode.window.showOpenDialog({ ...options, canSelectMany: false }))?.[0]);
  },
  async confirm(message, options, ...buttons) {
    return required(await vscode.window.showWarningMessage(message, { modal: options.modal ?? true, detail: options.detail }, ...buttons));
  },
  info: (message, ...buttons) => Promise.resolve(vscode.window.showInformationMessage(message, ...buttons)),
  warn: (message, ...buttons) => Promise.resolve(vscode.window.showWarningMessage(message, ...buttons)),
  error: (message, ...buttons) => Promise.resolve(vscode.window.showErrorMessage(message, ...buttons)),
  progress: (title, task) => Promise.resolve(vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (p, token) => {
    const cancel = new AbortController();
    token.onCancellationRequested(() => cancel.abort());
    return task((message) => p.report({ message }), cancel.signal);
  })),
};

/** A switchable holder: the extension always calls `prompts.current`. Tests swap in scripted answers. */
/** The prompts in use (tests put scripted ones in); whatever is put in, its messages pass through the redactor. */
export class PromptsHolder {
  private shown: Prompts = redactingPrompts(windowPrompts);

  get current(): Prompts {
    return this.shown;
  }

  set current(prompts: Prompts) {
    this.shown = redactingPrompts(prompts);
  }
}
