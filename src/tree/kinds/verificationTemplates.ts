import * as vscode from 'vscode';
import { listVerificationTemplates, MDL_CLAIMS, requestedClaims } from '../../api/verificationTemplates';
import type { ListSpec } from '../nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../nodes/resourceNode';

type Template = Awaited<ReturnType<typeof listVerificationTemplates>>['items'][number];

export function verificationTemplatesSpec(): ListSpec<Template> {
  return {
    key: 'verification-templates',
    label: vscode.l10n.t('Verification Templates'),
    icon: 'verified',
    scopes: ['read:vdcs_templates'],
    emptyLabel: vscode.l10n.t('No verification templates.'),
    load: (client, cursor, take, signal) => listVerificationTemplates(client, { from: cursor, take }, { signal }),
    toNode: (t, parent) => {
      const claims = requestedClaims(t);
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
        context: ['verificationTemplate', 'viewable'],
        command: { command: 'authTenants.openResource', title: vscode.l10n.t('Open') },
      }, t);
    },
  };
}
