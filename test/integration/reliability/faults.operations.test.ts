// Faults during every operation: 5xx, resets, timeouts, lost answers and 429 storms. Idempotent writes are
// retried and succeed; a POST or PATCH is never sent twice on its own; a create whose answer was lost is looked
// up before anything is offered, so the tenant ends with exactly one resource; each failure gives one message.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_CONNECTION_IDS, DEMO_CTE_ACTION_ID, DEMO_EVENT_STREAM_IDS } from '../../../src/emulator/seed/ids';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { closeOurEditors, doc, setText } from '../helpers/documents';
import { emulator } from '../helpers/emulator';
import { child, children } from '../helpers/extension';
import { ButtonPrompts, errorsOf, isTabOpen, requestsSince, setting, sleep, unhandledRejections, until, writesOf, cleanTenant } from './support';

const TEP_POST = 'POST /api/v2/token-exchange-profiles';
const VAULT_POST = 'POST /api/v2/flows/vault/connections';
const JWT = /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/;

type Json = Record<string, unknown>;
const profilesWith = async (stt: string) =>
  ((await emulator.api<{ token_exchange_profiles: Json[] }>('GET', 'token-exchange-profiles?take=100')).body.token_exchange_profiles)
    .filter((p) => p.subject_token_type === stt);
const vaultNamed = async (name: string) =>
  ((await emulator.api<Json[]>('GET', 'flows/vault/connections?per_page=100')).body).filter((c) => c.name === name);
const failedIds = async (streamId: string) =>
  ((await emulator.api<{ deliveries: { id: string }[] }>('GET', `event-streams/${streamId}/deliveries?statuses=failed`)).body.deliveries ?? []).map((d) => d.id);

