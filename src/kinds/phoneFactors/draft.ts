/** The phone factors JSON document, without `vscode`: its text and the checks the schema cannot express. */
import { jsonText } from '../../util/jsonText';
import type { CheckContext, Problem } from '../../diagnostics/validate';

export function phoneFactorsText(messageTypes: readonly string[]): string {
  return jsonText({ message_types: [...messageTypes] });
}

/** A factor listed twice: a warning on every repeat (the list is a set for the tenant). */
export function phoneFactorsChecks(value: unknown, ctx: CheckContext): Problem[] {
  const list = (value as { message_types?: unknown } | null)?.message_types;
  if (!Array.isArray(list)) return [];
  const seen = new Set<unknown>();
  const problems: Problem[] = [];
  list.forEach((item, i) => {
    if (typeof item === 'string' && seen.has(item)) {
      const path = ['message_types', i];
      problems.push({ range: ctx.rangeOf(path), message: `"${item}" is listed more than once; it is sent once.`, severity: 'warning', path, code: 'duplicate_factor' });
    }
    seen.add(item);
  });
  return problems;
}

/** The list to send: each factor once, in first-seen order. */
export function uniqueFactors<T extends string>(factors: readonly T[]): T[] {
  return [...new Set(factors)];
}
