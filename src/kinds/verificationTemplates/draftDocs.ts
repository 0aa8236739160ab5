/** Hover texts of the verification template draft's JSON Schema (completion and hover; written at build time). */
import type { SchemaDocs } from '../facets/draft';
import { verificationTemplatesKind } from './editor';

export const verificationTemplateDraftDocs: SchemaDocs = {
  title: 'Verification template (create)',
  description: 'Body of POST /api/v2/verifiable-credentials/verification/templates. Use the "Create" action at the top of the editor to send it; saving only keeps the draft.',
  properties: {
    ...Object.fromEntries(Object.entries(verificationTemplatesKind.docs.fields).map(([key, description]) => [key, { description }])),
    custom_certificate_authority: { description: 'Optional: a PEM certificate of your own certificate authority (1 to 4096 characters). Set on create only: it cannot be changed afterwards.' },
  },
};
