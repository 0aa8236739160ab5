/**
 * Create API… (palette, and inline on a tenant's APIs group): a name, then the identifier (a URL or a URN; one the
 * tenant has is refused as typed), then either the create at once (RS256, a day's tokens, no scopes yet; a 409 goes
 * back to the identifier, the name kept) or a JSON draft to review first (its Create lens sends it). The new API
 * then opens in the editor, where its scopes are added.
 */
import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import { afterCreate, createResource } from '../../commands/resources/submitDraft';
import { pickTenant } from '../../commands/pickTenant';
import { runSteps, withProblem, type Step } from '../../commands/tenants/wizard';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { UserCancelledError } from '../../util/errors';
import { jsonText } from '../../util/jsonText';
import type { Resource } from '../kind';
import { identifierProblem, iterateApis } from './api';
import { identifierTaken, newApiBody } from './draftFacet';
import { apis } from './index';

export function validateApiName(value: string): string | undefined {
  if (value.trim().length === 0) return vscode.l10n.t('Enter a name (1 to 200 characters).');
  if (value.length > 200) return vscode.l10n.t('At most 200 characters ({0} now).', value.length);
  if (/[<>]/.test(value)) return vscode.l10n.t('The name cannot contain < or >.');
  return undefined;
}

/** The tenant's API identifiers → names, listed once; unknown (empty) when they cannot be read: the tenant's 409 still guards. */
async function takenIdentifiers(services: Services, tenant: TenantNode): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  try {
    for await (const a of iterateApis(await tenant.client(), { perPage: 100 })) if (a.identifier) taken.set(a.identifier, String(a.name ?? a.identifier));
  } catch (err) {
    services.log.warn(`Could not list the APIs of ${tenant.profile.label}: ${toUserMessage(err)}`);
  }
  return taken;
}

interface ApiDraft {
  name?: string;
  identifier?: string;
  result?: Resource | vscode.Uri;
}

function apiSteps(services: Services, tenant: TenantNode, taken: Promise<Map<string, string>>): Step<ApiDraft>[] {
  const prompts = () => services.prompts.current;
  const label = tenant.profile.label;
  const name: Step<ApiDraft> = {
    id: 'name',
    async run(d, ctx) {
      d.name = await prompts().input({
        title: ctx.title, back: ctx.back, value: d.name, prompt: vscode.l10n.t('Name of the API'), placeHolder: vscode.l10n.t('Orders API'),
        validateInput: withProblem(validateApiName, d.name, ctx.problem),
      });
    },
  };
  const identifier: Step<ApiDraft> = {
    id: 'identifier',
    async run(d, ctx) {
      const kept = d.identifier;
      d.identifier = await prompts().input({
        title: ctx.title, back: ctx.back, value: d.identifier,
        prompt: vscode.l10n.t('Identifier: the audience applications ask tokens for (a URL or a URN). It cannot be changed later.'),
        placeHolder: 'https://api.example.com/orders',
        validateInput: async (v) => {
          const holders = await taken;
          const check = (x: string) => identifierProblem(x) ?? (holders.has(x) ? identifierTaken(label, x, holders.get(x)) : undefined);
          return withProblem(check, kept, ctx.problem)(v);
        },
      });
    },
  };
  const mode: Step<ApiDraft> = {
    id: 'mode',
    async run(d, ctx) {
      const body = newApiBody(d.name ?? '', d.identifier ?? '');
      const how = await prompts().pick(
        [
          { label: vscode.l10n.t('Create now'), detail: vscode.l10n.t('RS256, tokens valid for a day, no scopes yet (add them in its editor)'), value: 'now' as const },
          { label: vscode.l10n.t('Review as JSON first'), detail: vscode.l10n.t('A draft with checks; its Create action sends it'), value: 'draft' as const },
        ],
        { title: ctx.title, back: ctx.back, placeHolder: `${d.name ?? ''} · ${d.identifier ?? ''}` },
      );
      if (how === 'draft') {
        const uri = services.drafts.uriOf({ kind: 'apis', tenantId: tenant.profile.id });
        services.drafts.rememberTenant(uri, tenant);
        await services.drafts.prune();
        await services.drafts.show(uri, jsonText(body));
        d.result = uri;
        return undefined;
      }
      try {
        d.result = (await createResource(services, tenant, apis, body)).created;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 409) throw err;
        // The identifier was taken meanwhile: back to it, the name kept.
        return { back: 'identifier', problem: identifierTaken(label, d.identifier ?? '') };
      }
      return undefined;
    },
  };
  return [name, identifier, mode];
}

/** Returns the created API (its document is then open in the editor), or the URI of the draft to review. */
export async function createApi(services: Services, node?: TreeNode): Promise<Resource | vscode.Uri> {
  const tenant = await pickTenant(services, node);
  const steps = apiSteps(services, tenant, takenIdentifiers(services, tenant));
  const draft: ApiDraft = {};
  await runSteps<ApiDraft>(
    draft, () => steps,
    (n, total) => vscode.l10n.t('Create API on {0} ({1}/{2})', tenant.profile.label, n, total),
    vscode.l10n.t('Create API on {0}', tenant.profile.label),
  );
  const { result } = draft;
  if (!result) throw new UserCancelledError();
  if (!(result instanceof vscode.Uri)) {
    const message = apis.draft!.submit!.created(result, { name: draft.name, identifier: draft.identifier }, tenant.profile.label, false);
    await afterCreate(services, tenant, apis, result, message);
  }
  return result;
}
