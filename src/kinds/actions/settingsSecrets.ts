/**
 * An action's secrets as a PATCH sends them (pure, no `vscode`). The service's `secrets` replace the action's list:
 * a secret sent by name only keeps its value, one sent with a value gets it, one left out is removed. So setting
 * one sends every other name alone and that one with its value; removing one sends the others by name.
 */
import type { Resource } from '../kind';

/** The names of an action's secrets, in its order. */
export function secretNames(action: Resource): string[] {
  const list = Array.isArray(action.secrets) ? action.secrets : [];
  return list.flatMap((s) => (s && typeof s === 'object' && typeof (s as { name?: unknown }).name === 'string' ? [(s as { name: string }).name] : []));
}

/** The `secrets` of a PATCH that sets `name` to `value` (a new name is added at the end). */
export function secretsSetting(action: Resource, name: string, value: string): { name: string; value?: string }[] {
  const names = secretNames(action);
  return [...names.filter((n) => n !== name).map((n) => ({ name: n })), { name, value }];
}

/** The `secrets` of a PATCH that removes `name`. */
export const secretsWithout = (action: Resource, name: string): { name: string }[] => secretNames(action).filter((n) => n !== name).map((n) => ({ name: n }));

/** Why a secret name is refused, or undefined: letters, digits and "_", not starting with a digit, at most 256. */
export function secretNameProblem(name: string): string | undefined {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return 'A secret name is letters, digits and "_", not starting with a digit (it is read as event.secrets.NAME).';
  return name.length > 256 ? `At most 256 characters (${name.length} now).` : undefined;
}
