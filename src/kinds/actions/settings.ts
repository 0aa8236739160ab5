/**
 * An action's settings as the resource editor edits them (pure, no `vscode`): `<name>.action.json` beside its code,
 * holding the runtime and the npm dependencies (editable), its supported triggers and its secrets by name (shown,
 * locked: the triggers are set when the action is created, a secret is set with Set Action Secret…, its value
 * never shown). Saving PATCHes the draft's runtime and dependencies only, never the secrets, and never deploys.
 */
import * as z from 'zod/mini';
import { firstUse } from '../../api/lazySchemas';
import type { CheckContext, Problem } from '../../diagnostics/validate';
import { changedFields } from '../diff';
import type { ResourceKind } from '../kind';
import { ACTION_RUNTIMES } from './api';
import { ACTION_DOCUMENT } from './code';

export const SETTINGS_FIELDS = ['runtime', 'dependencies', 'supported_triggers', 'secrets'] as const;
const SENT = ['runtime', 'dependencies'] as const;

/** npm's rules for a package name: lower case, at most 214 characters, an optional @scope/, no leading . or _. */
export const NPM_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** A version npm resolves: `latest`, `4.17.21`, `^1.2`, `~2.0.0-beta.1`, `1.x`. */
export const NPM_VERSION = /^(?:latest|[\^~]?(?:\d+|x|\*)(?:\.(?:\d+|x|\*)){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/;

const settingsSchema = firstUse(() => z.strictObject({
  runtime: z.optional(z.enum(ACTION_RUNTIMES, { error: `must be one of ${ACTION_RUNTIMES.join(', ')}` })),
  dependencies: z.optional(z.array(z.strictObject({
    name: z.string().check(z.maxLength(214), z.regex(NPM_NAME, { message: 'must be an npm package name: lower case letters, digits, "-", "." and "_", with an optional @scope/' })),
    version: z.optional(z.string().check(z.regex(NPM_VERSION, { message: 'must be a version npm resolves, e.g. "4.17.21", "^1.2.0" or "latest"' }))),
    registry_url: z.optional(z.string()),
  }))),
  supported_triggers: z.optional(z.array(z.looseObject({ id: z.string(), version: z.optional(z.string()) }))),
  secrets: z.optional(z.array(z.looseObject({ name: z.string(), updated_at: z.optional(z.string()) }))),
}));

/** A package listed twice: an error on the second. */
export function duplicateDependencies(value: Record<string, unknown>, at: CheckContext): Problem[] {
  const deps = Array.isArray(value.dependencies) ? value.dependencies : [];
  const seen = new Set<string>();
  return deps.flatMap((d, i) => {
    const name = d && typeof d === 'object' ? (d as { name?: unknown }).name : undefined;
    if (typeof name !== 'string') return [];
    if (!seen.has(name)) {
      seen.add(name);
      return [];
    }
    const path = ['dependencies', i, 'name'];
    return [{ range: at.rangeOf(path), message: `${name} is listed twice: keep one version.`, severity: 'error' as const, path, code: 'duplicate_dependency' }];
  });
}

export const actionSettingsKind: ResourceKind = {
  ...ACTION_DOCUMENT,
  id: 'action-settings',
  treeGroup: 'actions',
  title: 'Action settings',
  suffix: '.action.json',
  fields: SETTINGS_FIELDS,
  readOnly: ['name', 'code', 'deployed_version', 'status', 'all_changes_deployed', 'installed_integration_id', 'integration', 'modules', 'built_at', 'created_at', 'updated_at'],
  documentSchema: settingsSchema,
  locked: () => [
    { path: ['supported_triggers'], message: 'The triggers an action supports are set when it is created: create another action for another trigger.' },
    { path: ['secrets'], message: 'Secrets are set and removed with Set Action Secret… and Remove Action Secret… (their values are never shown): undo this edit.' },
  ],
  buildPatch: (base, effective) => changedFields(base, effective, SENT),
  check: (value, _input, at) => duplicateDependencies(value, at),
  headerNote: 'the name, code and id cannot be changed here; saving updates the draft and never deploys',
  readOnlyNote: 'The code is the action\'s .js document; the other fields are the service\'s.',
  docs: {
    document: 'An action\'s settings: runtime and npm dependencies. Saving updates the draft after you confirm (Deploy makes it run).',
    fields: {
      runtime: `The Node.js runtime the action runs on: ${ACTION_RUNTIMES.join(', ')}.`,
      dependencies: 'npm packages the code may require(): [{ "name": "lodash", "version": "4.17.21" }].',
      supported_triggers: 'The trigger the action runs on (set when it is created; shown only).',
      secrets: 'The secrets\' names (values are write-only: Set Action Secret… sets one; shown only).',
    },
    sample: { runtime: 'node22' },
  },
  actions: [
    { title: 'Set Secret…', tooltip: 'Set a secret of this action (its value is typed in a password box and never shown)', command: 'authTenants.setActionSecret' },
  ],
};
