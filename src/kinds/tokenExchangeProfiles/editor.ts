/**
 * Token exchange profiles as the resource editor edits them (pure, no `vscode`). The document holds name,
 * subject_token_type, action_id and type; only name and subject_token_type can change (PATCH accepts nothing else):
 * action_id and type are shown but locked, since the service fixes them at creation. A PATCH carries only what
 * changed. A 409 or 400 (another profile has the subject_token_type, which is unique per tenant) is explained on the
 * subject_token_type key, naming that profile when the list can be read.
 */
import * as z from 'zod/mini';
import {
  getTokenExchangeProfile, profileWithSubjectTokenType, TOKEN_EXCHANGE_PROFILE_TYPES, updateTokenExchangeProfile, updateTokenExchangeProfileObject,
  type UpdateTokenExchangeProfile,
} from './api';
import { changedFields } from '../diff';
import type { Resource, ResourceKind } from '../kind';
import { firstUse } from '../../api/lazySchemas';

export const PROFILE_FIELDS = ['name', 'subject_token_type', 'action_id', 'type'] as const;
/** The fields a PATCH can carry. */
export const CHANGEABLE_FIELDS = ['name', 'subject_token_type'] as const;

const documentSchema = firstUse(() =>
  z.strictObject({ ...updateTokenExchangeProfileObject().shape, action_id: z.optional(z.string()), type: z.optional(z.enum(TOKEN_EXCHANGE_PROFILE_TYPES)) }));

const lockedMessage = (field: string) =>
  `${field} cannot be changed: the service cannot change it; create a new profile (Create Token Exchange Profile…) with the ${field} you want, then delete this one.`;

export const tokenExchangeProfilesKind: ResourceKind = {
  id: 'token-exchange-profiles',
  singular: 'token exchange profile',
  title: 'Token exchange profile',
  suffix: '.token-exchange-profile.json',
  icon: 'arrow-swap',
  scopes: { get: 'read:token_exchange_profiles', update: 'update:token_exchange_profiles' },
  idArgument: 'profileId',
  get: (client, id, options) => getTokenExchangeProfile(client, id, options),
  update: (client, id, body, options) => updateTokenExchangeProfile(client, id, body as UpdateTokenExchangeProfile, options),
  fields: PROFILE_FIELDS,
  readOnly: ['created_at', 'updated_at'],
  fieldScopes: {},
  documentSchema: () => documentSchema(),
  locked: () => [
    { path: ['action_id'], message: lockedMessage('action_id') },
    { path: ['type'], message: lockedMessage('type') },
  ],
  identity(profile: Resource) {
    const id = String(profile.id ?? '');
    const created = typeof profile.created_at === 'string' ? `created ${profile.created_at}` : undefined;
    const updated = typeof profile.updated_at === 'string' ? `updated ${profile.updated_at}` : undefined;
    return { id, name: String(profile.name ?? id), details: [created, updated].filter((d): d is string => !!d) };
  },
  hiddenFields: () => [],
  buildPatch: (base, effective) => changedFields(base, effective, CHANGEABLE_FIELDS),
  // A taken subject_token_type on PATCH comes back as 400 "subject_token_type already exists for tenant" or as 409.
  conflictIn400: /subject_token_type already exists/i,
  conflictMessage: 'Another token exchange profile of this tenant already uses this subject_token_type: choose another one.',
  async explainConflict(client, id, body, options) {
    const type = body.subject_token_type;
    if (typeof type !== 'string') return undefined;
    const holder = await profileWithSubjectTokenType(client, type, id, options);
    const message = holder
      ? `The profile "${String(holder.name ?? holder.id)}" (${holder.id}) already uses the subject_token_type ${type}, and each profile of a tenant needs its own. Choose another subject_token_type, or change that of "${String(holder.name ?? holder.id)}" first.`
      : `Another profile of this tenant already uses the subject_token_type ${type}, and each profile of a tenant needs its own. Choose another subject_token_type.`;
    return { path: ['subject_token_type'], message };
  },
  headerNote: 'id, created_at and updated_at cannot be changed',
  readOnlyNote: 'The service sets these fields; the document leaves them out and saving never sends them.',
  docs: {
    document: 'A token exchange profile. Saving applies name and subject_token_type after you confirm the list of changes; action_id and type are fixed when the profile is created.',
    fields: {
      name: 'Friendly name of the profile, 3 to 50 characters.',
      subject_token_type: 'URL (8 to 100 characters) of the kind of token this profile accepts (https://, http:// or urn:), unique in the tenant, outside the reserved namespaces (the hosts auth0.com and okta.com, urn:ietf, urn:auth0, urn:okta).',
      action_id: 'The action that validates the subject token. Fixed at creation: to use another action, create a new profile.',
      type: 'How the profile runs (custom_authentication). Fixed at creation.',
    },
  },
};
