/**
 * Connections as workspace files (pure, no `vscode`): checked by the editor's document schema; enabled
 * applications by name, which Apply maps back to the target's applications of those names.
 */
import type { KindFiles } from '../facets/files';
import { fileKeysOf, fileRef } from '../facets/files';
import { CONNECTION_SERVER_ONLY } from './compare';
import { connectionsKind } from './editor';

export const connectionsFiles: KindFiles = {
  keys: fileKeysOf(connectionsKind, CONNECTION_SERVER_ONLY, ['enabled_applications']),
  markKeys: ['strategy'],
  keyField: 'name',
  check: { editor: connectionsKind },
  createNeeds: ['name', 'strategy', 'options'],
  createHints: { options: '{} for the strategy\'s defaults' },
  /** `enabled_applications` (names) → `enabled_clients`. */
  fromFile: ({ enabled_applications: apps, ...rest }) => {
    if (apps !== undefined && !(Array.isArray(apps) && apps.every((a) => typeof a === 'string'))) {
      return { problem: '"enabled_applications" must be a list of application names.' };
    }
    if (apps === undefined) return { resource: rest, names: {} };
    const ids = apps.map((name) => fileRef('application', name));
    return { resource: { ...rest, enabled_clients: ids }, names: { applications: new Map(ids.map((id, i) => [id, apps[i]!])) } };
  },
};
