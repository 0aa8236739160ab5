/**
 * The setup fields a copy of a Flows Vault connection asks for (a create's secrets, see copy.ts): each checked as
 * typed as Create Flows Vault Connection… checks it, and sent trimmed. Loaded when a copy asks (it needs `vscode`).
 */
import type { TypedSecrets } from '../facets/copy';
import type { SetupField } from './apps';
import { checkField } from './setupFields';

/** copy.ts puts the app's setup field on each secret it plans. */
export const typedSetupFields: TypedSecrets = {
  check: (field, typed) => checkField(field as SetupField, typed),
  value: (_field, typed) => typed.trim(),
};
