import { getConnection, type Connection } from '../../api/connections';
import type { ApiClient } from '../../api/client';
import type { Services } from '../../services';
import { identityOf, notEditableKeys, renderDocument, toEditable, type ConnectionIdentity, type Editable } from './connectionDocument';
import type { ConnectionRef } from './connectionUri';
import { READ_OPTIONS_SCOPE, UPDATE_OPTIONS_SCOPE } from './patchBody';

/** What the editor knows about one open connection document. */
export interface ConnectionEntry {
  readonly ref: ConnectionRef;
  readonly identity: ConnectionIdentity;
  /** Keys the server returned that the document does not hold and a save never sends (enabled_clients, new keys). */
  readonly notEditable: readonly string[];
  /** The server's editable fields when the document was opened or last saved: the base for change detection. */
  base: Editable;
  /** The document shows options: the token had read:connections_options and the server returned them. */
  readonly optionsReadable: boolean;
  canUpdateOptions: boolean;
  content: Uint8Array;
  readonly ctime: number;
  mtime: number;
}

let clock = 0;
/** A strictly increasing modification time, so VS Code always sees a change as newer. */
export function nextMtime(): number {
  clock = Math.max(Date.now(), clock + 1);
  return clock;
}

const encoder = new TextEncoder();
export const encode = (text: string) => encoder.encode(text);

export interface Loaded {
  client: ApiClient;
  connection: Connection;
  scopes: ReadonlySet<string>;
}

/** One GET of the connection (the token's scopes first, so they are known without another request). */
export async function fetchConnection(services: Services, ref: ConnectionRef, signal?: AbortSignal): Promise<Loaded> {
  const client = await services.sessions.client(ref.tenantId);
  const scopes = await client.scopes(signal);
  const connection = await getConnection(client, ref.connectionId, signal ? { signal } : {});
  return { client, connection, scopes };
}

export function optionsReadable(connection: Connection, scopes: ReadonlySet<string>): boolean {
  return scopes.has(READ_OPTIONS_SCOPE) && connection.options !== undefined;
}

export function createEntry(ref: ConnectionRef, loaded: Loaded): ConnectionEntry {
  const readable = optionsReadable(loaded.connection, loaded.scopes);
  const base = toEditable(loaded.connection, readable);
  const mtime = nextMtime();
  return {
    ref,
    identity: identityOf(loaded.connection),
    notEditable: notEditableKeys(loaded.connection),
    base,
    optionsReadable: readable,
    canUpdateOptions: loaded.scopes.has(UPDATE_OPTIONS_SCOPE),
    content: encode(renderDocument(base)),
    ctime: mtime,
    mtime,
  };
}
