/** A verification template's row in the tree (pure, no `vscode`): how many mDL claims it requests. */
import type { Resource } from '../kind';
import type { ListTreeFacet } from '../facets/tree';
import { MDL_CLAIMS, requestedClaims } from './api';

export const verificationTemplatesTree: ListTreeFacet = {
  empty: 'No verification templates.',
  emptyCreates: true,
  create: 'authTenants.createVerificationTemplate',
  rowWrites: ['authTenants.editVerificationTemplate', 'authTenants.deleteVerificationTemplate'],
  row: (t: Resource, { canUpdate }) => {
    const claims = requestedClaims(t);
    return {
      label: String(t.name ?? t.id),
      description: `${claims.length} of ${MDL_CLAIMS.length} claims`,
      icon: { id: 'verified', color: 'charts.green' },
      tooltip: {
        title: String(t.name ?? t.id),
        rows: [
          ['id', t.id],
          ['type', t.type],
          ['dialect', t.dialect],
          ['requested claims', claims.join(', ') || 'none'],
        ],
      },
      context: ['verificationTemplate', 'viewable', 'deletable'],
      // A click edits the template when the token may update it; else it opens read-only with its claims listed at the top.
      open: { command: canUpdate ? 'authTenants.editVerificationTemplate' : 'authTenants.openResource', title: 'Open' },
    };
  },
};
