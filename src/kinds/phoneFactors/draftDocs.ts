/** Hover texts of the phone factors document's JSON Schema (completion and hover; written at build time). */
import type { SchemaDocs } from '../facets/draft';

export const phoneFactorsDocs: SchemaDocs = {
  title: 'Phone MFA factors',
  description: 'Body of PUT /api/v2/guardian/factors/phone/message-types: the list replaces the phone factors enabled on the tenant. Use the "Apply" action at the top of the editor to send it.',
  properties: {
    message_types: {
      description: 'Phone message types to enable: "sms" and/or "voice". An empty list disables both.',
      items: { description: '"sms" (text message) or "voice" (phone call).' },
    },
  },
};
