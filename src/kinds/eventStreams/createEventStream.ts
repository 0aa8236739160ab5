/**
 * Create Event Stream… (palette, and inline on a tenant's Event Streams group): step by step, or from a JSON draft
 * (submitted by Create Event Stream from the draft's CodeLens or editor title).
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import type { EventStream } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { runSteps } from '../../commands/tenants/wizard';
import { openEventStreamDraft } from './createEventStreamDraft';
import { reviewStep } from './createEventStreamReview';
import { streamNames } from './createEventStreamRules';
import { streamSteps, type StreamDraft } from './createEventStreamSteps';
import { refreshGroup } from '../../tree/refresh';
import { eventStreams } from './index';
import { streamName } from './streamRow';
import { tenantActionInfos } from '../../editors/drafts/tenantActions';
import type { ActionInfo } from '../facets/draft';

/** The tenant's stream names, listed once; unknown (empty) when they cannot be read: the tenant's 409 still guards. */
function namesOf(services: Services, tenant: TenantNode): Promise<Set<string>> {
  return tenant.client().then(streamNames).catch((err: unknown) => {
    services.log.warn(`Could not list the event streams of ${tenant.profile.label}: ${toUserMessage(err)}`);
    return new Set<string>();
  });
}

/** The guided flow: the steps, a review, the create; returns the created stream. */
async function createStepByStep(services: Services, tenant: TenantNode, taken: Promise<Set<string>>): Promise<EventStream> {
  const draft: StreamDraft = {};
  let actions: Promise<readonly ActionInfo[] | undefined> | undefined;
  const readActions = () => (actions ??= tenant.client().then(tenantActionInfos).catch((err: unknown) => {
    services.log.warn(`Could not list the actions of ${tenant.profile.label}: ${toUserMessage(err)}`);
    return undefined;
  }));
  await runSteps<StreamDraft>(
    draft,
    streamSteps(services, tenant.profile.label, taken, reviewStep(services, tenant), readActions),
    (n, total) => vscode.l10n.t('Create Event Stream ({0}/{1})', n, total),
    vscode.l10n.t('Create Event Stream'),
    (n) => vscode.l10n.t('Create Event Stream (step {0})', n),
  );
  const created = draft.created!;
  services.log.info(`Created event stream ${created.id} on ${tenant.profile.label}`);
  void services.prompts.current.info(vscode.l10n.t('Created the event stream {0} ({1}) on {2}.', streamName(created), created.id, tenant.profile.label));
  refreshGroup(services, tenant, eventStreams.id);
  return created;
}

/** Returns the created stream (step by step) or the draft's URI (from a JSON draft). */
export async function createEventStream(services: Services, node?: TreeNode): Promise<EventStream | vscode.Uri> {
  const tenant = await pickTenant(services, node);
  const taken = namesOf(services, tenant);
  const mode = await services.prompts.current.pick(
    [
      { label: vscode.l10n.t('Step by step'), detail: vscode.l10n.t('Answer a few questions; the secret goes in a password box'), value: 'steps' as const },
      { label: vscode.l10n.t('From a JSON draft'), detail: vscode.l10n.t('Edit the request as JSON with completion and checks, then Create'), value: 'draft' as const },
    ],
    { title: vscode.l10n.t('Create Event Stream on {0}', tenant.profile.label), placeHolder: vscode.l10n.t('How to describe the new stream') },
  );
  return mode === 'draft' ? openEventStreamDraft(services, tenant, taken) : createStepByStep(services, tenant, taken);
}
