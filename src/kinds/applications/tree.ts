/**
 * An application's row in the tree (pure, no `vscode`): its type as icon and description, and the application the
 * extension signs in with marked ("signed in with this", a key icon) — it cannot be deleted from here.
 */
import type { ListTreeFacet } from '../facets/tree';
import type { Resource } from '../kind';
import { appTypeWords } from './types';

/** Whether this application is the one the extension signs in to the tenant with. */
export const isOwnClient = (app: Resource, ownClientId: string | undefined): boolean => !!ownClientId && app.client_id === ownClientId;

export const applicationsTree: ListTreeFacet = {
  empty: 'No applications.',
  emptyCreates: true,
  create: 'authTenants.createApplication',
  rowWrites: ['authTenants.editApplication', 'authTenants.deleteApplication', 'authTenants.rotateApplicationSecret', 'authTenants.applicationConnections'],
  // A machine-to-machine application's row lists the APIs it may call (its client grants).
  rowNodes: async () => (await import('../clientGrants/grantRows')).grantsUnderApplication,
  row: (app: Resource, { canUpdate, ownClientId }) => {
    const type = appTypeWords(app.app_type);
    const own = isOwnClient(app, ownClientId);
    const name = String(app.name ?? app.client_id);
    return {
      label: name,
      description: own ? `${type.short} · signed in with this` : type.short,
      icon: own ? { id: 'key', color: 'charts.yellow' } : type.icon,
      tooltip: {
        title: name,
        rows: [
          ['id', app.client_id],
          ['type', type.title],
          ['description', app.description],
          ['signed in with', own ? 'this application: the extension signs in to the tenant with it, so it cannot be deleted here' : undefined],
        ],
      },
      context: ['application', 'viewable', !own && 'deletable', own && 'ownClient', app.token_endpoint_auth_method !== 'none' && 'hasSecret'],
      open: { command: canUpdate ? 'authTenants.editApplication' : 'authTenants.openResource', title: 'Open' },
    };
  },
};
