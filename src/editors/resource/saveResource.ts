/**
 * What saving a resource document does, in order: (1) errors block; nothing changed → "No changes to apply" and
 * no request; (2) GET again and compare with the snapshot → Compare (a diff, then Merge / Overwrite) / Merge (the
 * server's other changes kept, the result shown) / Overwrite / Cancel; (3) confirm the change list; (4) PATCH the
 * body the kind plans. Any refusal or failure throws, so the document stays dirty.
 */
import * as vscode from 'vscode';
import { isCancellation } from '../../util/errors';
import { ApiError, toUserMessage } from '../../api/errors';
import { documentProblems, problemAt, serverProblem } from '../../kinds/checks';
import { deepEqual, diffValues } from '../../kinds/diff';
import { effectiveEdit, parseDocument, renderDocument, toEditable } from '../../kinds/document';
import type { Editable, Resource } from '../../kinds/kind';
import { isConflict, planPatch } from '../../kinds/plan';
import type { Services } from '../../services';
import type { Problem } from '../../diagnostics/validate';
import { mergeEdits } from './mergeEdits';
import { contextOf, encode, fetchResource, type ResourceEntry } from './resourceSource';
import { askAfterCompare, askServerChanged, cancelled, confirmChanges, refuseOnErrors, SaveRefused, type Target } from './saveGuards';

export interface SaveHooks {
  /** Shows the server version next to the user's document (Compare). */
  compare(uri: vscode.Uri, serverText: string): Promise<void>;
  /** Shows the server version next to the merged one that a confirmation will send (Merge). */
  showMerge(uri: vscode.Uri, serverText: string, mergedText: string): Promise<void>;
  /** Closes the Merge diff once the merge was sent. */
  closeMerge(uri: vscode.Uri): Promise<void>;
  /** A problem the server reported at a property of the document (400), or undefined to clear it. */
  serverProblem(uri: vscode.Uri, problem: Problem | undefined): void;
}

export type SaveResult =
  | { kind: 'unchanged'; base?: Editable }
  | { kind: 'applied'; base: Editable; changes: number };

export async function saveResource(services: Services, hooks: SaveHooks, uri: vscode.Uri, entry: ResourceEntry, text: string): Promise<SaveResult> {
  const prompts = services.prompts.current;
  const { ref } = entry;
  const { kind } = ref;
  const profile = services.registry.get(ref.tenantId);
  if (!profile) throw new SaveRefused(vscode.l10n.t('Not applied: the tenant of this document was removed.'));
  const name = entry.ctx.identity.name;
  const target: Target = { kind, name, tenantLabel: profile.label, production: profile.environment === 'production' };

  /** The tenant's row, for Reconnect Tenant… when a scope is missing. */
  const tenantNode = () => services.roots.get(ref.tenantId);
  const client = await services.sessions.client(ref.tenantId);
  const scopes = await client.scopes();
  entry.ctx = { ...entry.ctx, scopes };
  await kind.text?.prepare();
  refuseOnErrors(documentProblems(kind, text, { base: entry.base, ctx: entry.ctx, resource: entry.resource }));
  let edited = parseDocument(kind, text) ?? {};

  const plan = (base: Editable) => {
    const p = planPatch(kind, base, edited, entry.ctx);
    if (!p.ok) throw new SaveRefused(vscode.l10n.t('Not applied: {0}', p.message), { reconnect: tenantNode() });
    return p;
  };
  let base = entry.base;
  let patch = plan(base);
  const nothing = () => void prompts.info(vscode.l10n.t('No changes to apply to {0} {1}.', kind.singular, name));
  if (patch.changes.length === 0) {
    nothing();
    return { kind: 'unchanged' };
  }
  if (!scopes.has(kind.scopes.update)) {
    throw new SaveRefused(vscode.l10n.t('Not applied: changing a {0} needs the scope {1}, which this token lacks. Grant it to the application and reconnect the tenant.', kind.singular, kind.scopes.update), { reconnect: tenantNode() });
  }

  const server = await progress(vscode.l10n.t('Checking {0} {1} on the server…', kind.singular, name), (signal) => kind.get(client, ref.id, { signal }));
  const serverBase = toEditable(kind, server, entry.ctx.hidden);
  if (!deepEqual(serverBase, base)) {
    // Revert now shows the server's version (and makes it the base), not the copy first opened.
    entry.content = encode(renderDocument(kind, serverBase));
    entry.next = serverBase;
    const merged = mergeEdits(base, effectiveEdit(kind, base, edited, entry.ctx.hidden), serverBase);
    let choice = await askServerChanged(prompts, target, diffValues(base, serverBase), !!merged);
    if (choice === 'compare') {
      await hooks.compare(uri, renderDocument(kind, serverBase));
      choice = await askAfterCompare(prompts, target, !!merged);
    }
    if (choice === 'merge' && merged) {
      edited = merged;
      await hooks.showMerge(uri, renderDocument(kind, serverBase), renderDocument(kind, merged));
    }
    base = serverBase;
    patch = plan(base);
    if (patch.changes.length === 0) {
      nothing();
      return { kind: 'unchanged', base };
    }
  }

  await confirmChanges(prompts, target, patch.changes);

  let updated: Resource;
  try {
    updated = await progress(vscode.l10n.t('Applying changes to {0} {1}…', kind.singular, name), (signal) => kind.update(client, ref.id, patch.body, { signal }));
  } catch (err) {
    if (isCancellation(err)) throw cancelled();
    const conflicting = isConflict(kind, err);
    if (err instanceof ApiError && err.status === 400 && !conflicting) hooks.serverProblem(uri, serverProblem(text, err.serverMessage));
    const explained = conflicting ? await kind.explainConflict?.(client, ref.id, patch.body, {}) : undefined;
    if (explained) {
      hooks.serverProblem(uri, problemAt(text, explained.path, explained.message));
      throw new SaveRefused(vscode.l10n.t('Not applied: {0}', explained.message));
    }
    const server = err instanceof ApiError && err.serverMessage ? ` (${err.serverMessage})` : '';
    const conflict = conflicting && kind.conflictMessage ? `${kind.conflictMessage}${server}` : undefined;
    const forbidden = err instanceof ApiError && err.status === 403;
    throw new SaveRefused(vscode.l10n.t('Not applied: {0}', conflict ?? toUserMessage(err)), forbidden ? { reconnect: tenantNode() } : {});
  }
  hooks.serverProblem(uri, undefined);
  await hooks.closeMerge(uri);
  if (kind.incomplete?.(updated, entry.ctx)) updated = (await fetchResource(services, ref)).resource;
  entry.ctx = { ...contextOf(ref, { client, resource: updated, scopes }), hidden: entry.ctx.hidden };
  return { kind: 'applied', base: toEditable(kind, updated, entry.ctx.hidden), changes: patch.changes.length };
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
