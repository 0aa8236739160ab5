/**
 * What the one delete flow (deleteResource.ts) needs of each kind: its words, how to find the resource (each kind's
 * existing target helper), what stops working, the DELETE and the tree group to reload.
 */
import * as vscode from 'vscode';
import { deleteConnection } from '../../api/connectionsDelete';
import type { Connection } from '../../api/connections';
import { deleteReadingFirst } from '../../api/deleteOutcome';
import { deleteEventStream, getEventStream, type EventStream } from '../../api/eventStreams';
import { deleteTokenExchangeProfile, getTokenExchangeProfile, type TokenExchangeProfile } from '../../api/tokenExchangeProfiles';
import { deleteVaultConnection, type VaultConnection } from '../../api/vaultConnections';
import { deleteVerificationTemplate, getVerificationTemplate, type VerificationTemplate } from '../../api/verificationTemplates';
import type { TreeNode } from '../../tree/node';
import { CONNECTIONS_GROUP, connectionTarget } from '../connections/connectionTarget';
import { streamName, streamTarget, type StreamRef } from '../eventStreams/streamTarget';
import { PROFILES_GROUP, profileName, profileTarget, type ProfileRef } from '../tokenExchangeProfiles/profileTarget';
import { VAULT_GROUP, vaultTarget } from '../vault/vaultTarget';
import { TEMPLATES_GROUP, templateName, templateTarget, type TemplateRef } from '../verificationTemplates/templateTarget';
import type { Deletable } from './deleteResource';

export const connectionDeletable: Deletable<Connection> = {
  singular: () => vscode.l10n.t('connection'),
  pickTitle: () => vscode.l10n.t('Delete Connection'),
  target: async (s, arg, title) => {
    const { tenant, connection } = await connectionTarget(s, arg, title);
    return { tenant, resource: connection };
  },
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
  target: async (s, arg, title) => {
    const { tenant, stream } = await streamTarget(s, arg as TreeNode | StreamRef | undefined, title);
    return { tenant, resource: stream };
  },
  id: (stream) => String(stream.id),
  name: streamName,
  detail: () => vscode.l10n.t('Its destination stops receiving events at once. This cannot be undone.'),
  typePrompt: (name) => vscode.l10n.t('Type the stream name "{0}" to delete it', name),
  remove: (client, stream) => deleteReadingFirst(() => getEventStream(client, String(stream.id)), () => deleteEventStream(client, String(stream.id))),
  group: 'event-streams',
};

export const tokenExchangeProfileDeletable: Deletable<TokenExchangeProfile> = {
  singular: () => vscode.l10n.t('token exchange profile'),
  pickTitle: () => vscode.l10n.t('Delete Token Exchange Profile'),
  target: async (s, arg, title) => {
    const { tenant, profile } = await profileTarget(s, arg as TreeNode | ProfileRef | undefined, title);
    return { tenant, resource: profile };
  },
  id: (p) => String(p.id),
  name: profileName,
  detail: (p) => vscode.l10n.t('Token exchange requests with the subject_token_type {0} stop working at once. This cannot be undone.', String(p.subject_token_type ?? '?')),
  typePrompt: (name) => vscode.l10n.t('Type the profile name "{0}" to delete it', name),
  remove: (client, p) => deleteReadingFirst(() => getTokenExchangeProfile(client, String(p.id)), () => deleteTokenExchangeProfile(client, String(p.id))),
  group: PROFILES_GROUP,
};

export const vaultConnectionDeletable: Deletable<VaultConnection> = {
  singular: () => vscode.l10n.t('vault connection'),
  pickTitle: () => vscode.l10n.t('Delete Flows Vault Connection'),
  target: async (s, arg, title) => {
    const { tenant, connection } = await vaultTarget(s, arg as TreeNode | undefined, title);
    return { tenant, resource: connection };
  },
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
  target: async (s, arg, title) => {
    const { tenant, template } = await templateTarget(s, arg as TreeNode | TemplateRef | undefined, title);
    return { tenant, resource: template };
  },
  id: (t) => String(t.id),
  name: templateName,
  detail: () => vscode.l10n.t('Verifications that use it stop working. This cannot be undone.'),
  remove: (client, t) => deleteReadingFirst(() => getVerificationTemplate(client, String(t.id)), () => deleteVerificationTemplate(client, String(t.id))),
  group: TEMPLATES_GROUP,
};
