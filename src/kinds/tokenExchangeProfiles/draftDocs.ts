/** Hover texts of the token exchange profile draft's JSON Schema (completion and hover; written at build time). */
import type { SchemaDocs } from '../facets/draft';

export const tokenExchangeProfileDraftDocs: SchemaDocs = {
  title: 'Token exchange profile (create)',
  description: 'Body of POST /api/v2/token-exchange-profiles. Use the "Create" action at the top of the editor to send it; saving only keeps the draft.',
  properties: {
    name: { description: 'Friendly name of the profile, 3 to 50 characters.', examples: ['Partner ID token'] },
    subject_token_type: {
      description: 'URI (8 to 100 characters) that identifies the kind of token this profile accepts; a token exchange request whose subject_token_type matches runs this profile. A URL (https://, http:// or urn:), unique in the tenant, outside the reserved namespaces: the hosts auth0.com and okta.com themselves, urn:ietf, urn:auth0 and urn:okta.',
      examples: ['https://yourcompany.example/token-types/partner-id-token', 'urn:yourcompany:legacy-session'],
    },
    action_id: {
      description: 'ID of the action (1 to 36 characters) that validates the subject token. It must be deployed and have the custom-token-exchange trigger. Press Ctrl+Space inside the quotes for the tenant\'s actions.',
    },
    type: { description: 'How the profile runs when a token exchange request arrives. The only value is custom_authentication.' },
  },
};
