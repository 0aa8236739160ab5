/**
 * A connection's option secrets never appear in its document, and a save puts back the tenant's values (options
 * are replaced whole by a PATCH), against the emulator over loopback.
 */
import assert from 'node:assert/strict';
import { getConnection } from '../../../../src/kinds/connections/api';
import { DEMO_CONNECTION_IDS as C } from '../../../../src/emulator/seed/ids';
import { withServerSecrets } from '../../../../src/kinds/connections/secrets';
import { connectionsKind } from '../../../../src/kinds/connections/editor';
import { renderDocument, toEditable } from '../../../../src/kinds/document';
import { harnessSuite } from '../../api/emulatorHarness';

describe('kinds: connection option secrets', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  it('leaves every secret out of the document: client, Apple and gateway secrets, Twilio token, script configuration, signing key', () => {
    const editable = toEditable(connectionsKind, {
      id: 'con_x', name: 'x', strategy: 'samlp',
      options: {
        client_secret: 'cs-1', app_secret: 'apple-key', twilio_token: 'tw-1', admin_access_token: 'at', admin_refresh_token: 'rt',
        configuration: { API_KEY: 'script-secret' }, gateway_authentication: { method: 'bearer', secret: 'gw-1', audience: 'https://gw' },
        signing_key: { cert: 'PUBLIC', key: 'PRIVATE' }, client_id: 'public-id',
      },
    }, new Set());
    const text = renderDocument(connectionsKind, editable);
    for (const secret of ['cs-1', 'apple-key', 'tw-1', '"at"', '"rt"', 'script-secret', 'gw-1', 'PRIVATE']) assert.ok(!text.includes(secret), `${secret} is not shown`);
    for (const kept of ['public-id', 'https://gw', 'PUBLIC']) assert.ok(text.includes(kept), `${kept} is shown`);
  });

  it('puts back only what the edited options lack, never over a value the user typed', () => {
    const out = withServerSecrets({ client_id: 'id', gateway_authentication: { method: 'bearer' }, twilio_token: 'typed' }, {
      client_secret: 'server-cs', gateway_authentication: { method: 'basic', secret: 'server-gw' }, twilio_token: 'server-tw',
    });
    assert.deepEqual(out, { client_id: 'id', client_secret: 'server-cs', gateway_authentication: { method: 'bearer', secret: 'server-gw' }, twilio_token: 'typed' });
  });

  it('a save of the document keeps the tenant\'s gateway secret while the options change', async () => {
    const client = h.client();
    const before = await getConnection(client, C.database);
    const secret = (before.options as { gateway_authentication: { secret: string } }).gateway_authentication.secret;
    assert.ok(secret, 'the demo database has a gateway secret');
    const document = toEditable(connectionsKind, before, new Set());
    assert.ok(!JSON.stringify(document).includes(secret), 'the document does not show it');
    const options = { ...(document.options as Record<string, unknown>), brute_force_protection: false };
    await connectionsKind.update(client, C.database, { options }, {});
    const after = (await getConnection(client, C.database)).options as { brute_force_protection: boolean; gateway_authentication: { secret: string } };
    assert.equal(after.brute_force_protection, false, 'the change is applied');
    assert.equal(after.gateway_authentication.secret, secret, 'the secret is kept');
  });
});
