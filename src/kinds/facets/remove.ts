/**
 * The `remove` facet: what the one delete flow (src/commands/resources/deleteResource.ts) needs of a kind besides
 * its words and its list — what stops working, the production prompt and the DELETE. Pure (no `vscode`).
 */
import type { ApiClient } from '../../api/client';
import { deleteReadingFirst, type DeleteOutcome } from '../../api/deleteOutcome';
import type { Kind, KindList, Resource } from '../kind';

export interface KindRemove {
  /** The kind in the delete's sentences when it differs from `words.singular` ("vault connection"). */
  singular?: string;
  /** What stops working, and that it cannot be undone. */
  detail(resource: Resource): string;
  /** The production prompt, when the kind words it its own way (default: 'Type the name "<name>" to delete it'). */
  typePrompt?(name: string): string;
  /**
   * Why this resource is not deleted from here, said before anything is asked (e.g. the application the extension
   * signs in with: `signIn.clientId`); undefined when it may be.
   */
  refuse?(resource: Resource, signIn: { clientId?: string | undefined }): string | undefined;
  /** The DELETE; `'gone'` when the resource was already deleted. */
  call(client: ApiClient, resource: Resource): Promise<DeleteOutcome>;
  /**
   * When the DELETE was refused (`err`): what would let it go through (a bound action: unbind it first), offered to
   * the user in a modal; undefined when nothing would.
   */
  unblock?(client: ApiClient, resource: Resource, err: unknown): Promise<Unblock | undefined>;
}

/** A remedy for a refused delete: the modal's message, detail and button, and what it does before the DELETE is sent again. */
export interface Unblock {
  message: string;
  detail: string;
  button: string;
  run(): Promise<void>;
}

/** The DELETE of a kind whose service answers 204 whether or not it was there: its GET first says which (deleteOutcome.ts). */
export function readingFirst(get: (client: ApiClient, id: string) => Promise<unknown>, del: (client: ApiClient, id: string) => Promise<unknown>): KindRemove['call'] {
  return (client, resource) => deleteReadingFirst(() => get(client, String(resource.id)), () => del(client, String(resource.id)));
}

/** The palette picker's title of Delete: "Delete Event Stream". */
export const deleteTitle = (kind: Pick<Kind, 'words'>): string => `Delete ${kind.words.title}`;

/** The delete's words for a resource of a kind (plain English, as they are shown). */
export function deleteWords(kind: Pick<Kind, 'words'> & { list: Pick<KindList, 'name'>; remove: KindRemove }, resource: Resource) {
  const name = kind.list.name(resource);
  return { singular: kind.remove.singular ?? kind.words.singular, name, detail: kind.remove.detail(resource), typePrompt: kind.remove.typePrompt?.(name) };
}
