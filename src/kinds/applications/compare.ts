/**
 * Applications as compare and copy read them (pure, no `vscode`): named by `name` (the natural key; the service does
 * not keep names unique, so two of one name are one key), compared on the fields the editor edits — client ids,
 * signing keys and secrets differ between tenants by nature and are left out.
 */
import type { CompareKind } from '../facets/compare';
import { str } from '../facets/compare';
import { pickFields } from '../copyPlan';
import { clean } from '../normalise';
import { getApplication, iterateAllApplications } from './api';
import { applicationsKind } from './editor';

export const applicationsCompare: CompareKind = {
  id: 'applications',
  // Right after connections (compare and export list connections first, then the sidebar's order).
  order: 1.5,
  keyField: 'name',
  needs: [],
  items: (client, options) => iterateAllApplications(client, { take: 100 }, options),
  read: (client, id, options) => getApplication(client, id, options),
  key: (a) => str(a.name),
  name: (a) => str(a.name ?? a.client_id),
  idOf: (a) => str(a.client_id),
  normalise: (a) => ({ key: str(a.name), name: str(a.name ?? a.client_id), value: clean('applications', pickFields(applicationsKind, a), []), references: [] }),
};
