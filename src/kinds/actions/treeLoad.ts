/**
 * What the Actions group reads (pure, no `vscode`): every action of the tenant (one request per 100), and one
 * trigger's bindings in execution order when its node is expanded. The rows of a trigger: its bound actions in
 * binding order, then the actions that support it and are not bound.
 */
import type { ApiClient } from '../../api/client';
import { collect, iteratePages } from '../../api/paging';
import type { CallOptions } from '../../api/request';
import type { Resource } from '../kind';
import { getBindings, listActions } from './api';
import { supportedTriggers } from './triggers';

/** The tenant's actions, all pages (a tenant has tens of them, the service at most a few hundred). */
export function loadActions(client: ApiClient, options: CallOptions = {}): Promise<Resource[]> {
  return collect(iteratePages((from) => listActions(client, { page: from, perPage: 100 }, options), options));
}

export interface TriggerRow {
  action: Resource;
  /** 1-based place in the trigger's execution order; undefined for an unbound action. */
  position?: number;
}

/** A trigger's rows: its bindings in order (the listed action when known, else the binding's own), then the unbound supporters. */
export function triggerRows(trigger: string, actions: readonly Resource[], bindings: readonly Resource[]): TriggerRow[] {
  const byId = new Map(actions.map((a) => [String(a.id), a]));
  const bound: TriggerRow[] = [];
  for (const binding of bindings) {
    const own = binding.action as Resource | undefined;
    const action = (own && byId.get(String(own.id))) ?? own;
    if (action) bound.push({ action, position: bound.length + 1 });
  }
  const boundIds = new Set(bound.map((r) => String(r.action.id)));
  const unbound = actions.filter((a) => supportedTriggers(a).includes(trigger) && !boundIds.has(String(a.id)));
  return [...bound, ...unbound.map((action) => ({ action }))];
}

/** A trigger's bindings, all pages, in execution order. */
export const loadBindings = (client: ApiClient, trigger: string, options: CallOptions = {}): Promise<Resource[]> => getBindings(client, trigger, options);
