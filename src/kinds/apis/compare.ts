/**
 * APIs as compare, promote and export read them (pure, no `vscode`): named by their identifier (the audience, the
 * same on every tenant for the same API). The system API is left out: its identifier is each tenant's own domain
 * and it cannot be changed, so it is never a difference. The signing secret is a secret: never in the normalised form.
 */
import type { CompareKind } from '../facets/compare';
import { str } from '../facets/compare';
import { clean } from '../normalise';
import { getApi, isSystemApi, iterateApis } from './api';

export const API_SERVER_ONLY = ['id', 'is_system', 'client_id', 'signing_secret'] as const;

async function* customApis(apis: AsyncIterable<Record<string, unknown>>) {
  for await (const api of apis) if (!isSystemApi(api)) yield api;
}

export const apisCompare: CompareKind = {
  id: 'apis',
  order: 1.6,
  keyField: 'identifier',
  needs: [],
  items: (client, options) => customApis(iterateApis(client, { perPage: 100 }, options)),
  read: (client, id, options) => getApi(client, id, options),
  key: (a) => str(a.identifier),
  name: (a) => str(a.name ?? a.identifier ?? a.id),
  idOf: (a) => str(a.id),
  normalise: (a) => ({ key: str(a.identifier), name: str(a.name ?? a.identifier ?? a.id), value: clean('apis', a, API_SERVER_ONLY), references: [] }),
};
