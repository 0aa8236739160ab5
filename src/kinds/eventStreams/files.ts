/** Event streams as workspace files (pure, no `vscode`): checked by the editor's document schema. */
import type { KindFiles } from '../facets/files';
import { fileKeysOf } from '../facets/files';
import { STREAM_SERVER_ONLY } from './compare';
import { eventStreamsKind } from './editor';

export const eventStreamsFiles: KindFiles = {
  keys: fileKeysOf(eventStreamsKind, STREAM_SERVER_ONLY),
  markKeys: ['destination', 'subscriptions'],
  keyField: 'name',
  check: { editor: eventStreamsKind },
  createNeeds: ['name', 'subscriptions', 'destination'],
};
