/** The verification template's draft: a complete create body (pure, no `vscode`). */
import type { KindDraft } from '../facets/draft';
import { createVerificationTemplate, createVerificationTemplateSchema, iterateVerificationTemplates, MDL_CLAIMS, requestedClaims, type CreateVerificationTemplate } from './api';
import { templateServerErrorPath, verificationTemplateDraftChecks, verificationTemplateDraftText } from './draft';
import { verificationTemplateDraftDocs } from './draftDocs';

const nameOf = (body: Record<string, unknown>) => (body as CreateVerificationTemplate).name;

/** What a 409 (or a name found taken while typing) says. */
export const templateNameTaken = (tenantLabel: string, name: string): string =>
  `${tenantLabel} already has a verification template named "${name}". Choose another name.`;

/** What a create says once done. */
export const templateCreated = (name: string, id: string, tenantLabel: string, claims: number): string =>
  `Created the verification template ${name} (${id}) on ${tenantLabel}, requesting ${claims} claim(s).`;

export const verificationTemplateDraft: KindDraft = {
  segment: 'verification-template',
  schema: createVerificationTemplateSchema,
  checks: () => verificationTemplateDraftChecks,
  missing: 'Open a verification template draft first (Create Verification Template… → Review as JSON first).',
  jsonSchema: { name: 'verification-template-draft', docs: verificationTemplateDraftDocs },
  example: (name) => JSON.parse(verificationTemplateDraftText(name, MDL_CLAIMS.slice(0, 2))) as Record<string, unknown>,
  submit: {
    command: 'authTenants.submitVerificationTemplateDraft',
    create: (client, body) => createVerificationTemplate(client, body as CreateVerificationTemplate),
    // Names are unique per tenant.
    find: async (client, body) => {
      for await (const t of iterateVerificationTemplates(client, { take: 100 })) if (t.name === nameOf(body)) return t;
      return undefined;
    },
    name: nameOf,
    productionDetail: (label) => `${label} is a PRODUCTION tenant: the template can be used to request credentials at once.`,
    errorPath: templateServerErrorPath,
    refusals: { 409: (label, body) => templateNameTaken(label, nameOf(body)) },
    created: (created, body, label) => templateCreated(String(created.name ?? created.id), String(created.id), label, requestedClaims(body).length),
    open: true,
  },
};
