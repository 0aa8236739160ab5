import assert from 'node:assert/strict';
import { VAULT_APPS, vaultConnectionBody } from '../../../../src/kinds/vaultConnections/apps';

describe('vault apps (the create command\'s description of the 21 apps)', () => {
  it('lists the 21 apps of the SDK types once each, each with at least one setup kind', () => {
    const ids = VAULT_APPS.map((a) => a.id);
    assert.equal(ids.length, 21);
    assert.equal(new Set(ids).size, 21);
    assert.deepEqual(VAULT_APPS.filter((a) => a.setups.length === 0), []);
    assert.deepEqual(VAULT_APPS.find((a) => a.id === 'HTTP')!.setups.map((s) => s.type), ['BEARER', 'BASIC_AUTH', 'API_KEY', 'OAUTH_CLIENT_CREDENTIALS']);
  });

  it('every key, secret, token or password field is asked in a password box', () => {
    for (const app of VAULT_APPS) for (const setup of app.setups) for (const f of setup.fields) {
      if (/key$|secret|token$|password|^value$|^code$/.test(f.key) && f.key !== 'public_key' && f.key !== 'header_key') assert.ok(f.secret, `${app.id} ${f.key}`);
    }
  });

  it('builds the body with the setup type and leaves out optional fields left empty', () => {
    const auth0 = VAULT_APPS.find((a) => a.id === 'AUTH0')!;
    const body = vaultConnectionBody('M2M', auth0, auth0.setups[0]!, { domain: 'acme.eu.auth0.com', client_id: 'c', client_secret: 's', audience: '' });
    assert.deepEqual(body, { name: 'M2M', app_id: 'AUTH0', setup: { type: 'OAUTH_APP', domain: 'acme.eu.auth0.com', client_id: 'c', client_secret: 's' } });
  });
});
