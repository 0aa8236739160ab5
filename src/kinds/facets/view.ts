/**
 * The read-only view facet of a kind (pure, no `vscode`): how the read-only view (src/editors/readOnlyView.ts)
 * shows a resource besides as its JSON, and the other read-only documents the kind has (an event stream's
 * deliveries). Without it, a resource of a kind with a list is read with `list.get` and shown as JSON, secrets left out.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import type { Resource } from '../kind';

/** `vscode.l10n.t` in the extension; placeholders `{0}`, `{1}`… */
export type Translate = (message: string, ...args: (string | number)[]) => string;

/** A read-only document of a kind that is not one of its resources, under a URI segment of its own. */
export interface ViewDocument {
  /** Its URI segment (in place of the kind's id): `event-deliveries`. */
  id: string;
  fetch(client: ApiClient, id: string, options: CallOptions): Promise<unknown>;
  render(data: unknown, t: Translate): string;
}

export interface ViewFacet {
  /** The view's text of a resource whose secrets are already left out (default: its JSON). */
  render?(resource: Resource): string;
  documents?: readonly ViewDocument[];
}
