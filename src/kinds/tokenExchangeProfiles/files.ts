/**
 * Token exchange profiles as workspace files (pure, no `vscode`): checked by the editor's document schema; the
 * action by name, which Apply maps back to the target's action of that name.
 */
import type { KindFiles } from '../facets/files';
import { fileKeysOf, fileRef } from '../facets/files';
import { PROFILE_SERVER_ONLY } from './compare';
import { tokenExchangeProfilesKind } from './editor';

export const tokenExchangeProfilesFiles: KindFiles = {
  keys: fileKeysOf(tokenExchangeProfilesKind, PROFILE_SERVER_ONLY, ['action']),
  markKeys: ['subject_token_type'],
  keyField: 'subject_token_type',
  check: { editor: tokenExchangeProfilesKind },
  createNeeds: ['name', 'subject_token_type', 'action', 'type'],
  /** `action` (a name) → `action_id`. */
  fromFile: ({ action, ...rest }) => {
    if (typeof action !== 'string' || action === '') {
      return { problem: '"action" must be the name of the action the profile runs (the file names none): write the name, as Export to Workspace… does.' };
    }
    const id = fileRef('action', action);
    return { resource: { ...rest, action_id: id }, names: { actions: new Map([[id, action]]) } };
  },
};
