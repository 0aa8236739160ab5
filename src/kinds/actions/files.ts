/**
 * Actions as workspace files (pure, no `vscode`): `<name>.json` holds the settings — name, triggers, runtime,
 * dependencies and the names of the secrets (never a value) — and the code is its companion file `<name>.js`
 * beside it, plain JavaScript a text editor, git and a diff read as code. Apply reads the two back as one action.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { KindFiles } from '../facets/files';

const { actionFileSchema } = lazySchemas(() => ({
  // Top-level keys are checked apart (src/workspace/fileKeys.ts); each field as the service's create takes it.
  actionFileSchema: z.object({
    name: z.string().check(z.minLength(1), z.maxLength(128)),
    supported_triggers: z.optional(z.array(z.object({ id: z.string().check(z.minLength(1)), version: z.optional(z.string()) })).check(z.minLength(1))),
    runtime: z.optional(z.string().check(z.regex(/^node\d+$/, { message: 'Must be a runtime like "node22"' }))),
    dependencies: z.optional(z.array(z.object({ name: z.string().check(z.minLength(1)), version: z.optional(z.string()), registry_url: z.optional(z.string()) }))),
    secrets: z.optional(z.array(z.strictObject({ name: z.string().check(z.minLength(1)) }))),
  }),
}));

export const actionsFiles: KindFiles = {
  keys: ['name', 'supported_triggers', 'runtime', 'dependencies', 'secrets'],
  markKeys: ['supported_triggers'],
  keyField: 'name',
  check: { schema: () => actionFileSchema },
  createNeeds: ['supported_triggers', 'code'],
  createHints: { code: 'the code, read from the <name>.js file beside it' },
  companion: { field: 'code', extension: '.js', language: 'javascript', problem: (text) => import('./syntaxCheck').then((m) => m.codeSyntaxError(text)) },
};
