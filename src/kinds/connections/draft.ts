/**
 * The Create Connection draft, without `vscode`: its first text (the name, the strategy and `options` suited to the
 * strategy, see connectionDraftOptions.ts), the rule that a draft never holds a secret of the
 * connection (drafts are kept in the extension's storage), and where a server error belongs.
 */
import type { ConnectionStrategy } from './strategies';
import { draftOptions } from './draftOptions';
import { secretPathsIn } from '../secrets';
import { textHoldsSecret } from '../secretText';
import { jsonText } from '../../util/jsonText';
import type { CheckContext, PathSegment, Problem } from '../../diagnostics/validate';

/** The draft's first text: a complete create body. */
export function connectionDraftText(name: string, strategy: ConnectionStrategy): string {
  return jsonText({ name, strategy, options: draftOptions(strategy) });
}

/** True when the text holds a connection's secret (kinds/secrets.ts), even while it is not valid JSON yet (it must not be stored). */
export const connectionDraftHoldsSecret = (text: string): boolean => textHoldsSecret('connections', text);

/** The checks beyond the create schema: a secret is an error (it would be kept with the draft). */
export function connectionDraftChecks(value: unknown, ctx: CheckContext): Problem[] {
  return secretPathsIn('connections', value).map((path) => ({
    range: ctx.rangeOf(path, 'key'),
    message: `"${String(path.at(-1))}" is a secret: a draft never holds one (drafts are kept in the extension's storage). Remove it here; once the connection exists, set it in the connection editor.`,
    severity: 'error' as const,
    path,
    code: 'secret_in_draft',
  }));
}

/** The field a create error from the server is about, as a draft path; undefined if it names none. */
export function connectionServerErrorPath(status: number, message: string): PathSegment[] | undefined {
  if (status === 409) return ['name'];
  if (status === 422) return ['strategy'];
  if (status !== 400) return undefined;
  const property = /on property ([\w.]+?)\.?(?:\s|'|$)/.exec(message)?.[1];
  if (!property) return undefined;
  return property.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
