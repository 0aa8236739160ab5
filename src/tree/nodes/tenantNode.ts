import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import type { Connectivity } from '../../tenants/connectivity';
import { emulatorSpec } from '../../tenants/emulator';
import type { TenantSessions } from '../../tenants/sessions';
import type { TenantProfile } from '../../tenants/types';
import { contextValue, type TenantRef, type TreeNode } from '../node';
import { errorNode } from './errorNode';
import type { ListOwner } from './pagedListNode';

export interface TenantServices {
  sessions: TenantSessions;
  connectivity: Connectivity;
  /** Builds the resource groups shown under a tenant (loading the kinds' tree hooks). */
  groups(tenant: TenantNode): Promise<TreeNode[]>;
}

function methodLabel(method: TenantProfile['method']): string {
  switch (method) {
    case 'client-secret': return vscode.l10n.t('client secret');
    case 'private-key': return vscode.l10n.t('private key JWT');
    case 'access-token': return vscode.l10n.t('access token');
    default: return String(method);
  }
}

/** A tenant: expanding it gets a token (one request at most) so every group knows its scopes before loading. */
export class TenantNode implements ListOwner {
  readonly id: string;
  private groupNodes: TreeNode[] | undefined;
  private groupsMade: Promise<TreeNode[]> | undefined;

  constructor(readonly profile: TenantProfile, private readonly services: TenantServices) {
    this.id = `tenant:${profile.id}`;
  }

  get tenant(): TenantRef {
    return this;
  }

  get production(): boolean {
    return this.profile.environment === 'production';
  }

  getTreeItem(): vscode.TreeItem {
    const { profile } = this;
    const item = new vscode.TreeItem(profile.label, vscode.TreeItemCollapsibleState.Collapsed);
    const env = this.production ? vscode.l10n.t('PRODUCTION') : profile.environment;
    item.description = `${env} · ${profile.domain.replace(/^https?:\/\//, '')}`;
    item.iconPath = this.production
      ? new vscode.ThemeIcon('flame', new vscode.ThemeColor('charts.red'))
      : new vscode.ThemeIcon(profile.emulator ? 'beaker' : 'organization', new vscode.ThemeColor(profile.environment === 'staging' ? 'charts.yellow' : 'charts.green'));
    item.contextValue = contextValue('tenant', 'refreshable', this.production && 'production', profile.emulator && 'emulator');
    const tooltip = new vscode.MarkdownString();
    tooltip.appendMarkdown(`**${vscode.l10n.t('Tenant')}** `).appendText(profile.label);
    tooltip.appendMarkdown('\n\n').appendText(`${vscode.l10n.t('Domain')}: ${profile.domain}`);
    tooltip.appendMarkdown('\n\n').appendText(`${vscode.l10n.t('Environment')}: ${profile.environment}`);
    tooltip.appendMarkdown('\n\n').appendText(`${vscode.l10n.t('Sign-in')}: ${methodLabel(profile.method)}${profile.clientId ? ` (${profile.clientId})` : ''}`);
    if (profile.emulator) tooltip.appendMarkdown('\n\n').appendText(vscode.l10n.t('Local tenant emulator (authTenants.{0})', emulatorSpec(profile.id).setting));
    item.tooltip = tooltip;
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    try {
      await this.services.sessions.scopes(this.profile.id);
    } catch (err) {
      this.reportFailure(err);
      return [errorNode(this, err, this)];
    }
    this.groupsMade ??= this.services.groups(this);
    this.groupNodes ??= await this.groupsMade;
    return this.groupNodes;
  }

  client(): Promise<ApiClient> {
    return this.services.sessions.client(this.profile.id);
  }

  scopesNow(): ReadonlySet<string> | undefined {
    return this.services.sessions.scopesNow(this.profile.id);
  }

  knownScopes(): Promise<ReadonlySet<string> | undefined> {
    return this.services.sessions.knownScopes(this.profile.id);
  }

  reportFailure(err: unknown): void {
    this.services.connectivity.failure(this.profile.id, err);
  }

  /**
   * Forgets every loaded list of this tenant; the next expand loads again. The group nodes stay, so each keeps
   * showing its last count until it is loaded again.
   */
  reset(): void {
    for (const group of this.groupNodes ?? []) (group as TreeNode & { reset?(): void }).reset?.();
  }

  /** A refresh: every group forgets its list; those that were loaded load again (tree/refresh.ts). */
  async reload(): Promise<void> {
    await Promise.all((this.groupNodes ?? []).map((group) => (group as TreeNode & { reload?(): Promise<void> }).reload?.()));
  }

  /** The loaded group with this key, if the tenant was expanded. */
  group(key: string): TreeNode | undefined {
    return this.groupNodes?.find((g) => g.id === `${this.id}/${key}`);
  }
}
