import type { ApiClient } from '../../api/client';
import { notEditableKeys, renderDocument, toEditable } from '../../kinds/document';
import type { EditContext, Editable, Resource } from '../../kinds/kind';
import type { Services } from '../../services';
import type { ResourceRef } from './resourceUri';

/** What the editor knows about one open resource document. */
export interface ResourceEntry {
  readonly ref: ResourceRef;
  /** Scopes (refreshed at each save), hidden fields and identity: what checks and the patch plan know. */
  ctx: EditContext;
  /** Keys the server returned that the document does not hold and a save never sends (read-only, new keys). */
  readonly notEditable: readonly string[];
  /** The resource as last read, for the header's actions. */
  readonly resource: Resource;
  /** The server's editable fields when the document was opened or last saved: the base for change detection. */
  base: Editable;
  content: Uint8Array;
  /** The server's version a save found (conflict): `content` holds it, and the next read (Revert) makes it the base. */
  next?: Editable | undefined;
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
  resource: Resource;
  scopes: ReadonlySet<string>;
}

/** One GET of the resource (the token's scopes first, so they are known without another request). */
export async function fetchResource(services: Services, ref: ResourceRef, signal?: AbortSignal): Promise<Loaded> {
  // A text document's checks (an action's parser) are loaded before its first text is shown.
  await ref.kind.text?.prepare();
  const client = await services.sessions.client(ref.tenantId);
  const scopes = await client.scopes(signal);
  const resource = await ref.kind.get(client, ref.id, signal ? { signal } : {});
  return { client, resource, scopes };
}

export function contextOf(ref: ResourceRef, loaded: Loaded): EditContext {
  return { scopes: loaded.scopes, hidden: new Set(ref.kind.hiddenFields(loaded.resource, loaded.scopes)), identity: ref.kind.identity(loaded.resource) };
}

export function createEntry(ref: ResourceRef, loaded: Loaded): ResourceEntry {
  const ctx = contextOf(ref, loaded);
  const base = toEditable(ref.kind, loaded.resource, ctx.hidden);
  const mtime = nextMtime();
  return {
    ref,
    ctx,
    notEditable: notEditableKeys(ref.kind, loaded.resource),
    resource: loaded.resource,
    base,
    content: encode(renderDocument(ref.kind, base)),
    ctime: mtime,
    mtime,
  };
}
