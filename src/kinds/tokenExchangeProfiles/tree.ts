import * as vscode from 'vscode';
import { listTokenExchangeProfiles } from './api';
import { missingScopeTokens } from '../../tenants/writeScopes';
import type { ListSpec } from '../../tree/nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';
import { shortSubjectType } from '../../tree/rowText';

type Profile = Awaited<ReturnType<typeof listTokenExchangeProfiles>>['items'][number];

/** The write commands of a profile's row: the menus hide those whose scope the token lacks. */
const PROFILE_WRITE_COMMANDS = ['authTenants.editTokenExchangeProfile', 'authTenants.deleteTokenExchangeProfile'];

export function tokenExchangeProfilesSpec(): ListSpec<Profile> {
  return {
    key: 'token-exchange-profiles',
    writeCommands: ['authTenants.createTokenExchangeProfile'],
    label: vscode.l10n.t('Token Exchange Profiles'),
    icon: 'arrow-swap',
    scopes: ['read:token_exchange_profiles'],
    emptyLabel: vscode.l10n.t('No token exchange profiles.'),
    emptyHint: vscode.l10n.t('Click to create one (or use the + of this group).'),
    emptyCommand: (group) => ({ command: 'authTenants.createTokenExchangeProfile', title: vscode.l10n.t('Create Token Exchange Profile…'), arguments: [group] }),
    load: (client, cursor, take, signal) => listTokenExchangeProfiles(client, { from: cursor, take }, { signal }),
    toNode: (p, parent) => {
      // Read at each render, so the row follows the token's scopes once they are known.
      const writes = () => missingScopeTokens(parent.owner.scopesNow(), PROFILE_WRITE_COMMANDS);
      return new ResourceNode(parent, {
        key: String(p.id),
        label: String(p.name ?? p.id),
        description: shortSubjectType(String(p.subject_token_type ?? '')),
        icon: themeIcon('arrow-swap', 'charts.purple'),
        tooltip: () => tooltip(String(p.name ?? p.id), [
          ['id', p.id],
          ['subject_token_type', p.subject_token_type],
          ['action_id', p.action_id],
          ['type', p.type],
          ['created_at', p.created_at],
          ['updated_at', p.updated_at],
        ]),
        get context() {
          return ['tokenExchangeProfile', 'viewable', 'deletable', ...writes()];
        },
        // A click opens the editable document when the token can update profiles, the read-only view otherwise.
        get command() {
          return writes().includes('missing:update:token_exchange_profiles')
            ? { command: 'authTenants.openResource', title: vscode.l10n.t('Open') }
            : { command: 'authTenants.editTokenExchangeProfile', title: vscode.l10n.t('Edit Token Exchange Profile') };
        },
      }, p);
    },
  };
}
