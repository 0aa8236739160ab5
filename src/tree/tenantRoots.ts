import type { TenantRegistry } from '../tenants/registry';
import { TenantNode, type TenantServices } from './nodes/tenantNode';

/** Keeps one TenantNode per tenant so loaded lists survive unrelated refreshes. */
export class TenantRoots {
  private readonly nodes = new Map<string, TenantNode>();

  constructor(private readonly registry: TenantRegistry, private readonly services: TenantServices) {}

  list(): TenantNode[] {
    const profiles = this.registry.list();
    for (const id of [...this.nodes.keys()]) if (!profiles.some((p) => p.id === id)) this.nodes.delete(id);
    return profiles.map((profile) => {
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
}
