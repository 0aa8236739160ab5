/** Verification templates as compare, promote and export read them (pure, no `vscode`): named by `name`. */
import type { CompareKind } from '../facets/compare';
import { str } from '../facets/compare';
import { clean } from '../normalise';
import { getVerificationTemplate, iterateVerificationTemplates } from './api';

export const TEMPLATE_SERVER_ONLY = ['id', 'created_at', 'updated_at'] as const;

export const verificationTemplatesCompare: CompareKind = {
  id: 'verification-templates',
  order: 6,
  keyField: 'name',
  needs: [],
  items: (client, options) => iterateVerificationTemplates(client, { take: 100 }, options),
  read: (client, id, options) => getVerificationTemplate(client, id, options),
  key: (t) => str(t.name),
  name: (t) => str(t.name ?? t.id),
  idOf: (t) => str(t.id),
  normalise: (t) => ({ key: str(t.name), name: str(t.name ?? t.id), value: clean('verification-templates', t, TEMPLATE_SERVER_ONLY), references: [] }),
};
