/** Token Exchange Profiles: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { listTokenExchangeProfiles, getTokenExchangeProfile } from './api';
import { tokenExchangeProfilesKind } from './editor';
import { tokenExchangeProfilesTree } from './tree';
import { tokenExchangeProfilesTool } from './toolFacet';

export const tokenExchangeProfiles: Kind = {
  id: 'token-exchange-profiles',
  words: { singular: 'token exchange profile', plural: 'Token Exchange Profiles', title: 'Token Exchange Profile' },
  icon: 'arrow-swap',
  scopes: { read: 'read:token_exchange_profiles', create: 'create:token_exchange_profiles', update: 'update:token_exchange_profiles', delete: 'delete:token_exchange_profiles' },
  tree: tokenExchangeProfilesTree,
  tool: tokenExchangeProfilesTool,
  editors: [tokenExchangeProfilesKind],
  list: {
    page: (client, from, take, options) => listTokenExchangeProfiles(client, { from, take }, options),
    get: (client, id, options) => getTokenExchangeProfile(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
  },
};
