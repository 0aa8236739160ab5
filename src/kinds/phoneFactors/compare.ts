/**
 * The MFA phone factors of a tenant as one comparable resource (pure, no `vscode`): there is one per tenant, so its
 * key is fixed. It holds the enabled message types (sorted), the selected provider, the message templates and,
 * when the provider is Twilio, its non-secret settings (the auth token is write-only and never read).
 */
import { getPhoneMessageTypes } from './api';
import { getPhoneProvider, getPhoneTemplates, getTwilioSettings } from './phoneApi';
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import type { CompareKind, Raw } from '../facets/compare';
import { clean, sortedUnique } from '../normalise';

export const PHONE_FACTORS_KEY = 'phone-factors';
const NAME = 'MFA phone factors';

async function readPhoneFactors(client: ApiClient, options: CallOptions): Promise<Raw> {
  const [types, provider, templates] = await Promise.all([
    getPhoneMessageTypes(client, options), getPhoneProvider(client, options), getPhoneTemplates(client, options),
  ]);
  const selected = provider.provider ?? 'auth0';
  const out: Raw = { message_types: types.message_types ?? [], provider: selected, templates };
  if (selected === 'twilio') out.twilio = await getTwilioSettings(client, options);
  return out;
}

export const phoneFactorsCompareKind: CompareKind = {
  id: 'phone-factors',
  order: 5,
  keyField: 'tenant',
  needs: [],
  async *items(client, options) {
    yield await readPhoneFactors(client, options);
  },
  read: (client, _id, options) => readPhoneFactors(client, options),
  key: () => PHONE_FACTORS_KEY,
  name: () => NAME,
  idOf: () => PHONE_FACTORS_KEY,
  normalise(p) {
    const value = clean('phone-factors', p, []);
    if (Array.isArray(value.message_types)) value.message_types = sortedUnique(value.message_types.map(String));
    return { key: PHONE_FACTORS_KEY, name: NAME, value, references: [] };
  },
};
