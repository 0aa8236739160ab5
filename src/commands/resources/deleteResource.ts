/**
 * Delete, written once over every kind: the target (the clicked row, a resource named by ids, or the tenant and
 * resource the user picks) → a modal naming resource and tenant (the typed name on a production tenant) → the
 * DELETE under a window progress → one log line → one message ("Deleted …" or "was already deleted") → the
 * tenant's group of that kind reloads. What differs between kinds is a `Deletable` (deletables.ts).
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import type { DeleteOutcome } from '../../api/deleteOutcome';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { refreshGroup } from '../tree/refresh';
import { confirmDelete } from './confirmDelete';

/** One kind, as the delete flow needs it. Words are functions: they are localised when the command runs. */
export interface Deletable<T> {
  /** The kind in a sentence: "event stream". */
  singular(): string;
  /** The title of the palette's picker: "Delete Event Stream". */
  pickTitle(): string;
  /** The resource the command acts on, from what it was given (a row, ids, nothing → a pick under `title`). */
  target(services: Services, arg: unknown, title: string): Promise<{ tenant: TenantNode; resource: T }>;
  id(resource: T): string;
  /** The name messages show and the user types on a production tenant. */
  name(resource: T): string;
  /** What stops working, and that it cannot be undone. */
  detail(resource: T): string;
  /** The production prompt, when the kind words it its own way (default: 'Type the name "<name>" to delete it'). */
  typePrompt?(name: string): string;
  /** The DELETE; `'gone'` when the resource was already deleted. */
  remove(client: ApiClient, resource: T): Promise<DeleteOutcome>;
  /** The tenant's tree group that lists the kind (`refreshGroup` key). */
  group: string;
}

export async function deleteResource<T>(services: Services, kind: Deletable<T>, arg?: unknown): Promise<void> {
  const { tenant, resource } = await kind.target(services, arg, kind.pickTitle());
  const singular = kind.singular();
  const name = kind.name(resource);
  const where = tenant.profile.label;
  await confirmDelete(services, tenant, { singular, name, detail: kind.detail(resource), typePrompt: kind.typePrompt?.(name) });
  const outcome = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Deleting the {0} {1}…', singular, name) },
    async () => kind.remove(await tenant.client(), resource),
  );
  services.log.info(`Deleted ${singular} ${kind.id(resource)} on ${where}${outcome === 'gone' ? ' (it was already gone)' : ''}`);
  void services.prompts.current.info(outcome === 'gone'
    ? vscode.l10n.t('The {0} {1} was already deleted from {2}: nothing was left to delete.', singular, name, where)
    : vscode.l10n.t('Deleted the {0} {1} from {2}.', singular, name, where));
  refreshGroup(services, tenant, kind.group);
}
