/**
 * Delete, written once over every kind: the target (the clicked row, a resource named by ids, or the tenant and
 * resource the user picks) → a modal naming resource and tenant (the typed name on a production tenant) → the
 * DELETE under a window progress → one log line → one message ("Deleted …" or "was already deleted") → the
 * tenant's group of that kind reloads. What differs between kinds is their `remove` facet (src/kinds/facets/remove.ts).
 */
import * as vscode from 'vscode';
import type { DeleteOutcome } from '../../api/deleteOutcome';
import type { Kind } from '../../kinds/kind';
import { deleteTitle, deleteWords } from '../../kinds/facets/remove';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { refreshGroup } from '../../tree/refresh';
import { confirmDelete } from './confirmDelete';
import { resourceTarget, type IdsArg } from './resourceTarget';

export async function deleteResource(services: Services, kind: Kind, arg?: unknown): Promise<void> {
  const { list, remove } = kind;
  if (!list || !remove) throw new Error(`${kind.words.plural} cannot be deleted here.`);
  const { tenant, resource } = await resourceTarget(services, kind, arg as TreeNode | IdsArg | undefined, deleteTitle(kind));
  const { singular, name, detail, typePrompt } = deleteWords({ words: kind.words, list, remove }, resource);
  const where = tenant.profile.label;
  const refusal = remove.refuse?.(resource, { clientId: tenant.profile.clientId });
  if (refusal) throw new Error(refusal);
  await confirmDelete(services, tenant, { singular, name, detail, typePrompt });
  const deleting = (run: () => Promise<DeleteOutcome>) => vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Deleting the {0} {1}…', singular, name) },
    run,
  );
  const client = await tenant.client();
  let outcome: DeleteOutcome;
  try {
    outcome = await deleting(() => remove.call(client, resource));
  } catch (err) {
    // A refusal the kind can remedy (a bound action: unbind it first) is offered, naming the tenant; else it stands.
    const unblock = await remove.unblock?.(client, resource, err);
    if (!unblock) throw err;
    await services.prompts.current.confirm(vscode.l10n.t('{0} (on {1})', unblock.message, where), { modal: true, detail: unblock.detail }, unblock.button);
    outcome = await deleting(async () => {
      await unblock.run();
      return remove.call(client, resource);
    });
  }
  services.log.info(`Deleted ${singular} ${list.id(resource)} on ${where}${outcome === 'gone' ? ' (it was already gone)' : ''}`);
  void services.prompts.current.info(outcome === 'gone'
    ? vscode.l10n.t('The {0} {1} was already deleted from {2}: nothing was left to delete.', singular, name, where)
    : vscode.l10n.t('Deleted the {0} {1} from {2}.', singular, name, where));
  refreshGroup(services, tenant, kind.id);
}
