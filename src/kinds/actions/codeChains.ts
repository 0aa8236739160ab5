/**
 * Where the cursor is in an action's code, for completion, hover and signature help (pure, no `vscode`): the
 * `event.`/`api.` chain before it, or the call it is in and which argument.
 */
export type Root = 'event' | 'api';

/** `event.user.em` → root event, path ['user'], partial 'em' (the text before the cursor ends in a chain). */
export function chainBefore(text: string): { root: Root; path: string[]; partial: string } | undefined {
  const m = /\b(event|api)((?:\??\.[A-Za-z_$][\w$]*)*)\??\.([A-Za-z_$][\w$]*)?$/.exec(text);
  if (!m) return undefined;
  return { root: m[1] as Root, path: m[2]!.split(/\??\./).filter(Boolean), partial: m[3] ?? '' };
}

/** The call the cursor is in (`api.idToken.setCustomClaim("a", |`): the method and which argument. */
export function callBefore(text: string): { root: Root; path: string[]; argument: number } | undefined {
  let depth = 0;
  let commas = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if ((c === '(' || c === '[' || c === '{') && depth > 0) depth--;
    else if (c === ',' && depth === 0) commas++;
    else if (c === '(' && depth === 0) {
      const chain = chainBefore(text.slice(0, i));
      return chain && { root: chain.root, path: [...chain.path, chain.partial], argument: commas };
    }
  }
  return undefined;
}

