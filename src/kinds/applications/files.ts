/**
 * Applications as workspace files (pure, no `vscode`): the fields the editor edits, found by name, checked by the
 * editor's document schema. A file never holds a secret or a client id (they differ between tenants).
 */
import type { KindFiles } from '../facets/files';
import { fileKeysOf } from '../facets/files';
import { applicationsKind } from './editor';

export const applicationsFiles: KindFiles = {
  keys: fileKeysOf(applicationsKind, applicationsKind.readOnly),
  markKeys: ['app_type', 'grant_types'],
  keyField: 'name',
  check: { editor: applicationsKind },
  createNeeds: ['name'],
};
