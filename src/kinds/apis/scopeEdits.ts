/**
 * Scopes (permissions) added to and removed from an API (pure, no `vscode`): what the agent tool updateApiScopes
 * does before the editor's own checks (the scope schema: value 1–280 characters, description ≤ 500, values unique).
 * The API's scopes as they are, the removed values taken out and the added scopes appended; a value already
 * there, added twice, or removed but not there is refused by name; the system API is refused (it is read-only).
 */
export interface Scope {
  value: string;
  description?: string | undefined;
}

export interface ScopesResult {
  scopes: Scope[];
  refusals: string[];
}

const scopesOf = (api: Record<string, unknown>): Scope[] =>
  Array.isArray(api.scopes) ? (api.scopes as Scope[]).filter((s) => typeof s?.value === 'string') : [];

export function editScopes(api: Record<string, unknown>, add: readonly Scope[] = [], remove: readonly string[] = []): ScopesResult {
  const refusals: string[] = [];
  if (api.is_system === true) return { scopes: scopesOf(api), refusals: ['it is the system API (the Management API), whose scopes the service sets: it cannot be changed'] };
  const current = scopesOf(api);
  for (const value of remove) if (!current.some((s) => s.value === value)) refusals.push(`the scope "${value}" is not one of the API's, so it cannot be removed`);
  const kept = current.filter((s) => !remove.includes(s.value));
  add.forEach((scope, i) => {
    if (kept.some((s) => s.value === scope.value)) refusals.push(`the scope "${scope.value}" already exists (to change its description, remove it and add it again)`);
    else if (add.findIndex((s) => s.value === scope.value) !== i) refusals.push(`the scope "${scope.value}" is added twice`);
  });
  const added = add.map((s) => (s.description === undefined ? { value: s.value } : { value: s.value, description: s.description }));
  return { scopes: [...kept, ...added], refusals };
}
