import type * as vscode from 'vscode';
import type { Drafts } from './editors/drafts/drafts';
import type { ReadOnlyViewProvider } from './editors/readOnlyView';
import type { ResourceFileSystem } from './editors/resource/resourceFileSystem';
import type { Connectivity } from './tenants/connectivity';
import type { TenantRegistry } from './tenants/registry';
import type { TenantSessions } from './tenants/sessions';
import type { TenantTreeProvider } from './tree/provider';
import type { TenantRoots } from './tree/tenantRoots';
import type { PromptsHolder } from './ui/prompts';

/** Everything a command handler may use, built once in activate(). */
export interface Services {
  readonly context: vscode.ExtensionContext;
  readonly log: vscode.LogOutputChannel;
  readonly registry: TenantRegistry;
  readonly sessions: TenantSessions;
  readonly connectivity: Connectivity;
  readonly prompts: PromptsHolder;
  readonly tree: TenantTreeProvider;
  readonly roots: TenantRoots;
  /** The draft documents of this window (src/editors/drafts). */
  readonly drafts: Drafts;
  /** The read-only views (`auth-tenants-view:`): a delivery, a verification template, a compare entry. */
  readonly views: ReadOnlyViewProvider;
  /** The resource editor's file system (`auth-tenants:`): open, save and reload a resource's document. */
  readonly resources: ResourceFileSystem;
  /**
   * The scopes the running write command needs (any one), on the copy of the services the command wrapper gives
   * its handler (src/commands/registerCommand.ts); pickTenant checks the tenant it picks for them. Absent elsewhere.
   */
  readonly scopesNeeded?: readonly string[];
}
