/**
 * The scope each write command needs (any one of the list), so a token that lacks it is told before anything
 * is sent, and tree menus can hide the command. Collected from the kinds (`kind.commands.writeScopes`,
 * src/kinds/<kind>/writeScopes.ts); the kind-free commands (copy, apply, …) check the scopes of what they write
 * themselves, so none is listed for them. Pure: no `vscode` import.
 */
import { KINDS } from '../kinds';

export const WRITE_SCOPES: Readonly<Record<string, readonly string[]>> = Object.assign({}, ...KINDS.map((k) => k.commands?.writeScopes ?? {}));

/** What each scope the extension uses makes possible (Show Token Scopes): each kind's `scopeUses`, in the registry's order. */
export const SCOPE_USES: readonly (readonly [string, string])[] = KINDS.flatMap((k) => Object.entries(k.scopeUses));

/** The scopes of `needed` (any-of) the token lacks: all of them when it has none, else an empty list. */
export function lackedScopes(scopes: ReadonlySet<string>, needed: readonly string[]): readonly string[] {
  return needed.some((s) => scopes.has(s)) ? [] : needed;
}

/**
 * contextValue tokens `missing:<scope>` for the write scopes a node's menu commands need and the token lacks.
 * Menus hide a command with `viewItem =~ /^(?!.*\bmissing:<scope>\b)…/`; with unknown scopes nothing is hidden.
 */
export function missingScopeTokens(scopes: ReadonlySet<string> | undefined, commands: readonly string[]): string[] {
  if (!scopes) return [];
  const lacked = commands.flatMap((c) => lackedScopes(scopes, WRITE_SCOPES[c] ?? []));
  return [...new Set(lacked)].map((s) => `missing:${s}`);
}
