/**
 * What saving a connection document does, in order: (1) errors block; nothing changed → "No changes to apply" and
 * no request; (2) GET again and compare with the snapshot → Compare (a diff, then Merge / Overwrite) / Merge (the
 * server's other changes kept, the result shown) / Overwrite / Cancel; (3) confirm the change
 * list; (4) PATCH the body of patchBody.ts. Any refusal or failure throws, so the document stays dirty.
 */
import * as vscode from 'vscode';
import { isCancellation } from '../../util/errors';
import { getConnection, updateConnection, type Connection, type UpdateConnection } from '../../api/connections';
import { ApiError, toUserMessage } from '../../api/errors';
import type { Services } from '../../services';
import type { Problem } from '../validate';
import { deepEqual, diffValues } from './changeSummary';
import { connectionProblems, serverProblem } from './connectionChecks';
import { effectiveEdit, parseDocument, renderDocument, toEditable, type Editable } from './connectionDocument';
import { mergeEdits } from './mergeEdits';
import type { ConnectionEntry } from './connectionSource';
import { fetchConnection } from './connectionSource';
import { buildPatch, UPDATE_OPTIONS_SCOPE } from './patchBody';
import { askAfterCompare, askServerChanged, cancelled, confirmChanges, refuseOnErrors, SaveRefused, type Target } from './saveGuards';

export interface SaveHooks {
  /** Shows the server version next to the user's document (Compare). */
  compare(uri: vscode.Uri, serverText: string): Promise<void>;
  /** Shows the server version next to the merged one that a confirmation will send (Merge). */
  showMerge(uri: vscode.Uri, serverText: string, mergedText: string): Promise<void>;
  /** A problem the server reported at a property of the document (400), or undefined to clear it. */
  serverProblem(uri: vscode.Uri, problem: Problem | undefined): void;
}

export type SaveResult =
  | { kind: 'unchanged'; base?: Editable }
  | { kind: 'applied'; base: Editable; changes: number };

export async function saveConnection(services: Services, hooks: SaveHooks, uri: vscode.Uri, entry: ConnectionEntry, text: string): Promise<SaveResult> {
  const prompts = services.prompts.current;
  const { ref, identity, optionsReadable } = entry;
  const profile = services.registry.get(ref.tenantId);
  if (!profile) throw new SaveRefused(vscode.l10n.t('Not applied: the tenant of this document was removed.'));
  const target: Target = { identity, tenantLabel: profile.label, production: profile.environment === 'production' };

  const client = await services.sessions.client(ref.tenantId);
  const scopes = await client.scopes();
  entry.canUpdateOptions = scopes.has(UPDATE_OPTIONS_SCOPE);
  refuseOnErrors(connectionProblems(text, { base: entry.base, optionsReadable, canUpdateOptions: entry.canUpdateOptions }));
  let edited = parseDocument(text) ?? {};

  const plan = (base: Editable) => {
    const p = buildPatch({ name: identity.name, base, edited, optionsReadable, scopes });
    if (!p.ok) throw new SaveRefused(vscode.l10n.t('Not applied: {0}', p.message));
    return p;
  };
  let base = entry.base;
  let patch = plan(base);
  const nothing = () => void prompts.info(vscode.l10n.t('No changes to apply to connection {0}.', identity.name));
  if (patch.changes.length === 0) {
    nothing();
    return { kind: 'unchanged' };
  }

  const server = await progress(vscode.l10n.t('Checking connection {0} on the server…', identity.name), (signal) =>
    getConnection(client, ref.connectionId, { signal }),
  );
  const serverBase = toEditable(server, optionsReadable);
  if (!deepEqual(serverBase, base)) {
    const merged = mergeEdits(base, effectiveEdit(base, edited, optionsReadable), serverBase);
    let choice = await askServerChanged(prompts, target, diffValues(base, serverBase), !!merged);
    if (choice === 'compare') {
      await hooks.compare(uri, renderDocument(serverBase));
      choice = await askAfterCompare(prompts, target, !!merged);
    }
    if (choice === 'merge' && merged) {
      edited = merged;
      await hooks.showMerge(uri, renderDocument(serverBase), renderDocument(merged));
    }
    base = serverBase;
    patch = plan(base);
    if (patch.changes.length === 0) {
      nothing();
      return { kind: 'unchanged', base };
    }
  }

  await confirmChanges(prompts, target, patch.changes);

  let updated: Connection;
  try {
    updated = await progress(vscode.l10n.t('Applying changes to connection {0}…', identity.name), (signal) =>
      updateConnection(client, ref.connectionId, patch.body as UpdateConnection, { signal }),
    );
  } catch (err) {
    if (isCancellation(err)) throw cancelled();
    if (err instanceof ApiError && err.status === 400) hooks.serverProblem(uri, serverProblem(text, err.serverMessage));
    throw new SaveRefused(vscode.l10n.t('Not applied: {0}', toUserMessage(err)));
  }
  hooks.serverProblem(uri, undefined);
  if (optionsReadable && updated.options === undefined) updated = (await fetchConnection(services, ref)).connection;
  return { kind: 'applied', base: toEditable(updated, optionsReadable), changes: patch.changes.length };
}

function progress<T>(title: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return Promise.resolve(
    vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (_p, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      return task(abort.signal);
    }),
  );
}
