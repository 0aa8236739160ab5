/**
 * What a 409 means is said by the call that got it (its kind's words, the `conflict` option of send()): src/api names
 * no kind. Each call below gets a 409 from a stub tenant; the message names the clash and what to do.
 */
import assert from 'node:assert/strict';
import { ApiError, toUserMessage, type ApiClient } from '../../../src/api';
import { setEnabledClients } from '../../../src/kinds/connections/clients';
import { updateConnection } from '../../../src/kinds/connections/api';
import { createEventStream } from '../../../src/kinds/eventStreams/api';
import { createTokenExchangeProfile } from '../../../src/kinds/tokenExchangeProfiles/api';
import { stubSuite } from '../api/stubServer';

const CALLS: { name: string; call: (client: ApiClient) => Promise<unknown>; message: RegExp }[] = [
  {
    name: 'POST /token-exchange-profiles',
    call: (c) => createTokenExchangeProfile(c, { name: 'CLI tokens', subject_token_type: 'urn:acme:cli-token', action_id: 'act_1', type: 'custom_authentication' }),
    message: /^A token exchange profile with this subject_token_type already exists: choose another subject_token_type or edit the existing profile\. \(clash\)$/,
  },
  {
    name: 'POST /event-streams',
    call: (c) => createEventStream(c, { name: 'raced', subscriptions: [{ event_type: 'user.created' }], destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://hooks.example/x', webhook_authorization: { method: 'bearer', token: 'secret-token' } } } }),
    message: /^Either the tenant already has an event stream with this name, or it has reached its limit of event streams: choose another name, or delete an event stream it no longer needs, then create it again\. \(clash\)$/,
  },
  {
    name: 'PATCH /connections/{id}',
    call: (c) => updateConnection(c, 'con_1', { display_name: 'Taken' }),
    message: /^Another connection already uses this name for one of its applications\. \(clash\)$/,
  },
  {
    name: 'PATCH /connections/{id}/clients',
    call: async (c) => {
      const run = await setEnabledClients(c, 'con_1', [{ client_id: 'app_1', status: true }]);
      throw run.error;
    },
    message: /^Another connection already uses this name for one of its applications\. \(clash\)$/,
  },
];

describe('409: the words of the kind whose call got it', () => {
  const stub = stubSuite();
  for (const { name, call, message } of CALLS) {
    it(name, async () => {
      stub.answer = () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'clash' } });
      const err = await call(stub.client()).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 409, String(err));
      assert.match(toUserMessage(err), message);
    });
  }

  it('another status keeps its own message (the hint is for 409 only)', async () => {
    stub.answer = () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'nope' } });
    const err = await CALLS[0]!.call(stub.client()).then(() => undefined, (e: unknown) => e);
    assert.equal(toUserMessage(err), 'The tenant rejected the request (nope).');
  });
});
