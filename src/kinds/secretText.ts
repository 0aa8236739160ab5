/**
 * The secret description (kinds/secrets.ts) applied to a JSON(C) text that may not be valid yet: what a stored text
 * (a draft) must not hold. Apart from secrets.ts so that module needs no parser (pure, no `vscode`).
 */
import { visit } from 'jsonc-parser';
import { isSecretName, looksSecret, matches, PRIVATE_KEY_PEM, SECRET_PATHS } from './secrets';

/**
 * True when a JSON(C) text of a `kind` holds a secret, even while it is not valid JSON yet: a key at a secret path,
 * a secret-named key with a value that is not an object or list (or none yet), or a string that looks like a
 * secret. For texts that are stored (drafts).
 */
export function textHoldsSecret(kind: string, text: string): boolean {
  let found = PRIVATE_KEY_PEM.test(text);
  let named = false;
  const container = () => { named = false; };
  visit(text, {
    onObjectProperty: (key, _o, _l, _sl, _sc, pathSupplier) => {
      found ||= (SECRET_PATHS[kind] ?? []).some((p) => matches(p, [...pathSupplier(), key]));
      named = isSecretName(key);
    },
    onObjectBegin: container,
    onArrayBegin: container,
    onLiteralValue: (v) => { found ||= named || (typeof v === 'string' && looksSecret(v)); named = false; },
  }, { allowTrailingComma: true, disallowComments: false });
  return found || named;
}
