/** Token Exchange Profiles: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { tokenExchangeProfilesCompare } from './compare';
import { tokenExchangeProfilesFiles } from './files';
import { tokenExchangeProfileDraft } from './draftFacet';
import { tokenExchangeProfileWriteScopes } from './writeScopes';
import { listTokenExchangeProfiles, getTokenExchangeProfile } from './api';
import { tokenExchangeProfilesKind } from './editor';
import { remove } from './remove';
import { tokenExchangeProfilesTree } from './tree';
import { tokenExchangeProfilesTool } from './toolFacet';

export const tokenExchangeProfiles: Kind = {
  id: 'token-exchange-profiles',
  words: { singular: 'token exchange profile', plural: 'Token Exchange Profiles', title: 'Token Exchange Profile' },
  icon: 'arrow-swap',
  scopes: { read: 'read:token_exchange_profiles', create: 'create:token_exchange_profiles', update: 'update:token_exchange_profiles', delete: 'delete:token_exchange_profiles' },
  scopeUses: {
    'read:token_exchange_profiles': 'list token exchange profiles',
    'create:token_exchange_profiles': 'create token exchange profiles',
    'read:actions': 'suggest custom-token-exchange actions',
  },
  copy: () => import('./copy').then((m) => m.profileCopy),
  tree: tokenExchangeProfilesTree,
  tool: tokenExchangeProfilesTool,
  editors: [tokenExchangeProfilesKind],
  draft: tokenExchangeProfileDraft,
  commands: { handlers: () => import('./commands'), writeScopes: tokenExchangeProfileWriteScopes },
  list: {
    page: (client, from, take, options) => listTokenExchangeProfiles(client, { from, take }, options),
    get: (client, id, options) => getTokenExchangeProfile(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
    describe: (r) => [r.subject_token_type, r.id].filter(Boolean).join(' · '),
    pick: { take: 100 },
  },
  compare: tokenExchangeProfilesCompare,
  files: tokenExchangeProfilesFiles,
  remove,
};
