import * as vscode from 'vscode';
import { UserCancelledError } from '../util/errors';
import type { PickItem, StepOptions } from './prompts';

/** Thrown when the user presses Back on a step of a multi-step input: the wizard shows the previous step. */
export class GoBackError extends Error {
  constructor() {
    super('Back');
    this.name = 'GoBackError';
  }
}

/** By name as well as class: test code and the extension are separate bundles with separate class copies. */
export function isGoBack(err: unknown): boolean {
  return err instanceof Error && err.name === 'GoBackError';
}

type Verdict = string | vscode.InputBoxValidationMessage | undefined | null;

/** Only an error blocks Enter; a warning is shown and Enter goes on (e.g. "press Enter to check again"). */
const blocks = (v: Verdict): boolean => !!v && (typeof v === 'string' || v.severity === vscode.InputBoxValidationSeverity.Error);

/** Settles once: the box is disposed before the promise settles, and its hide event then does nothing. */
function settleOnce(input: vscode.QuickInput): (settle: () => void) => void {
  let settled = false;
  return (settle) => {
    if (settled) return;
    settled = true;
    settle();
    input.dispose();
  };
}

/** An input box of a step (with Back unless it is the first), validated as it is typed (the message shows under it). */
export function stepInput(options: vscode.InputBoxOptions & StepOptions): Promise<string> {
  const box = vscode.window.createInputBox();
  Object.assign(box, { title: options.title, prompt: options.prompt, placeholder: options.placeHolder, value: options.value ?? '', password: !!options.password, ignoreFocusOut: true });
  box.buttons = options.back ? [vscode.QuickInputButtons.Back] : [];
  const finish = settleOnce(box);
  let version = 0;
  const validate = async (value: string): Promise<Verdict> => {
    const mine = ++version;
    const verdict = await options.validateInput?.(value);
    if (mine === version) box.validationMessage = verdict ?? undefined;
    return verdict;
  };
  return new Promise<string>((resolve, reject) => {
    box.onDidChangeValue((v) => void validate(v));
    box.onDidAccept(async () => {
      const value = box.value;
      if (!blocks(await validate(value))) finish(() => resolve(value));
    });
    box.onDidTriggerButton((b) => b === vscode.QuickInputButtons.Back && finish(() => reject(new GoBackError())));
    box.onDidHide(() => finish(() => reject(new UserCancelledError())));
    box.show();
    // A kept value (Back, or a return to the step at fault) shows its message at once; an empty new step shows
    // its prompt until something is typed.
    if (box.value) void validate(box.value);
  });
}

/** A quick pick of a step (with Back unless it is the first); the item marked `picked` is the active one. */
export function stepPick<T>(items: PickItem<T>[], options: vscode.QuickPickOptions & StepOptions): Promise<T> {
  const pick = vscode.window.createQuickPick<PickItem<T>>();
  Object.assign(pick, { title: options.title, placeholder: options.placeHolder, matchOnDescription: !!options.matchOnDescription, ignoreFocusOut: true, items });
  pick.activeItems = items.filter((i) => i.picked).slice(0, 1);
  pick.buttons = options.back ? [vscode.QuickInputButtons.Back] : [];
  const finish = settleOnce(pick);
  return new Promise<T>((resolve, reject) => {
    pick.onDidAccept(() => {
      const chosen = pick.selectedItems[0] ?? pick.activeItems[0];
      if (chosen) finish(() => resolve(chosen.value));
    });
    pick.onDidTriggerButton((b) => b === vscode.QuickInputButtons.Back && finish(() => reject(new GoBackError())));
    pick.onDidHide(() => finish(() => reject(new UserCancelledError())));
    pick.show();
  });
}

/**
 * A multi-select of a step (with Back unless it is the first): the items marked `picked` start selected. With
 * `atLeastOne`, Enter with nothing selected is refused and the placeholder says why.
 */
export function stepPickMany<T>(items: PickItem<T>[], options: vscode.QuickPickOptions & StepOptions & { atLeastOne?: string }): Promise<T[]> {
  const pick = vscode.window.createQuickPick<PickItem<T>>();
  Object.assign(pick, { title: options.title, placeholder: options.placeHolder, matchOnDescription: !!options.matchOnDescription, ignoreFocusOut: true, canSelectMany: true, items });
  pick.selectedItems = items.filter((i) => i.picked);
  pick.buttons = options.back ? [vscode.QuickInputButtons.Back] : [];
  const finish = settleOnce(pick);
  return new Promise<T[]>((resolve, reject) => {
    pick.onDidAccept(() => {
      if (options.atLeastOne && pick.selectedItems.length === 0) pick.placeholder = options.atLeastOne;
      else finish(() => resolve(pick.selectedItems.map((i) => i.value)));
    });
    pick.onDidTriggerButton((b) => b === vscode.QuickInputButtons.Back && finish(() => reject(new GoBackError())));
    pick.onDidHide(() => finish(() => reject(new UserCancelledError())));
    pick.show();
  });
}

/** A file dialog as a step: dismissing it goes back to the previous step (or, on the first, cancels). */
export async function stepOpenFile(options: vscode.OpenDialogOptions & StepOptions): Promise<vscode.Uri> {
  const { back, ...dialog } = options;
  const chosen = (await vscode.window.showOpenDialog({ ...dialog, canSelectMany: false }))?.[0];
  if (!chosen) throw back ? new GoBackError() : new UserCancelledError();
  return chosen;
}
