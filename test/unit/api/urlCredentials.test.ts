// One rule for every URL field (#27 item 6): a URL is read as WHATWG `URL` reads it and never carries a user name or
// password — also in the spellings a regex misses (`https:\\user:pw@host`, `https:user:pw@host`). The zod schemas
// hold the rule, so the editors' diagnostics, the wizards' checks and the tool inputs all refuse such a URL.
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { normalizeDomain } from '../../../src/api/domain';
import { createEventStreamSchema, updateEventStreamSchema } from '../../../src/kinds/eventStreams/schemas';
import { subjectTokenTypeSchema } from '../../../src/kinds/tokenExchangeProfiles/api';
import { CREDENTIALS_MESSAGE, hasCredentials } from '../../../src/api/urls';
import { fieldProblem, setupIssues, VAULT_APPS } from '../../../src/kinds/vaultConnections/apps';
import { createVaultConnectionSchema } from '../../../src/kinds/vaultConnections/api';
import { endpointProblem } from '../../../src/kinds/eventStreams/createEventStreamRules';

const WITH_CREDENTIALS = [
  'https://user:pw@hooks.example.com/h',
  'https://user@hooks.example.com/h',
  'https://:pw@hooks.example.com/h',
  'https:\\\\user:pw@hooks.example.com/h',
  'https:user:pw@hooks.example.com/h',
  'https:/user:pw@hooks.example.com/h',
  'HTTPS://USER:PW@hooks.example.com/h',
  'https://us%65r:pw@hooks.example.com/h',
];
const CLEAN = ['https://hooks.example.com/h', 'https://hooks.example.com/h?to=a@b.example', 'https://hooks.example.com/a@b', 'https://hooks.example.com/#x@y'];

const messages = (schema: z.ZodMiniType, value: unknown): string[] => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('URLs never carry credentials', () => {
  it('hasCredentials reads the URL as WHATWG URL does', () => {
    for (const url of WITH_CREDENTIALS) assert.equal(hasCredentials(url), true, url);
    for (const url of [...CLEAN, 'not a url', '']) assert.equal(hasCredentials(url), false, url);
  });

  it('the event stream webhook endpoint (create and update schemas, the wizard\'s check)', () => {
    const stream = (endpoint: string) => ({
      name: 'hooks', subscriptions: [{ event_type: 'user.created' }],
      destination: { type: 'webhook', configuration: { webhook_endpoint: endpoint, webhook_authorization: { method: 'bearer', token: 'a-token-value' } } },
    });
    for (const url of WITH_CREDENTIALS) {
      assert.ok(messages(createEventStreamSchema, stream(url)).some((m) => m.startsWith(CREDENTIALS_MESSAGE)), url);
      assert.ok(messages(updateEventStreamSchema, { destination: stream(url).destination }).some((m) => m.startsWith(CREDENTIALS_MESSAGE)), url);
      assert.equal(endpointProblem(url), 'credentials', url);
    }
    for (const url of CLEAN) {
      assert.deepEqual(messages(createEventStreamSchema, stream(url)), [], url);
      assert.equal(endpointProblem(url), undefined, url);
    }
  });

  it('vault connection URL fields (the ActiveCampaign create schema and every https-url setup field)', () => {
    const activeCampaign = (base_url: string) => ({ name: 'ac', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY', api_key: 'key-12345678', base_url } });
    const urlFields = VAULT_APPS.flatMap((app) => app.setups.flatMap((kind) => kind.fields.filter((f) => f.format === 'https-url').map((f) => ({ app, kind, f }))));
    assert.ok(urlFields.length >= 3);
    for (const url of WITH_CREDENTIALS) {
      assert.deepEqual(messages(createVaultConnectionSchema, activeCampaign(url)), [CREDENTIALS_MESSAGE], url);
      for (const { app, kind, f } of urlFields) {
        assert.equal(fieldProblem(f, url), CREDENTIALS_MESSAGE, `${app.id} ${f.key} ${url}`);
        assert.ok(setupIssues(app.id, { type: kind.type, [f.key]: url }).some((i) => i.path.join('.') === `setup.${f.key}` && i.message === CREDENTIALS_MESSAGE));
      }
    }
    for (const url of CLEAN) assert.deepEqual(messages(createVaultConnectionSchema, activeCampaign(url)), [], url);
  });

  it('a subject token type URI and the tenant domain', () => {
    for (const url of WITH_CREDENTIALS) {
      assert.ok(messages(subjectTokenTypeSchema, url).includes(CREDENTIALS_MESSAGE), url);
      assert.throws(() => normalizeDomain(url.replace('/h', '')), url);
    }
    assert.throws(() => normalizeDomain('https://user:pw@tenant.example.com'), /user name and password/);
    assert.deepEqual(messages(subjectTokenTypeSchema, 'https://tokens.example.com/legacy'), []);
  });
});
