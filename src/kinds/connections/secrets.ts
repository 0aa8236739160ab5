/**
 * A connection's option secrets put back on save: a document never shows them (kinds/secrets.ts), and because a
 * PATCH replaces `options` wholesale, a save puts back the values the tenant has, read just before sending, so a
 * secret the user never saw is never wiped (pure, no `vscode`).
 */
import { setValueAt, valueAt } from '../diff';
import { secretPathsIn } from '../secrets';

/** `options` to send, with each secret the tenant has and the edited options lack put back. */
export function withServerSecrets(edited: Record<string, unknown>, server: unknown): Record<string, unknown> {
  const out = structuredClone(edited);
  for (const path of secretPathsIn('connections', { options: server })) {
    const inOptions = path.slice(1).map(String);
    if (valueAt(out, inOptions) !== undefined) continue;
    setValueAt(out, inOptions, structuredClone(valueAt(server, inOptions)));
  }
  return out;
}
