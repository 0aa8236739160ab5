/** Hover texts of the connection draft's JSON Schema (completion and hover; written at build time). */
import type { SchemaDocs } from '../facets/draft';

export const connectionDraftDocs: SchemaDocs = {
  title: 'Connection (create)',
  description: 'Body of POST /api/v2/connections. Use the "Create" action at the top of the editor to send it; saving only keeps the draft (never with a secret in it).',
  properties: {
    name: { description: 'Name of the connection, unique in the tenant: 1 to 128 letters, digits and single hyphens, starting and ending with a letter or digit. It cannot be changed later.', examples: ['customers-db'] },
    strategy: { description: 'The identity provider: "auth0" for a database, "email"/"sms" for passwordless, a social provider ("google-oauth2", "github", …) or an enterprise one ("samlp", "oidc", "waad", …). It cannot be changed later.' },
    display_name: { description: 'Name shown on the login page (at most 128 characters). Defaults to the name.' },
    options: { description: 'Settings of the strategy. For a database: passwordPolicy (none, low, fair, good, excellent), brute_force_protection, requires_username, disable_signup, …' },
    realms: { description: 'Realms the connection is used for (for example email domains). Empty or absent: the connection name.' },
    is_domain_connection: { description: 'true: third-party applications can use it too (domain-level connection). Default false.' },
    show_as_button: { description: 'Show a button for it on the login page (new experience only). Default false.' },
    metadata: { description: 'Up to 10 string values of at most 255 characters each.' },
  },
};
