/**
 * What the one delete flow (deleteResource.ts) needs of each kind: its words, how to find the resource (each kind's
 * existing target helper), what stops working, the DELETE and the tree group to reload.
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { deleteConnection } from '../../kinds/connections/apiDelete';
import type { Connection } from '../../kinds/connections/api';
import { deleteReadingFirst } from '../../api/deleteOutcome';
import { deleteEventStream, getEventStream, type EventStream } from '../../kinds/eventStreams/api';
import { deleteTokenExchangeProfile, getTokenExchangeProfile, type TokenExchangeProfile } from '../../kinds/tokenExchangeProfiles/api';
import { deleteVaultConnection, type VaultConnection } from '../../kinds/vaultConnections/api';
import { deleteVerificationTemplate, getVerificationTemplate, type VerificationTemplate } from '../../kinds/verificationTemplates/api';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { CONNECTIONS_GROUP, connectionTarget } from '../../kinds/connections/connectionTarget';
import { streamName, streamTarget } from '../../kinds/eventStreams/streamTarget';
import { PROFILES_GROUP, profileName, profileTarget } from '../../kinds/tokenExchangeProfiles/profileTarget';
import { VAULT_GROUP, vaultTarget } from '../../kinds/vaultConnections/vaultTarget';
import { TEMPLATES_GROUP, templateName, templateTarget } from '../../kinds/verificationTemplates/templateTarget';
import type { Deletable } from './deleteResource';

/** A kind's own target helper (`streamTarget` → `{ tenant, stream }`) as the flow's `target` (`{ tenant, resource }`). */
function via<F extends { tenant: TenantNode }, T>(find: (s: Services, arg: never, title: string) => Promise<F>, pick: (found: F) => T): Deletable<T>['target'] {
  return async (s, arg, title) => {
    const found = await find(s, arg as never, title);
    return { tenant: found.tenant, resource: pick(found) };
  };
}

/** The DELETE of a kind whose service answers 204 whether or not it was there: its GET first says which (deleteOutcome.ts). */
function readingFirst<T extends { id?: unknown }>(get: (c: ApiClient, id: string) => Promise<unknown>, del: (c: ApiClient, id: string) => Promise<void>): Deletable<T>['remove'] {
  return (client, resource) => deleteReadingFirst(() => get(client, String(resource.id)), () => del(client, String(resource.id)));
}

export const connectionDeletable: Deletable<Connection> = {
  singular: () => vscode.l10n.t('connection'),
  pickTitle: () => vscode.l10n.t('Delete Connection'),
  target: via(connectionTarget, (f) => f.connection),
  id: (c) => c.id,
  name: (c) => c.name,
  detail: () => vscode.l10n.t('Its users are deleted with it, and applications that use it can no longer sign in with it. This cannot be undone.'),
  typePrompt: (name) => vscode.l10n.t('Type the connection name "{0}" to delete it', name),
  remove: (client, c) => deleteConnection(client, c.id),
  group: CONNECTIONS_GROUP,
};

export const eventStreamDeletable: Deletable<EventStream> = {
  singular: () => vscode.l10n.t('event stream'),
  pickTitle: () => vscode.l10n.t('Delete Event Stream'),
  target: via(streamTarget, (f) => f.stream),
  id: (stream) => String(stream.id),
  name: streamName,
  detail: () => vscode.l10n.t('Its destination stops receiving events at once. This cannot be undone.'),
  typePrompt: (name) => vscode.l10n.t('Type the stream name "{0}" to delete it', name),
  remove: readingFirst(getEventStream, deleteEventStream),
  group: 'event-streams',
};

export const tokenExchangeProfileDeletable: Deletable<TokenExchangeProfile> = {
  singular: () => vscode.l10n.t('token exchange profile'),
  pickTitle: () => vscode.l10n.t('Delete Token Exchange Profile'),
  target: via(profileTarget, (f) => f.profile),
  id: (p) => String(p.id),
  name: profileName,
  detail: (p) => vscode.l10n.t('Token exchange requests with the subject_token_type {0} stop working at once. This cannot be undone.', String(p.subject_token_type ?? '?')),
  typePrompt: (name) => vscode.l10n.t('Type the profile name "{0}" to delete it', name),
  remove: readingFirst(getTokenExchangeProfile, deleteTokenExchangeProfile),
  group: PROFILES_GROUP,
};

export const vaultConnectionDeletable: Deletable<VaultConnection> = {
  singular: () => vscode.l10n.t('vault connection'),
  pickTitle: () => vscode.l10n.t('Delete Flows Vault Connection'),
  target: via(vaultTarget, (f) => f.connection),
  id: (c) => c.id,
  name: (c) => c.name,
  detail: () => vscode.l10n.t('Flows that use it stop working: their actions that sign in with it fail until they are given another connection. Its credentials are deleted with it. This cannot be undone.'),
  typePrompt: (name) => vscode.l10n.t('Type the connection name "{0}" to delete it', name),
  remove: (client, c) => deleteVaultConnection(client, c.id),
  group: VAULT_GROUP,
};

export const verificationTemplateDeletable: Deletable<VerificationTemplate> = {
  singular: () => vscode.l10n.t('verification template'),
  pickTitle: () => vscode.l10n.t('Delete Verification Template'),
  target: via(templateTarget, (f) => f.template),
  id: (t) => String(t.id),
  name: templateName,
  detail: () => vscode.l10n.t('Verifications that use it stop working. This cannot be undone.'),
  remove: readingFirst(getVerificationTemplate, deleteVerificationTemplate),
  group: TEMPLATES_GROUP,
};
