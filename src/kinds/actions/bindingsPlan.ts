/**
 * Bindings plans (pure, no `vscode`): a trigger's bindings as the ordered list PATCH /actions/triggers/{id}/bindings
 * replaces, and the three changes the commands make to it — add an action at a position, remove one, reorder —
 * each with the before → after lines its confirmation shows.
 */
export interface BoundAction {
  /** The action's id (the PATCH names it by id). */
  actionId: string;
  /** What the trigger's flow shows: the binding's display name, else the action's name. */
  name: string;
}

/** A binding as the service lists it. */
export interface BindingLike {
  display_name?: string | undefined;
  action?: { id: string; name?: string | undefined } | undefined;
}

/** The list in execution order, from the service's bindings (one whose action is not given is left out). */
export function boundActions(bindings: readonly BindingLike[]): BoundAction[] {
  return bindings.flatMap((b) => (b.action ? [{ actionId: b.action.id, name: b.display_name ?? b.action.name ?? b.action.id }] : []));
}

/** The PATCH body's list: each action by id, with its display name. */
export function bindingsBody(list: readonly BoundAction[]): { ref: { type: 'action_id'; value: string }; display_name: string }[] {
  return list.map((b) => ({ ref: { type: 'action_id', value: b.actionId }, display_name: b.name }));
}

/** `1. a → 2. b` as one line per order, for a confirmation: `Before: a, b` / `After: b, a`. */
export function orderLine(list: readonly BoundAction[]): string {
  return list.length === 0 ? '(none)' : list.map((b, i) => `${i + 1}. ${b.name}`).join('  ');
}

/** The confirmation's detail: the order before and after. */
export function beforeAfter(before: readonly BoundAction[], after: readonly BoundAction[]): string {
  return `Before: ${orderLine(before)}\nAfter:  ${orderLine(after)}`;
}

/** Adds `action` at `position` (0 = runs first; past the end = last). Already bound: undefined. */
export function withAdded(list: readonly BoundAction[], action: BoundAction, position: number): BoundAction[] | undefined {
  if (list.some((b) => b.actionId === action.actionId)) return undefined;
  const at = Math.max(0, Math.min(position, list.length));
  return [...list.slice(0, at), action, ...list.slice(at)];
}

/** Removes the action. Not bound: undefined. */
export function withRemoved(list: readonly BoundAction[], actionId: string): BoundAction[] | undefined {
  const at = list.findIndex((b) => b.actionId === actionId);
  return at < 0 ? undefined : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** Moves the action by `by` places (-1 up, +1 down); at an end, or not bound: undefined. */
export function withMoved(list: readonly BoundAction[], actionId: string, by: number): BoundAction[] | undefined {
  const from = list.findIndex((b) => b.actionId === actionId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length || by === 0) return undefined;
  const out = [...list];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved!);
  return out;
}

/** Whether two orders are the same. */
export const sameOrder = (a: readonly BoundAction[], b: readonly BoundAction[]) =>
  a.length === b.length && a.every((x, i) => x.actionId === b[i]!.actionId);

/** The positions an added action may take, for a picker: first, after each bound action (the last one: last). */
export function positions(list: readonly BoundAction[]): { label: string; position: number }[] {
  if (list.length === 0) return [{ label: 'Only action of the trigger', position: 0 }];
  return [
    { label: `First (before ${list[0]!.name})`, position: 0 },
    ...list.map((b, i) => ({ label: i === list.length - 1 ? `Last (after ${b.name})` : `After ${b.name}`, position: i + 1 })),
  ];
}
