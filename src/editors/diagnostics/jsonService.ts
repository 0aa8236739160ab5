import * as vscode from 'vscode';
import type { Problem } from '../../diagnostics/validate';

/** Codes of our problems that VS Code's JSON language service reports too (src/diagnostics/syntax.ts, tree.ts). */
const SYNTAX_CODES = new Set(['syntax', 'duplicate_key']);
/** Reported by the JSON service in `json` documents only (`jsonc` allows them). */
const STRICT_JSON_CODES = new Set(['comment', 'trailing_comma']);

/** Whether VS Code's JSON language service validates `document` (it reports syntax errors and duplicate keys). */
export function jsonServiceValidates(document: vscode.TextDocument): boolean {
  if (document.languageId !== 'json' && document.languageId !== 'jsonc') return false;
  return vscode.workspace.getConfiguration('json').get<boolean>('validate.enable', true);
}

/**
 * `problems` less those the JSON language service already reports in `document`, so each problem is
 * reported once. The full list still guards every save and send.
 */
export function withoutJsonServiceProblems(document: vscode.TextDocument, problems: Problem[]): Problem[] {
  if (!jsonServiceValidates(document)) return problems;
  const strict = document.languageId === 'json';
  return problems.filter((p) => !(p.code && (SYNTAX_CODES.has(p.code) || (strict && STRICT_JSON_CODES.has(p.code)))));
}
