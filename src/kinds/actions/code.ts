/**
 * An action's code as the resource editor edits it (pure, no `vscode`): the document is the draft's `code` as a
 * `.js` file (`auth-tenants:/<tenant>/actions/<id>/<name>.js`, language javascript). Saving PATCHes the draft's
 * code only and never deploys. Before anything is sent the code is parsed (codeCheck.ts, acorn, loaded when the
 * first code document is read): a syntax error blocks the save on its line; a trigger's handler the code does not
 * export is a warning. Completion, hover and signature help of `event` and `api` are codeHooks.ts (loaded then).
 */
import * as z from 'zod/mini';
import { firstUse } from '../../api/lazySchemas';
import type { Problem } from '../../diagnostics/validate';
import { changedFields } from '../diff';
import type { DocumentText } from '../facets/text';
import type { Editable, ResourceKind } from '../kind';
import { ACTION_SCOPES, getAction, updateAction } from './api';
import { stateText } from './treeState';
import { supportedTriggers } from './triggers';

let check: ((text: string, triggers: readonly string[]) => Problem[]) | undefined;

/** The code as the document's text, and back; the parser loaded on first use. */
export const codeText: DocumentText = {
  render: (editable: Editable) => (typeof editable.code === 'string' ? editable.code : ''),
  parse: (text: string) => ({ code: text }),
  prepare: async () => {
    check ??= (await import('./codeCheck')).codeProblems;
  },
  problems: (text, input) => {
    if (!check) throw new Error('The action code checks are not loaded yet.');
    return check(text, input.resource ? supportedTriggers(input.resource) : []);
  },
};

const codeSchema = firstUse(() => z.strictObject({ code: z.optional(z.string()) }));

/** The fields of an action a code document leaves out (its settings document or the service's). */
export const ACTION_READ_ONLY = [
  'name', 'supported_triggers', 'dependencies', 'runtime', 'secrets', 'deployed_version', 'status', 'all_changes_deployed',
  'installed_integration_id', 'integration', 'modules', 'built_at', 'created_at', 'updated_at',
] as const;

/** What an action's two documents (code and settings) share: its calls, scopes, id argument and identity. */
export const ACTION_DOCUMENT = {
  singular: 'action',
  icon: 'zap',
  scopes: { get: ACTION_SCOPES.get, update: ACTION_SCOPES.update },
  idArgument: 'actionId',
  get: (client, id, options) => getAction(client, id, options),
  update: (client, id, body, options) => updateAction(client, id, body, options),
  fieldScopes: {},
  identity(action) {
    const id = String(action.id ?? '');
    return { id, name: String(action.name ?? id), details: [supportedTriggers(action).join(', '), stateText(action)].filter(Boolean) };
  },
  hiddenFields: () => [],
} satisfies Partial<ResourceKind>;

export const actionCodeKind: ResourceKind = {
  ...ACTION_DOCUMENT,
  id: 'actions',
  title: 'Action',
  suffix: '.js',
  fields: ['code'],
  readOnly: ACTION_READ_ONLY,
  documentSchema: codeSchema,
  locked: () => [],
  buildPatch: (base, effective) => changedFields(base, effective, ['code']),
  text: codeText,
  hooks: () => import('./codeHooks').then((m) => m.codeHooks),
  headerNote: 'the name, triggers and id cannot be changed here; saving updates the draft and never deploys',
  readOnlyNote: 'Runtime, dependencies and secrets are in the action\'s settings (Settings above); the other fields are the service\'s.',
  docs: {
    document: 'An action\'s code (CommonJS). Saving updates the draft after you confirm; Deploy makes it run.',
    fields: { code: 'The action\'s JavaScript: `exports.onExecutePostLogin = async (event, api) => { … };`.' },
  },
  actions: [
    { title: 'Settings', tooltip: 'Open the action\'s runtime, dependencies and secrets', command: 'authTenants.openActionSettings' },
  ],
};
