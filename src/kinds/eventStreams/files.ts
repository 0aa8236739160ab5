/**
 * Event streams as workspace files (pure, no `vscode`): checked by the editor's document schema; an Action
 * destination names its action (`destination.configuration.action`), which Apply maps back to the target's action of
 * that name.
 */
import type { KindFiles } from '../facets/files';
import { fileKeysOf, fileRef } from '../facets/files';
import { isPlainObject } from '../diff';
import type { Raw } from '../facets/compare';
import { STREAM_SERVER_ONLY } from './compare';
import { eventStreamsKind } from './editor';

/** `destination.configuration.action` (a name) → `action_id`; other destinations pass through. */
function actionFromFile(value: Raw): ReturnType<NonNullable<KindFiles['fromFile']>> {
  const destination = value.destination;
  if (!isPlainObject(destination) || destination.type !== 'action') return { resource: value, names: {} };
  const action = isPlainObject(destination.configuration) ? destination.configuration.action : undefined;
  if (typeof action !== 'string' || action === '') {
    return { problem: '"destination.configuration.action" must be the name of the action the stream delivers to (the file names none): write the name, as Export to Workspace… does.' };
  }
  const id = fileRef('action', action);
  return { resource: { ...value, destination: { type: 'action', configuration: { action_id: id } } }, names: { actions: new Map([[id, action]]) } };
}

export const eventStreamsFiles: KindFiles = {
  keys: fileKeysOf(eventStreamsKind, STREAM_SERVER_ONLY),
  markKeys: ['destination', 'subscriptions'],
  keyField: 'name',
  check: { editor: eventStreamsKind },
  createNeeds: ['name', 'subscriptions', 'destination'],
  fromFile: actionFromFile,
};
