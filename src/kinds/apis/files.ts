/** APIs as workspace files (pure, no `vscode`): checked by the editor's document schema, found by their identifier. */
import type { KindFiles } from '../facets/files';
import { fileKeysOf } from '../facets/files';
import { API_SERVER_ONLY } from './compare';
import { apisKind } from './editor';

export const apisFiles: KindFiles = {
  keys: fileKeysOf(apisKind, API_SERVER_ONLY),
  markKeys: ['identifier'],
  keyField: 'identifier',
  check: { editor: apisKind },
  createNeeds: ['identifier'],
};