describe('Reliability: faults during operations', function () {
  this.timeout(90_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant());
  });

  afterEach(async () => {
    await emulator.faults('');
    await setting('requestTimeoutSeconds', undefined);
    await closeOurEditors();
    for (const n of prompts.notices) assert.doesNotMatch(n.message, JWT, 'no token in a message');
    assert.equal(prompts.scripted.pending, 0, 'every scripted answer was used');
    assert.equal(prompts.buttons.length, 0, 'every button answer was used');
  });

  // ── Create token exchange profile ─────────────────────────────────────────────────────────────────────────
  async function draft(stt: string): Promise<vscode.Uri> {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createTokenExchangeProfile', await child(s, tenant, 'Token Exchange Profiles'));
    assert.ok(uri instanceof vscode.Uri, JSON.stringify(prompts.notices));
    await setText(uri, `${JSON.stringify({ name: 'Reliable profile', subject_token_type: stt, action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' }, null, 2)}\n`);
    return uri;
  }
  const submit = (uri: vscode.Uri) => vscode.commands.executeCommand<Json | undefined>('authTenants.submitTokenExchangeProfile', uri);

  it('create profile, 503: one error, never retried, nothing created, the draft stays as typed', async () => {
    const uri = await draft('urn:acme:reliable-503');
    const text = doc(uri)!.getText();
    await emulator.faults(`503@1x1:${TEP_POST}`);
    const before = await emulator.stats();
    assert.equal(await submit(uri), undefined);
    assert.deepEqual(writesOf(await requestsSince(before)), { [TEP_POST]: 1 });
    assert.deepEqual(await profilesWith('urn:acme:reliable-503'), []);
    assert.equal(errorsOf(prompts.notices).length, 1);
    assert.match(errorsOf(prompts.notices)[0]!.message, /failed to process the request \(503/);
    assert.equal(prompts.notices.length, 1, 'one message');
    assert.equal(doc(uri)?.getText(), text, 'the draft keeps its text');
    assert.ok(isTabOpen(uri), 'and stays open');
  });

  it('create profile, 429 storm: retried after Retry-After (a 429 was not processed), created exactly once', async () => {
    const uri = await draft('urn:acme:reliable-429');
    await emulator.faults(`429=1@1x2:${TEP_POST}`);
    const created = await submit(uri);
    assert.ok(created?.id, JSON.stringify(prompts.notices));
    assert.equal((await profilesWith('urn:acme:reliable-429')).length, 1);
    assert.deepEqual(errorsOf(prompts.notices), []);
  });

  it('create profile, connection reset before the tenant processed it: looked up, not found, Retry creates it once', async () => {
    const uri = await draft('urn:acme:reliable-reset');
    await emulator.faults(`reset@1x1:${TEP_POST}`);
    prompts.buttons.push('Retry');
    const before = await emulator.stats();
    const created = await submit(uri);
    assert.ok(created?.id, JSON.stringify(prompts.notices));
    assert.equal(prompts.offered.length, 1);
    assert.match(prompts.offered[0]!.message, /Creating the token exchange profile "Reliable profile" on Local emulator failed: .*The tenant did not create it \(checked\)\./);
    const sent = await requestsSince(before);
    assert.equal(sent[TEP_POST], 2, 'the lost one and the retry the user asked for');
    assert.ok((sent['GET /api/v2/token-exchange-profiles'] ?? 0) >= 2, 'looked up after the failure and again before the retry');
    assert.equal((await profilesWith('urn:acme:reliable-reset')).length, 1, 'exactly one profile on the tenant');
    assert.equal(errorsOf(prompts.notices).length, 1, 'one message for the failure');
    assert.equal(isTabOpen(uri), false, 'the draft is closed once created');
  });

  it('create profile, answer lost after the tenant created it: found and reported as created, never sent again', async () => {
    const uri = await draft('urn:acme:reliable-drop');
    await emulator.faults(`drop@1x1:${TEP_POST}`);
    const before = await emulator.stats();
    const created = await submit(uri);
    assert.ok(created?.id, JSON.stringify(prompts.notices));
    assert.equal((await requestsSince(before))[TEP_POST], 1, 'one POST');
    assert.equal((await profilesWith('urn:acme:reliable-drop')).length, 1);
    assert.deepEqual(errorsOf(prompts.notices), []);
    assert.equal(prompts.offered.length, 0, 'no Retry offered');
    assert.match(prompts.notices.at(-1)!.message, /Created the token exchange profile Reliable profile .*answer was lost; the profile was found on the tenant, so it was not sent again/);
    assert.equal(isTabOpen(uri), false);
  });

  it('create profile, no answer within the timeout: Retry looks again first and finds what the slow tenant created', async () => {
    await setting('requestTimeoutSeconds', 5);
    s.sessions.forget('local-emulator');
    const uri = await draft('urn:acme:reliable-slow');
    await emulator.faults(`delay=7000@1x1:${TEP_POST}`);
    // The user reads the message for a while: by then the tenant has processed the first request.
    prompts.buttons.push(async () => {
      await until('the slow tenant created the profile', async () => (await profilesWith('urn:acme:reliable-slow')).length > 0, 15_000);
      return 'Retry';
    });
    const before = await emulator.stats();
    const created = await submit(uri);
    assert.ok(created?.id, JSON.stringify(prompts.notices));
    assert.match(prompts.offered[0]!.message, /did not answer within 5 s/);
    assert.equal((await requestsSince(before))[TEP_POST], 1, 'never sent a second time');
    assert.equal((await profilesWith('urn:acme:reliable-slow')).length, 1, 'exactly one profile');
    assert.match(prompts.notices.at(-1)!.message, /was found on the tenant/);
  });

  it('create profile while the tenant is unreachable: the lookup fails too; one message, no Retry, the draft is kept', async () => {
    const uri = await draft('urn:acme:reliable-offline');
    await emulator.faults('reset@1:* /api/v2/*');
    const before = await emulator.stats();
    assert.equal(await submit(uri), undefined);
    assert.equal((await requestsSince(before))[TEP_POST], 1);
    assert.equal(prompts.notices.length, 1, JSON.stringify(prompts.notices));
    assert.match(prompts.notices[0]!.message, /Whether the tenant created it could not be checked .*Refresh the list before you try again\./);
    assert.equal(prompts.offered.length, 0);
    await emulator.faults('');
    assert.deepEqual(await profilesWith('urn:acme:reliable-offline'), []);
    assert.ok(isTabOpen(uri), 'the draft is still open');
  });

  // ── Create flows vault connection ─────────────────────────────────────────────────────────────────────────
  function vaultAnswers(name: string): void {
    prompts.script(
      { kind: 'pick', value: 'ACTIVECAMPAIGN' },
      { kind: 'input', value: name },
      { kind: 'input', value: 'https://acme.api-us1.com' },
      { kind: 'input', value: 'ac-reliability-api-key-0123456789' },
    );
  }
  const createVault = async () => vscode.commands.executeCommand('authTenants.createVaultConnection', await child(s, tenant, 'Flows Vault Connections'));

  it('create vault connection, reset: looked up, not found, Retry creates it exactly once', async () => {
    vaultAnswers('Reliable vault');
    await emulator.faults(`reset@1x1:${VAULT_POST}`);
    prompts.buttons.push('Retry');
    await createVault();
    assert.equal((await vaultNamed('Reliable vault')).length, 1);
    assert.equal(errorsOf(prompts.notices).length, 1);
    assert.match(prompts.notices.at(-1)!.message, /^Created the vault connection Reliable vault/);
  });

  it('create vault connection, answer lost after it was created: found, not sent again', async () => {
    vaultAnswers('Reliable vault');
    await emulator.faults(`drop@1x1:${VAULT_POST}`);
    const before = await emulator.stats();
    await createVault();
    assert.equal((await requestsSince(before))[VAULT_POST], 1);
    assert.equal((await vaultNamed('Reliable vault')).length, 1);
    assert.deepEqual(errorsOf(prompts.notices), []);
    assert.match(prompts.notices.at(-1)!.message, /was found on the tenant, so it was not sent again/);
  });

  it('create vault connection with the name of an existing one: refused at the name, so nothing is sent and the existing one is never taken for it', async () => {
    prompts.script({ kind: 'pick', value: 'ACTIVECAMPAIGN' }, { kind: 'input', value: 'Newsletter sync', invalid: true });
    await emulator.faults(`reset@1x1:${VAULT_POST}`);
    const before = await emulator.stats();
    await createVault();
    assert.match(prompts.scripted.validationMessages.at(-1) ?? '', /already has a vault connection named "Newsletter sync"/);
    assert.equal((await requestsSince(before))[VAULT_POST], undefined, 'no POST');
    assert.equal((await vaultNamed('Newsletter sync')).length, 1, 'only the seeded one');
    assert.deepEqual(prompts.notices, [], 'a refused input ends quietly');
  });

  // ── Edit connection (PATCH) ───────────────────────────────────────────────────────────────────────────────
  async function openConnection(): Promise<vscode.Uri> {
    const node = (await children(s, await child(s, tenant, 'Connections'))).find((n) => n.id.endsWith(`/${DEMO_CONNECTION_IDS.database}`))!;
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node);
    await until('the connection document', () => doc(uri));
    const value = JSON.parse(doc(uri)!.getText()) as Json;
    await setText(uri, `${JSON.stringify({ ...value, display_name: 'Edited under faults' }, null, 2)}\n`);
    return uri;
  }
  const serverDisplayName = async () => (await emulator.api<Json>('GET', `connections/${DEMO_CONNECTION_IDS.database}`)).body.display_name;

  it('edit connection, connection reset on PATCH: not retried, the document stays dirty; 429 on PATCH: retried, applied once', async () => {
    const uri = await openConnection();
    const text = doc(uri)!.getText();
    await emulator.faults('reset@1x1:PATCH /api/v2/connections/*');
    prompts.script({ kind: 'confirm', value: 'Apply' });
    let before = await emulator.stats();
    assert.equal(await doc(uri)!.save(), false);
    assert.deepEqual(writesOf(await requestsSince(before)), { 'PATCH /api/v2/connections/:id': 1 });
    assert.equal(doc(uri)!.isDirty, true);
    assert.equal(doc(uri)!.getText(), text);
    assert.equal(await serverDisplayName(), 'Email and password');
    // The refusal says why, in one message of ours (VS Code adds its own "Failed to save").
    assert.deepEqual(errorsOf(prompts.notices).map((n) => n.message.replace(/127\.0\.0\.1:\d+/, 'HOST')), [
      'Save refused. Not applied: Cannot reach http://HOST: connection closed unexpectedly. Check the tenant domain and your network connection.',
    ]);
    prompts.notices.length = 0;

    await emulator.faults('429=1@1x2:PATCH /api/v2/connections/*');
    prompts.script({ kind: 'confirm', value: 'Apply' });
    before = await emulator.stats();
    assert.equal(await doc(uri)!.save(), true, JSON.stringify(prompts.notices));
    assert.deepEqual(writesOf(await requestsSince(before)), { 'PATCH /api/v2/connections/:id': 3 });
    assert.equal(await serverDisplayName(), 'Edited under faults');
    assert.deepEqual(errorsOf(prompts.notices), []);
  });

  // ── Event streams ─────────────────────────────────────────────────────────────────────────────────────────
  async function userStream(): Promise<TreeNode> {
    return child(s, await child(s, tenant, 'Event Streams'), /user/i);
  }

  it('redeliver one, 503: one error and a single POST; 429: retried, redelivered once', async () => {
    const stream = await userStream();
    const [first, second] = await children(s, stream);
    await emulator.faults('503@1x1:POST /api/v2/event-streams/*/redeliver/*');
    let before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', first);
    assert.deepEqual(writesOf(await requestsSince(before)), { 'POST /api/v2/event-streams/:id/redeliver/:event_id': 1 });
    assert.equal(prompts.notices.length, 1);
    assert.equal(prompts.notices[0]!.kind, 'error');
    assert.ok((await failedIds(DEMO_EVENT_STREAM_IDS.userWebhook)).includes(first!.id.split('/').pop()!), 'still failed');

    await emulator.faults('429=1@1x1:POST /api/v2/event-streams/*/redeliver/*');
    before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverDelivery', second);
    assert.deepEqual(writesOf(await requestsSince(before)), { 'POST /api/v2/event-streams/:id/redeliver/:event_id': 2 });
    assert.ok(!(await failedIds(DEMO_EVENT_STREAM_IDS.userWebhook)).includes(second!.id.split('/').pop()!));
    assert.equal(errorsOf(prompts.notices).length, 1, 'no new error');
  });

  it('redeliver all, reset: not retried (a POST), one message', async () => {
    const stream = await userStream();
    await emulator.faults('reset@1x1:POST /api/v2/event-streams/*/redeliver');
    prompts.script({ kind: 'pick', value: 'All failed events' }, { kind: 'confirm', value: 'Redeliver' });
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.redeliverAllFailed', stream);
    assert.deepEqual(writesOf(await requestsSince(before)), { 'POST /api/v2/event-streams/:id/redeliver': 1 });
    assert.equal(prompts.notices.length, 1);
    assert.match(prompts.notices[0]!.message, /Check the tenant domain and your network connection/);
    // A slow answer (within the timeout) is simply waited for.
    await emulator.faults('delay=1500@1x1:POST /api/v2/event-streams/*/redeliver');
    prompts.script({ kind: 'pick', value: 'All failed events' }, { kind: 'confirm', value: 'Redeliver' });
    await vscode.commands.executeCommand('authTenants.redeliverAllFailed', stream);
    assert.deepEqual(await failedIds(DEMO_EVENT_STREAM_IDS.userWebhook), []);
    assert.equal(prompts.notices.length, 2);
    assert.match(prompts.notices[1]!.message, /Redelivery of all failed events/);
  });

  it('delete stream, 503 then a reset: DELETE is idempotent, so it is retried and the stream is deleted once', async () => {
    const stream = await userStream();
    await emulator.faults('503@1x1:DELETE /api/v2/event-streams/*;reset@1x1:DELETE /api/v2/event-streams/*');
    prompts.script({ kind: 'confirm', value: 'Delete' });
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.deleteEventStream', stream);
    assert.deepEqual(writesOf(await requestsSince(before)), { 'DELETE /api/v2/event-streams/:id': 3 });
    assert.equal((await emulator.api('GET', `event-streams/${DEMO_EVENT_STREAM_IDS.userWebhook}`)).status, 404);
    assert.deepEqual(errorsOf(prompts.notices), []);
    assert.match(prompts.notices.at(-1)!.message, /Deleted the event stream/);
  });

  // ── Phone factors (PUT) ───────────────────────────────────────────────────────────────────────────────────
  it('set phone factors: a 429 storm and a 502 are retried (PUT is idempotent); a tenant that stays down gives one message', async () => {
    await emulator.faults('429=1@1x2:PUT /api/v2/guardian/*;502@1x1:PUT /api/v2/guardian/*');
    prompts.script({ kind: 'pickMany', value: ['SMS', 'Voice'] });
    await vscode.commands.executeCommand('authTenants.setPhoneFactors', await child(s, tenant, 'MFA Phone Factors'));
    assert.deepEqual((await emulator.api<Json>('GET', 'guardian/factors/phone/message-types')).body.message_types, ['sms', 'voice']);
    assert.deepEqual(errorsOf(prompts.notices), []);

    await emulator.faults('reset@1:PUT /api/v2/guardian/*');
    prompts.script({ kind: 'pickMany', value: ['Voice'] });
    const before = await emulator.stats();
    await vscode.commands.executeCommand('authTenants.setPhoneFactors', await child(s, tenant, 'MFA Phone Factors'));
    assert.equal((await requestsSince(before))['PUT /api/v2/guardian/factors/phone/message-types'], 4, 'the first attempt and 3 retries');
    assert.equal(errorsOf(prompts.notices).length, 1);
    assert.deepEqual((await emulator.api<Json>('GET', 'guardian/factors/phone/message-types')).body.message_types, ['sms', 'voice'], 'unchanged');
    await sleep(100);
    assert.equal(errorsOf(prompts.notices).length, 1, 'still one message');
  });

  it('no unhandled promise rejection so far', () => {
    assert.deepEqual(unhandledRejections().reasons, []);
  });
});
