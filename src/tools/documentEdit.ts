/**
 * A write tool's plan for a change to a resource's document, made exactly as the resource editor saves it: the
 * resource's document (toEditable), the tool's edit applied to it, the editor's checks (documentProblems: schema,
 * locked values), the PATCH the kind plans (planPatch) and its change list for the confirmation. The answer names
 * the resource and the fields changed, never a value the service holds (so never a secret).
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../api/client';
import { formatPath } from '../diagnostics/validate';
import { documentProblems } from '../kinds/checks';
import { renderDocument, toEditable } from '../kinds/document';
import type { Editable, Resource, ResourceKind } from '../kinds/kind';
import { planPatch } from '../kinds/plan';
import type { Services } from '../services';
import { refreshGroup } from '../tree/refresh';
import type { TenantNode } from '../tree/nodes/tenantNode';
import type * as z from 'zod/mini';
import { ToolRefusal, type ToolSpec } from './toolKit';
import { defineWriteTool, onTenant, refuseProblems, type WritePlan } from './writeTool';

export interface DocumentEdit {
  kind: ResourceKind;
  client: ApiClient;
  resource: Resource;
  /** The document after the tool's change (the base is the resource's document now). */
  edit(base: Editable): Editable;
}

export async function planDocumentEdit(services: Services, tenant: TenantNode, e: DocumentEdit, signal: AbortSignal): Promise<WritePlan> {
  const { kind, client, resource } = e;
  const scopes = await client.scopes(signal);
  const ctx = { scopes, hidden: new Set(kind.hiddenFields(resource, scopes)), identity: kind.identity(resource) };
  const base = toEditable(kind, resource, ctx.hidden);
  const edited = e.edit(base);
  const name = ctx.identity.name;
  const what = vscode.l10n.t('Updating the {0} {1}', kind.singular, name);
  refuseProblems(documentProblems(kind, renderDocument(kind, edited), { base, ctx }), what);
  const plan = planPatch(kind, base, edited, ctx);
  if (!plan.ok) throw new ToolRefusal(vscode.l10n.t('{0} refused, nothing was sent: {1}', what, plan.message));
  if (plan.changes.length === 0) throw new ToolRefusal(vscode.l10n.t('No changes to apply to the {0} {1}. Nothing was sent.', kind.singular, name));
  return {
    title: vscode.l10n.t('Update the {0} "{1}" {2}', kind.singular, name, onTenant(tenant)),
    lines: [vscode.l10n.t('{0}: {1} ({2})', kind.title, name, [ctx.identity.id, ...ctx.identity.details].join(', ')), vscode.l10n.t('Changes:')],
    changes: plan.changes,
    async send() {
      await kind.update(client, ctx.identity.id, plan.body, { signal });
      services.log.info(`Agent tool: updated ${kind.singular} ${ctx.identity.id} on ${tenant.profile.label} (${plan.changes.length} changes)`);
      refreshGroup(services, tenant, kind.id);
      return vscode.l10n.t('Updated the {0} {1} on {2}: {3}.', kind.singular, name, tenant.profile.label, [...new Set(plan.changes.map((c) => formatPath(c.path.slice(0, 1))))].join(', '));
    },
  };
}

/** The one resource `ref` names — its id, or else the one whose `keys` equal it — or a refusal saying how to name it. */
export async function findResource<T extends Resource>(all: AsyncIterable<T>, ref: string, keys: readonly string[], refuse: string): Promise<T> {
  const matches: T[] = [];
  for await (const r of all) if (keys.some((k) => r[k] === ref)) matches.push(r);
  const byId = matches.find((r) => r[keys[0]!] === ref);
  if (byId) return byId;
  if (matches.length === 1) return matches[0]!;
  throw new ToolRefusal(matches.length > 1 ? `${refuse} (${matches.length} have that name: pass its id).` : refuse);
}

export interface DocumentToolSpec<S extends z.ZodMiniType> {
  name: string;
  input: S;
  kind: ResourceKind;
  /** The resource the input names, or a refusal saying how to name one. */
  find(client: ApiClient, input: z.output<S>, tenantLabel: string, signal: AbortSignal): Promise<Resource>;
  /** The document fields the input sets, or a refusal naming what cannot be applied (nothing is sent). */
  fields(resource: Resource, input: z.output<S>): Editable;
}

/** A write tool that changes fields of a resource's document, checked, planned and confirmed as its editor saves. */
export function defineDocumentTool<S extends z.ZodMiniType>(spec: DocumentToolSpec<S>): ToolSpec {
  return defineWriteTool({
    name: spec.name,
    input: spec.input,
    scopes: [spec.kind.scopes.update],
    async plan(services, tenant, input, signal) {
      const client = await tenant.client();
      const resource = await spec.find(client, input, tenant.profile.label, signal);
      const fields = spec.fields(resource, input);
      return planDocumentEdit(services, tenant, { kind: spec.kind, client, resource, edit: (base) => ({ ...base, ...fields }) }, signal);
    },
  });
}
