import assert from 'node:assert/strict';
import { assertErrorShape, emulatorSuite } from './helpers';

/** One valid setup per app and setup kind, as the SDK's types describe them. */
const SETUPS: Record<string, Record<string, unknown>[]> = {
  ACTIVECAMPAIGN: [{ type: 'API_KEY', api_key: 'ac-key-0123456789', base_url: 'https://acme.api-us1.com' }],
  AIRTABLE: [{ type: 'API_KEY', api_key: 'pat0123456789' }],
  AUTH0: [{ type: 'OAUTH_APP', client_id: 'cid', client_secret: 'auth0-client-secret', domain: 'acme.eu.auth0.com', audience: 'https://api.acme.example' }],
  BIGQUERY: [{ type: 'OAUTH_JWT', project_id: 'p', private_key: 'bq-private-key-1', client_email: 'svc@acme.example' }, {}],
  CLEARBIT: [{ type: 'API_KEY', secret_key: 'sk_0123456789' }],
  DOCUSIGN: [{ type: 'OAUTH_CODE', code: 'oauth-code-2' }],
  GOOGLE_SHEETS: [{ type: 'OAUTH_CODE', code: 'oauth-code-2' }],
  HTTP: [
    { type: 'BEARER', token: 'bearer-token' },
    { type: 'BASIC_AUTH', username: 'u', password: 'basic-password-1' },
    { type: 'API_KEY', name: 'X-Api-Key', value: 'http-key-value-1', in: 'HEADER' },
    { type: 'OAUTH_CLIENT_CREDENTIALS', client_id: 'c', client_secret: 'client-secret-1', token_endpoint: 'https://idp.example/token' },
  ],
  HUBSPOT: [{ type: 'API_KEY', api_key: 'hub-0123456789' }, { type: 'OAUTH_CODE' }],
  JWT: [{ type: 'JWT', algorithm: 'HS256', secret: 'anything goes here' }],
  MAILCHIMP: [{ type: 'API_KEY', secret_key: 'mc-0123456789' }, { type: 'OAUTH_CODE', code: 'oauth-code-1' }],
  MAILJET: [{ type: 'API_KEY', api_key: 'mj-0123456789', secret_key: 'mj-secret-01' }],
  PIPEDRIVE: [{ type: 'TOKEN', token: 'pipedrive-token-1' }, { type: 'OAUTH_CODE' }],
  SALESFORCE: [{ type: 'OAUTH_CODE', code: 'oauth-code-1' }],
  SENDGRID: [{ type: 'API_KEY', api_key: 'SG.0123456789' }],
  SLACK: [{ type: 'WEBHOOK', url: 'https://hooks.slack.com/services/x' }, { type: 'OAUTH_CODE' }],
  STRIPE: [{ type: 'KEY_PAIR', private_key: 'sk_live_x', public_key: 'pk_live_x' }, { type: 'OAUTH_CODE' }],
  TELEGRAM: [{ type: 'TOKEN', token: '123:telegram-token' }],
  TWILIO: [{ type: 'API_KEY', account_id: 'AC123', api_key: 'tw-0123456789' }],
  WHATSAPP: [{ type: 'TOKEN', token: 'wa-token' }],
  ZAPIER: [{ type: 'WEBHOOK', url: 'https://hooks.zapier.com/x' }],
};

const SECRETS = ['api_key', 'secret_key', 'token', 'client_secret', 'private_key', 'password', 'code', 'value'];

describe('emulator: flows vault connections of every app', () => {
  const env = emulatorSuite();
  const create = (body: unknown) => env.api('POST', '/flows/vault/connections', { body });

  it('accepts the 21 apps with each of their setup kinds, and never echoes a secret', async () => {
    assert.equal(Object.keys(SETUPS).length, 21);
    for (const [app, setups] of Object.entries(SETUPS)) {
      for (const setup of setups) {
        const res = await create({ name: `${app} ${String(setup.type)}`, app_id: app, setup });
        assert.equal(res.status, 201, `${app} ${JSON.stringify(setup)}: ${res.text}`);
        assert.equal(res.body.app_id, app);
        assert.equal(res.body.ready, true);
        for (const k of SECRETS) if (typeof setup[k] === 'string' && String(setup[k]).length >= 6) assert.ok(!res.text.includes(String(setup[k])), `${app} echoes its ${k}`);
      }
    }
  });

  it('without a setup creates a connection that is not ready', async () => {
    const res = await create({ name: 'Later', app_id: 'SLACK' });
    assert.equal(res.status, 201);
    assert.equal(res.body.ready, false);
    assert.ok(!('refreshed_at' in res.body), 'refreshed_at is left out, never null');
  });

  it('refuses a setup kind the app does not have, a missing field, an extra field and HTTP values past their lengths', async () => {
    assertErrorShape(await create({ name: 'x', app_id: 'TELEGRAM', setup: { type: 'API_KEY', api_key: 'tg-0123456789' } }), 400, /No enum match for: "API_KEY"' on property setup.type/);
    assertErrorShape(await create({ name: 'x', app_id: 'TWILIO', setup: { type: 'API_KEY', api_key: 'tw-0123456789' } }), 400, /Missing required property: account_id' on property setup/);
    assertErrorShape(await create({ name: 'x', app_id: 'SENDGRID', setup: { type: 'API_KEY', api_key: 'SG.0123456789', base_url: 'https://x.example' } }), 400, /Additional properties not allowed: base_url/);
    assert.equal((await create({ name: 'x', app_id: 'MAILCHIMP', setup: { type: 'API_KEY', secret_key: 'mc-1' } })).status, 201, 'no minimum length on keys');
    const http = (setup: object) => create({ name: 'x', app_id: 'HTTP', setup });
    assertErrorShape(await http({ type: 'BASIC_AUTH', username: 'u'.repeat(156) }), 400, /maximum 155' on property setup.username/);
    assertErrorShape(await http({ type: 'BASIC_AUTH', username: 'u', password: 'p'.repeat(156) }), 400, /maximum 155' on property setup.password/);
    assertErrorShape(await http({ type: 'API_KEY', name: 'n'.repeat(56), value: 'v', in: 'HEADER' }), 400, /maximum 55' on property setup.name/);
    assertErrorShape(await http({ type: 'API_KEY', name: 'n', value: 'v'.repeat(256), in: 'HEADER' }), 400, /maximum 255' on property setup.value/);
    const cc = { type: 'OAUTH_CLIENT_CREDENTIALS', client_id: 'c', client_secret: 's', token_endpoint: 'https://id.example.org/token' };
    assertErrorShape(await http({ ...cc, token_endpoint: `https://id.example.org/${'t'.repeat(480)}` }), 400, /on property setup.token_endpoint/);
    assertErrorShape(await http({ ...cc, scope: 's'.repeat(1025) }), 400, /maximum 1024' on property setup.scope/);
    assert.equal((await http({ ...cc, scope: 's'.repeat(1024) })).status, 201);
    for (const app of ['DOCUSIGN', 'SALESFORCE']) assert.equal((await create({ name: 'x', app_id: app, setup: { type: 'OAUTH_CODE', extra: 1 } })).status, 201, `${app}: OAUTH_CODE needs no code, takes more keys`);
    assert.equal((await create({ name: 'x', app_id: 'JWT', setup: { type: 'JWT', algorithm: 'HS256', secret: 's', more: 1 } })).status, 201);
    assertErrorShape(await create({ name: 'x', app_id: 'ZAPIER', setup: { type: 'WEBHOOK', url: 'http://hooks.zapier.com/x' } }), 400, /on property setup.url/);
  });
});
