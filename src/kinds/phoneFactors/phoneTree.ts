/** Shows a provider or Twilio settings the tenant just answered in its MFA Phone Factors group, without a request. */
import type { TwilioSettings } from './phoneApi';
import type { Services } from '../../services';
import { PhoneFactorsNode } from './tree';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';

export const phoneGroupOf = (tenant: TenantNode): PhoneFactorsNode | undefined => {
  const group: TreeNode | undefined = tenant.group('phone-factors');
  return group instanceof PhoneFactorsNode ? group : undefined;
};

/** A new provider; `twilio`: its settings when the provider is twilio (the row shows them). */
export function showProvider(services: Services, tenant: TenantNode, provider: string, twilio?: TwilioSettings): void {
  const group = phoneGroupOf(tenant);
  if (!group) return;
  group.setProvider(provider === 'twilio' && twilio ? { provider, twilio } : { provider });
  services.tree.refresh(group);
}

/** New Twilio settings: the Twilio row shows them when twilio is the provider shown. */
export function showTwilio(services: Services, tenant: TenantNode, twilio: TwilioSettings): void {
  const group = phoneGroupOf(tenant);
  if (!group?.provider || group.provider.provider !== 'twilio') return;
  group.setProvider({ provider: 'twilio', twilio });
  services.tree.refresh(group);
}
