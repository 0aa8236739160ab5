/**
 * The declarations of each trigger's `event` and `api` (data written by us from the service's documentation),
 * loaded on first use by the code editor's completion, hover and signature help (codeHooks.ts) and by the export
 * (`triggerDts`). Pure. A trigger without declarations of its own gets `event.secrets` and `api.cache` only.
 */
import { declarationsOf } from './table';
import type { Member } from './types';

export type { Member, Param, TriggerDeclarations } from './types';
export { triggerDts } from './dts';

export { DECLARED_TRIGGERS, declarationsOf } from './table';

/** Members of several lists by name, the first of each name kept (an action supporting two triggers sees both). */
function merged(lists: readonly (readonly Member[])[]): Member[] {
  const out = new Map<string, Member>();
  for (const list of lists) for (const m of list) if (!out.has(m.name)) out.set(m.name, m);
  return [...out.values()];
}

/** The member at `root.path…` (`api`, ['idToken', 'setCustomClaim']) for these triggers; undefined when none. */
export function memberAt(triggers: readonly string[], root: 'event' | 'api', path: readonly string[]): Member | undefined {
  let members = merged((triggers.length ? triggers : ['post-login']).map((t) => declarationsOf(t)[root]));
  let found: Member | undefined;
  for (const name of path) {
    found = members.find((m) => m.name === name);
    if (!found) return undefined;
    members = [...(found.children ?? [])];
  }
  return found;
}

/** The members one may type after `root.path.` (empty when the path names no object). */
export function membersAt(triggers: readonly string[], root: 'event' | 'api', path: readonly string[]): readonly Member[] {
  if (path.length === 0) return merged((triggers.length ? triggers : ['post-login']).map((t) => declarationsOf(t)[root]));
  return memberAt(triggers, root, path)?.children ?? [];
}

/** A method's signature as shown: `setCustomClaim(name: string, value: unknown): api`. */
export function signatureOf(member: Member): string {
  const params = (member.params ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
  return `${member.name}(${params}): ${member.type}`;
}
