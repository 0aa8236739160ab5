/** The one secret description (src/kinds/secrets.ts): paths per kind, names, content; and where it is used. */
import assert from 'node:assert/strict';
import { withServerSecrets } from '../../../src/kinds/connections/secrets';
import { connectionsKind } from '../../../src/kinds/connections/editor';
import { renderDocument, toEditable } from '../../../src/kinds/document';
import { looksSecret, secretPathsIn, withoutSecrets } from '../../../src/kinds/secrets';
import { textHoldsSecret } from '../../../src/kinds/secretText';
import { connectionDraftChecks, connectionDraftHoldsSecret } from '../../../src/kinds/connections/draft';
import { connectionsCompare } from '../../../src/kinds/connections/compare';
import { planConnectionCreate } from '../../../src/kinds/connections/copyCreate';

const PEM_CUT = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun';
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJl';

/** A SAML connection and a custom database, with every kind of option secret the SDK's types declare. */
const saml = {
  id: 'con_saml', name: 'corp-saml', strategy: 'samlp',
  options: {
    signInEndpoint: 'https://idp.example.com/sso', signingCert: 'PUBLIC-CERT',
    signing_key: { cert: 'SIGNING-CERT', key: 'signing-private-1' },
    decryptionKey: { cert: 'DECRYPT-CERT', key: 'decryption-private-1' },
  },
};
const database = {
  id: 'con_db', name: 'legacy-db', strategy: 'auth0',
  options: { enabledDatabaseCustomization: true, configuration: { DB_PASSWORD: 'custom-db-secret-1', DB_HOST: 'db.internal' }, passwordPolicy: 'good' },
};

describe('kinds/secrets: one description of what is secret', () => {
  it('connections: every option secret by path, a custom database\'s configuration values and SAML\'s decryption key included', () => {
    const options = {
      client_secret: 'a', app_secret: 'b', twilio_token: 'c', admin_access_token: 'd', admin_refresh_token: 'e',
      configuration: { X: 'f', Y: 'g' }, gateway_authentication: { method: 'bearer', secret: 'h' }, signing_key: { cert: 'C', key: 'i' },
      decryptionKey: 'j', client_id: 'public',
    };
    assert.deepEqual(secretPathsIn('connections', { options }).map((p) => p.join('.')), [
      'options.client_secret', 'options.app_secret', 'options.twilio_token', 'options.admin_access_token', 'options.admin_refresh_token',
      'options.configuration.X', 'options.configuration.Y', 'options.gateway_authentication.secret', 'options.signing_key.key', 'options.decryptionKey',
    ]);
  });

  it('other kinds: a webhook\'s credential, a vault setup\'s secrets, the Twilio auth token', () => {
    const stream = { destination: { configuration: { webhook_authorization: { method: 'basic', username: 'u', password: 'p' } } } };
    assert.deepEqual(secretPathsIn('event-streams', stream).map((p) => p.join('.')), ['destination.configuration.webhook_authorization.password']);
    assert.deepEqual(secretPathsIn('vault-connections', { setup: { type: 'OAUTH_APP', client_id: 'id', client_secret: 's', domain: 'd' } }).map((p) => p.join('.')), ['setup.client_secret']);
    assert.deepEqual(secretPathsIn('phone-factors', { twilio: { sid: 'AC1', auth_token: 't' } }).map((p) => p.join('.')), ['twilio.auth_token']);
  });

  it('names: a secret-named key holding a value is secret anywhere; one holding settings is looked into', () => {
    const value = { a: { header_value: 'x', auth_token: 'y', app_secret: 'z', Password: 'w' }, authentication_methods: { password: { enabled: true } } };
    assert.deepEqual(secretPathsIn('any', value).map((p) => p.join('.')), ['a.header_value', 'a.auth_token', 'a.app_secret', 'a.Password']);
  });

  it('content: a PEM private key (even cut before END), a JWT, a bearer or basic credential, wherever it is; prose is not', () => {
    for (const secret of [PEM_CUT, `token ${JWT}`, 'Bearer abc.def-123', 'Basic dXNlcjpwYXNzd29yZA==']) assert.equal(looksSecret(secret), true, secret);
    for (const prose of ['Basic authentication', 'Bearer token', '-----BEGIN CERTIFICATE-----\nMIIB', 'a display name']) assert.equal(looksSecret(prose), false, prose);
    assert.deepEqual(withoutSecrets('verification-templates', { name: 'n', list: ['ok', PEM_CUT], deep: { note: JWT } }), { name: 'n', list: ['ok'], deep: {} });
  });

  it('a document, a compare side (so an export) and a copy\'s create body hold no decryption key or configuration value', () => {
    for (const [resource, secrets] of [[saml, ['signing-private-1', 'decryption-private-1']], [database, ['custom-db-secret-1', 'db.internal']]] as const) {
      const doc = renderDocument(connectionsKind, toEditable(connectionsKind, resource, new Set()));
      const side = JSON.stringify(connectionsCompare.normalise(resource, {}).value);
      const plan = JSON.stringify(planConnectionCreate({ resource, names: {} } as never, { resource: undefined, names: {}, scopes: new Set(['create:connections']) } as never));
      for (const secret of secrets) {
        for (const [where, text] of [['document', doc], ['compare side', side], ['plan', plan]]) assert.ok(!text.includes(secret), `${secret} in the ${where}`);
      }
    }
    assert.match(renderDocument(connectionsKind, toEditable(connectionsKind, saml, new Set())), /DECRYPT-CERT|SIGNING-CERT|PUBLIC-CERT/, 'the public parts are shown');
  });

  it('a save puts back every secret the tenant has and the document lacks: configuration values, the decryption key', () => {
    const shown = toEditable(connectionsKind, { ...database, options: { ...database.options, decryptionKey: 'dk' } }, new Set()) as { options: Record<string, unknown> };
    assert.equal(shown.options.configuration, undefined, 'a configuration of secrets only is left out whole');
    const sent = withServerSecrets({ ...shown.options, passwordPolicy: 'fair' }, { ...database.options, decryptionKey: 'dk' });
    assert.deepEqual(sent, { ...database.options, passwordPolicy: 'fair', decryptionKey: 'dk' });
  });

  it('a draft text holds a secret by path, name or content, even unfinished; a fresh draft\'s settings do not', () => {
    const holds = [
      '{ "options": { "configuration": { "DB_PASSWORD": "x" } } }', '{ "options": { "decryptionKey": { "key": "k" } } }',
      '{ "options": { "signing_key": { "key": ', '{ "options": { "twilio_token": ', `{ "options": { "note": ${JSON.stringify(PEM_CUT.slice(0, 40))}`,
      `{ "options": { "cert": "${JWT}" } }`,
    ];
    for (const text of holds) assert.equal(connectionDraftHoldsSecret(text), true, text);
    const settings = ['{ "options": { "configuration": {}, "signing_key": { "cert": "C" } } }', '{ "options": { "authentication_methods": { "password": { "enabled": true } } } }'];
    for (const text of settings) assert.equal(textHoldsSecret('connections', text), false, text);
    const problems = connectionDraftChecks({ options: { configuration: { DB_PASSWORD: 'x' }, decryptionKey: 'k' } }, { rangeOf: () => ({}) } as never);
    assert.deepEqual(problems.map((p) => p.path.join('.')), ['options.configuration.DB_PASSWORD', 'options.decryptionKey']);
  });
});
