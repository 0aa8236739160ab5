import type * as vscode from 'vscode';
import type { TenantRegistry } from '../tenants/registry';
import { TenantNode, type TenantServices } from './nodes/tenantNode';

/** Keeps one TenantNode per tenant so loaded lists survive unrelated refreshes. */
export class TenantRoots implements vscode.Disposable {
  private readonly nodes = new Map<string, TenantNode>();
  private readonly subscription: vscode.Disposable;

  constructor(private readonly registry: TenantRegistry, private readonly services: TenantServices) {
    // A removed tenant's node goes at once, so a tenant added again later starts with nothing loaded.
    this.subscription = registry.onDidChange(() => this.prune());
  }

  list(): TenantNode[] {
    this.prune();
    return this.registry.list().map((profile) => {
      let node = this.nodes.get(profile.id);
      // globalState hands back fresh objects after any write: compare contents, not identity.
      if (!node || JSON.stringify(node.profile) !== JSON.stringify(profile)) {
        node = new TenantNode(profile, this.services);
        this.nodes.set(profile.id, node);
      }
      return node;
    });
  }

  get(tenantId: string): TenantNode | undefined {
    return this.list().find((n) => n.profile.id === tenantId);
  }

  dispose(): void {
    this.subscription.dispose();
  }

  private prune(): void {
    const ids = new Set(this.registry.list().map((p) => p.id));
    for (const id of [...this.nodes.keys()]) if (!ids.has(id)) this.nodes.delete(id);
  }
}
