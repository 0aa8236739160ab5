/** The token exchange profile's draft: a create body checked against the tenant's actions (pure, no `vscode`). */
import type { KindDraft } from '../facets/draft';
import { createTokenExchangeProfile, createTokenExchangeProfileSchema, iterateTokenExchangeProfiles, type CreateTokenExchangeProfile } from './api';
import { EXAMPLE_SUBJECT_TOKEN_TYPE, isTokenExchangeAction, profileTemplate, serverErrorField, tokenExchangeProfileChecks } from './draft';
import { tokenExchangeProfileDraftDocs } from './draftDocs';

const asBody = (body: Record<string, unknown>) => body as CreateTokenExchangeProfile;

export const tokenExchangeProfileDraft: KindDraft = {
  segment: 'token-exchange-profile',
  schema: createTokenExchangeProfileSchema,
  checks: (actions) => tokenExchangeProfileChecks(actions),
  usesActions: true,
  missing: 'Open a token exchange profile draft first (Create Token Exchange Profile…).',
  jsonSchema: { name: 'token-exchange-profile-draft', docs: tokenExchangeProfileDraftDocs },
  example: (name, actions) => JSON.parse(profileTemplate(actions.find(isTokenExchangeAction)?.id, EXAMPLE_SUBJECT_TOKEN_TYPE, name)) as Record<string, unknown>,
  lenses: [{ icon: 'refresh', title: () => 'Reload actions', command: 'authTenants.reloadDraftActions' }],
  submit: {
    command: 'authTenants.submitTokenExchangeProfile',
    body: (value) => createTokenExchangeProfileSchema.parse(value),
    create: (client, body) => createTokenExchangeProfile(client, asBody(body)),
    // subject_token_type is unique per tenant: the profile with it, this name and this action is the one sent.
    find: async (client, body) => {
      const { name, subject_token_type, action_id } = asBody(body);
      for await (const p of iterateTokenExchangeProfiles(client, { take: 50 })) {
        if (p.subject_token_type === subject_token_type && p.name === name && p.action_id === action_id) return p;
      }
      return undefined;
    },
    name: (body) => asBody(body).name,
    productionDetail: (label, body) => `${label} is a PRODUCTION tenant: from now on, tokens of type ${asBody(body).subject_token_type} are exchanged there by the profile's action.`,
    errorPath: (status, message) => {
      const field = serverErrorField(status, message);
      return field ? [field] : undefined;
    },
    created: (created, body, label, recovered) => {
      const name = String(created.name ?? asBody(body).name);
      return recovered
        ? `Created the token exchange profile ${name} (${String(created.id)}) on ${label}. The tenant's answer was lost; the profile was found on the tenant, so it was not sent again.`
        : `Created the token exchange profile ${name} (${String(created.id)}) on ${label}.`;
    },
  },
  hooks: () => import('./draftHooks'),
};
