/** A token exchange profile's row in the tree (pure, no `vscode`): its subject token type, shortened. */
import type { Resource } from '../kind';
import type { ListTreeFacet } from '../facets/tree';

/**
 * The distinctive end of a subject token type ("…/id-token" of https://partner.example.com/id-token,
 * "…:legacy-session" of urn:example:legacy-session); a value without `/` or `:` as it is. At the default side bar
 * width (300 px) a row shows about 28 characters after its icon; the tooltip keeps the whole value.
 */
export function shortSubjectType(type: string): string {
  const cut = Math.max(type.lastIndexOf('/', type.length - 2), type.lastIndexOf(':'));
  const tail = type.slice(cut + 1);
  return cut < 0 || tail.length === 0 ? type : `…${type[cut]}${tail}`;
}

export const tokenExchangeProfilesTree: ListTreeFacet = {
  empty: 'No token exchange profiles.',
  emptyCreates: true,
  create: 'authTenants.createTokenExchangeProfile',
  rowWrites: ['authTenants.editTokenExchangeProfile', 'authTenants.deleteTokenExchangeProfile'],
  row: (p: Resource, { canUpdate }) => ({
    label: String(p.name ?? p.id),
    description: shortSubjectType(String(p.subject_token_type ?? '')),
    icon: { id: 'arrow-swap', color: 'charts.purple' },
    tooltip: {
      title: String(p.name ?? p.id),
      rows: [
        ['id', p.id],
        ['subject_token_type', p.subject_token_type],
        ['action_id', p.action_id],
        ['type', p.type],
        ['created_at', p.created_at],
        ['updated_at', p.updated_at],
      ],
    },
    context: ['tokenExchangeProfile', 'viewable', 'deletable'],
    // A click opens the editable document when the token can update profiles, the read-only view otherwise.
    open: canUpdate ? { command: 'authTenants.editTokenExchangeProfile', title: 'Edit Token Exchange Profile' } : { command: 'authTenants.openResource', title: 'Open' },
  }),
};
