/**
 * Token exchange profiles as compare, promote and export read them (pure, no `vscode`): named by their
 * `subject_token_type`, their action shown by name (its id differs on every tenant).
 */
import type { CompareKind } from '../facets/compare';
import { str } from '../facets/compare';
import { clean, sortKeys, type Reference } from '../normalise';
import { actionShown } from '../actionByName';
import { getTokenExchangeProfile, iterateTokenExchangeProfiles } from './api';

export const PROFILE_SERVER_ONLY = ['id', 'created_at', 'updated_at', 'action_id'] as const;

export const tokenExchangeProfilesCompare: CompareKind = {
  id: 'token-exchange-profiles',
  order: 2,
  keyField: 'subject_token_type',
  needs: ['actions'],
  items: (client, options) => iterateTokenExchangeProfiles(client, { take: 100 }, options),
  read: (client, id, options) => getTokenExchangeProfile(client, id, options),
  key: (p) => str(p.subject_token_type),
  name: (p) => str(p.name ?? p.id),
  idOf: (p) => str(p.id),
  normalise(p, names) {
    const value = clean('token-exchange-profiles', p, PROFILE_SERVER_ONLY);
    const references: Reference[] = [];
    if (typeof p.action_id === 'string') {
      const name = names.actions?.get(p.action_id);
      references.push({ field: 'action', kind: 'action', id: p.action_id, ...(name ? { name } : {}) });
      // The action by name: its id differs on every tenant. Unknown here: the id, so the reader sees what it is.
      value.action = actionShown(names, p.action_id);
    }
    return { key: str(p.subject_token_type), name: str(p.name ?? p.id), value: sortKeys(value) as Record<string, unknown>, references };
  },
};
