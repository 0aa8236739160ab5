/** listTenants: the tenants the user added (label, id, environment, production, domain). Sends no request. */
import { SHARED_INPUTS } from './toolInputs';
import { defineTool, isProduction, json } from './toolKit';

export const listTenantsTool = defineTool({
  name: 'authTenants_listTenants',
  input: SHARED_INPUTS.authTenants_listTenants,
  run: async (services) => json(services.registry.list().map((p) => ({
    label: p.label,
    id: p.id,
    environment: p.environment,
    production: isProduction(p),
    domain: p.domain,
  }))),
});
