import * as vscode from 'vscode';
import { UserCancelledError } from '../util/errors';

export type PickItem<T> = vscode.QuickPickItem & { value: T };

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
  pick<T>(items: PickItem<T>[] | Promise<PickItem<T>[]>, options: vscode.QuickPickOptions): Promise<T>;
  pickMany<T>(items: PickItem<T>[], options: vscode.QuickPickOptions): Promise<T[]>;
  input(options: vscode.InputBoxOptions): Promise<string>;
  /** Asks for one file; throws UserCancelledError when dismissed. */
  openFile(options: vscode.OpenDialogOptions): Promise<vscode.Uri>;
  /** Returns the chosen button; throws UserCancelledError when dismissed. */
  confirm(message: string, options: ConfirmOptions, ...buttons: string[]): Promise<string>;
  info(message: string, ...buttons: string[]): Promise<string | undefined>;
  warn(message: string, ...buttons: string[]): Promise<string | undefined>;
  error(message: string, ...buttons: string[]): Promise<string | undefined>;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new UserCancelledError();
  return value;
}

const windowPrompts: Prompts = {
  async pick(items, options) {
    return required(await vscode.window.showQuickPick(items, { ...options, canPickMany: false }))?.value;
  },
  async pickMany(items, options) {
    return required(await vscode.window.showQuickPick(items, { ...options, canPickMany: true })).map((i) => i.value);
  },
  async input(options) {
    return required(await vscode.window.showInputBox({ ignoreFocusOut: true, ...options }));
  },
  async openFile(options) {
    return required((await vscode.window.showOpenDialog({ ...options, canSelectMany: false }))?.[0]);
  },
  async confirm(message, options, ...buttons) {
    return required(await vscode.window.showWarningMessage(message, { modal: options.modal ?? true, detail: options.detail }, ...buttons));
  },
  info: (message, ...buttons) => Promise.resolve(vscode.window.showInformationMessage(message, ...buttons)),
  warn: (message, ...buttons) => Promise.resolve(vscode.window.showWarningMessage(message, ...buttons)),
  error: (message, ...buttons) => Promise.resolve(vscode.window.showErrorMessage(message, ...buttons)),
};

/** A switchable holder: the extension always calls `prompts.current`. Tests swap in scripted answers. */
export class PromptsHolder {
  current: Prompts = windowPrompts;
}
