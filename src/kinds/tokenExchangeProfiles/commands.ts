/** The handlers of the commands of token exchange profiles, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { CommandHandler } from '../facets/commands';
import { createTokenExchangeProfile } from './createProfile';
import { deleteTokenExchangeProfile } from './deleteProfile';
import { editTokenExchangeProfile } from './editProfile';
import { reloadDraftActions } from './draftActions';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.createTokenExchangeProfile': createTokenExchangeProfile,
  'authTenants.reloadDraftActions': reloadDraftActions,
  'authTenants.editTokenExchangeProfile': editTokenExchangeProfile,
  'authTenants.deleteTokenExchangeProfile': deleteTokenExchangeProfile,
};
