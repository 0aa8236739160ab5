import * as vscode from 'vscode';
import { getPhoneMessageTypes } from './api';
import { missingScopeTokens } from '../../tenants/writeScopes';
import { contextValue, type TreeNode } from '../../tree/node';
import { errorNode, missingScopeNode } from '../../tree/nodes/errorNode';
import type { ListOwner } from '../../tree/nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';
import { loadProviderState, phoneProviderRows, type PhoneProviderState } from './treeRows';
import type { GroupNode } from '../facets/tree';
import { phoneFactors } from '.';

export const PHONE_FACTORS = ['sms', 'voice'] as const;
export type PhoneFactor = (typeof PHONE_FACTORS)[number];

/**
 * MFA phone factors: one request shows whether sms and voice are enabled; with it, one request for the provider
 * (and one for the Twilio settings when twilio is selected), see phoneRows.ts.
 */
export class PhoneFactorsNode implements TreeNode {
  readonly id: string;
  private enabled: PhoneFactor[] | undefined;
  private error: unknown;
  /** What the row showed before a refresh, kept until the factors are loaded again. */
  private previous: PhoneFactor[] | undefined;
  private providerState: PhoneProviderState | undefined;

  constructor(private readonly owner: ListOwner, readonly parent: TreeNode) {
    this.id = `${parent.id}/phone-factors`;
  }

  /** The enabled message types as last loaded, or undefined before the first load. */
  get current(): readonly PhoneFactor[] | undefined {
    return this.enabled;
  }

  /** The selected provider (and Twilio settings) as last loaded, or undefined before the first load. */
  get provider(): PhoneProviderState | undefined {
    return this.providerState;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(phoneFactors.words.plural, vscode.TreeItemCollapsibleState.Collapsed);
    item.iconPath = new vscode.ThemeIcon(phoneFactors.icon);
    item.contextValue = contextValue('group', 'phoneFactors', 'refreshable', 'editable', ...this.writes());
    const shown = this.enabled ?? (this.error === undefined ? this.previous : undefined);
    if (shown) item.description = shown.length ? shown.join(', ') : vscode.l10n.t('none enabled');
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const scopes = await this.owner.knownScopes();
    if (scopes && !scopes.has('read:guardian_factors')) return [missingScopeNode(this, ['read:guardian_factors'])];
    if (!this.enabled && this.error === undefined) await this.load();
    else if (this.enabled && !this.providerState) this.providerState = await loadProviderState(await this.owner.client());
    if (this.error !== undefined) return [errorNode(this, this.error, this.owner.tenant)];
    const factors: TreeNode[] = PHONE_FACTORS.map((factor) => {
      const on = this.enabled?.includes(factor) ?? false;
      return new ResourceNode(this, {
        key: factor,
        label: factor === 'sms' ? 'SMS' : vscode.l10n.t('Voice'),
        description: on ? vscode.l10n.t('enabled') : vscode.l10n.t('disabled'),
        icon: themeIcon(on ? 'pass-filled' : 'circle-large-outline', on ? 'charts.green' : 'disabledForeground'),
        tooltip: () => tooltip(vscode.l10n.t('Phone factor {0}', factor), [['state', on ? 'enabled' : 'disabled']]),
        context: ['phoneFactor', on ? 'enabled' : 'disabled'],
      }, factor);
    });
    return [...factors, ...phoneProviderRows(this, this.providerState ?? {}, this.writes())];
  }

  /** Shows a result the server just returned, without another request. */
  set(enabled: readonly PhoneFactor[]): void {
    this.enabled = [...enabled];
    this.error = undefined;
  }

  /** Shows a provider (and Twilio settings) the server just returned, without another request. */
  setProvider(state: PhoneProviderState): void {
    this.providerState = state;
  }

  /** `missing:<scope>` tokens for the write commands of the group and its rows. */
  private writes(): string[] {
    return missingScopeTokens(this.owner.scopesNow(), [
      'authTenants.setPhoneFactors', 'authTenants.editPhoneFactors', 'authTenants.setPhoneProvider', 'authTenants.twilioSettings', 'authTenants.editPhoneTemplates',
    ]);
  }

  /** A refresh: forgets the factors and, when they were shown, loads them again (the row shows the server's state). */
  async reload(): Promise<void> {
    const shown = this.enabled !== undefined;
    this.reset();
    if (shown) await this.load();
  }

  reset(): void {
    this.previous = this.enabled ?? this.previous;
    this.enabled = undefined;
    this.providerState = undefined;
    this.error = undefined;
  }

  private async load(): Promise<void> {
    try {
      const client = await this.owner.client();
      const [result, provider] = await Promise.all([getPhoneMessageTypes(client), loadProviderState(client)]);
      this.providerState = provider;
      this.enabled = (result.message_types ?? []).filter((t): t is PhoneFactor => (PHONE_FACTORS as readonly string[]).includes(t));
    } catch (err) {
      this.error = err;
      this.owner.reportFailure(err);
    }
  }
}

/** The kind's group under a tenant (the tree facet's `group` hook). */
export const phoneFactorsGroup: GroupNode = (owner, parent) => new PhoneFactorsNode(owner, parent);
