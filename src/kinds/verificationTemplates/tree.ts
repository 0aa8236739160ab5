import * as vscode from 'vscode';
import { listVerificationTemplates, MDL_CLAIMS, requestedClaims } from './api';
import { missingScopeTokens } from '../../tenants/writeScopes';
import type { ListSpec } from '../../tree/nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';

type Template = Awaited<ReturnType<typeof listVerificationTemplates>>['items'][number];

/** The write commands of a template's row: the menus hide those whose scope the token lacks. */
const TEMPLATE_WRITE_COMMANDS = ['authTenants.editVerificationTemplate', 'authTenants.deleteVerificationTemplate'];

export function verificationTemplatesSpec(): ListSpec<Template> {
  return {
    key: 'verification-templates',
    label: vscode.l10n.t('Verification Templates'),
    icon: 'verified',
    scopes: ['read:vdcs_templates'],
    writeCommands: ['authTenants.createVerificationTemplate'],
    emptyLabel: vscode.l10n.t('No verification templates.'),
    emptyHint: vscode.l10n.t('Click to create one (or use the + of this group).'),
    emptyCommand: (group) => ({ command: 'authTenants.createVerificationTemplate', title: vscode.l10n.t('Create Verification Template…'), arguments: [group] }),
    load: (client, cursor, take, signal) => listVerificationTemplates(client, { from: cursor, take }, { signal }),
    toNode: (t, parent) => {
      const claims = requestedClaims(t);
      const writes = missingScopeTokens(parent.owner.scopesNow(), TEMPLATE_WRITE_COMMANDS);
      // A click edits the template when the token may update it; else it opens read-only with its claims listed at the top.
      const editable = !writes.includes('missing:update:vdcs_templates');
      return new ResourceNode(parent, {
        key: String(t.id),
        label: String(t.name ?? t.id),
        description: vscode.l10n.t('{0} of {1} claims', claims.length, MDL_CLAIMS.length),
        icon: themeIcon('verified', 'charts.green'),
        tooltip: () => tooltip(String(t.name ?? t.id), [
          ['id', t.id],
          ['type', t.type],
          ['dialect', t.dialect],
          ['requested claims', claims.join(', ') || vscode.l10n.t('none')],
        ]),
        context: ['verificationTemplate', 'viewable', 'deletable', ...writes],
        command: { command: editable ? 'authTenants.editVerificationTemplate' : 'authTenants.openResource', title: vscode.l10n.t('Open') },
      }, t);
    },
  };
}
