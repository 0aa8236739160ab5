/**
 * Client grants as workspace files (pure, no `vscode`): their normalised form (compare.ts) — the application by
 * name, the API by identifier, the scopes — checked by a schema of their own (grants have no JSON editor).
 */
import * as z from 'zod/mini';
import { fileRef, type KindFiles } from '../facets/files';

let schema: z.core.$ZodType | undefined;

const grantFileSchema = (): z.core.$ZodType => (schema ??= z.object({
  application: z.string().check(z.minLength(1)),
  audience: z.string().check(z.minLength(1)),
  scope: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(280)))),
}));

export const grantsFiles: KindFiles = {
  keys: ['application', 'audience', 'scope'],
  markKeys: ['application', 'audience'],
  keyField: 'audience',
  check: { schema: grantFileSchema },
  createNeeds: ['application', 'audience'],
  // The application is named: a synthetic id with that name, which a plan maps to the target's application.
  fromFile: (value) => {
    const application = typeof value.application === 'string' ? value.application : '';
    const id = fileRef('application', application);
    return { resource: { ...value, client_id: id }, names: { applications: new Map([[id, application]]) } };
  },
};
