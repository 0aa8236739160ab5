/**
 * The schema of a `*.connection.json` document with hover texts, for the JSON Schema the build generates
 * (documentSchemas.ts → dist/schemas/connection.schema.json → contributes.jsonValidation). Build time only: the
 * extension validates with `updateConnectionSchema` itself (connectionChecks.ts).
 */
import * as z from 'zod/mini';
import { updateConnectionSchema } from '../../api/connections';

const DESCRIPTIONS: Record<string, string> = {
  display_name: 'Name shown in the login experience, at most 128 characters. Always sent on save (the server would otherwise reset it to the connection name).',
  options: 'Strategy-specific settings. Saving sends the whole object, and only when you changed it: the server replaces options wholesale. Needs update:connections_options to change.',
  is_domain_connection: 'true promotes the connection to domain level so third-party applications can use it; false: only first-party applications with the connection enabled can use it.',
  show_as_button: 'Show a button for this connection on the login page (new experience). If false, it is reachable only through home realm discovery.',
  realms: 'Realms (for example email domains) for which the connection is used. If empty, the server uses the connection name as the realm.',
  metadata: 'At most 10 properties; every value a string of at most 255 characters. Saved as a whole object.',
  authentication: 'Use of the connection for authentication during login.',
  connected_accounts: 'Use of the connection for connected accounts and token storage.',
  cross_app_access_requesting_app: 'Configures the connection as a requesting application for cross-app access (early access).',
  cross_app_access_resource_app: 'Cross-app access resource application: {"status": "enabled"} accepts ID-JAGs from this connection\'s identity provider (early access).',
};

const shape = (updateConnectionSchema._zod.innerType as unknown as z.ZodMiniObject)._zod.def.shape as Record<string, z.ZodMiniType>;

export const connectionDocumentSchema = z
  .strictObject(
    Object.fromEntries(
      Object.entries(shape).map(([key, schema]) => {
        const description = DESCRIPTIONS[key];
        return [key, description ? schema.check(z.describe(description)) : schema];
      }),
    ),
  )
  .check(z.describe('The editable fields of a connection. Saving applies them to the tenant after you confirm the list of changes; name, strategy and enabled clients are not editable here.'));
