// The writes that once went straight through on a production tenant, in real VS Code against the emulator: Create
// Flows Vault Connection…, Rename…, Enable Event Stream, Redeliver (one, inline), Redeliver Event… and Send Test
// Event…. On a development tenant each sends at once, unasked; on a production tenant each asks first, naming the
// tenant and the change, and a dismissed question sends nothing and says nothing.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS as S, DEMO_VAULT_CONNECTION_IDS as V } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { emulator } from './helpers/emulator';
import { child, children } from './helpers/extension';
import type { Answer } from './helpers/scriptedPrompts';
import { cleanTenant, requestsSince, writesOf, type ButtonPrompts } from './reliability/support';

/** Typed here; the harness's secret scan looks for it in every artifact. */
const BEARER = 'prod-writes-bearer-api-key-5a9c2e';
const USER = 'user-lifecycle-webhook';
const ORG = 'org-events-eventbridge';
const PRODUCTION = 'on Local emulator\\?.*PRODUCTION tenant';

describe('Production tenants: writes ask first, naming the tenant and the change', function () {
  this.timeout(90_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  const group = (name: string) => child(s, tenant, name);
  const row = async (groupName: string, name: string) => child(s, await group(groupName), name);
  const confirmsAsked = () => prompts.scripted.asked.filter((a) => a.kind === 'confirm').length;

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant(false));
  });

  afterEach(async () => {
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'development' });
  });

  async function production(): Promise<void> {
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    [tenant] = await children(s);
  }

  /** On development: the answers, no question; one write to `route` is sent. */
  async function unasked(run: () => PromiseLike<unknown>, answers: Answer[], route: RegExp): Promise<void> {
    const before = await emulator.stats();
    const confirms = confirmsAsked();
    prompts.script(...answers);
    await run();
    assert.equal(prompts.scripted.pending, 0);
    assert.equal(confirmsAsked(), confirms, 'no question on a development tenant');
    const writes = writesOf(await requestsSince(before));
    assert.deepEqual(Object.keys(writes).filter((r) => route.test(r)).map((r) => writes[r]), [1], JSON.stringify(writes));
  }

  /** On production: the answers, then the question (matching `question`), dismissed: nothing sent, nothing said. */
  async function dismissed(run: () => PromiseLike<unknown>, answers: Answer[], question: RegExp): Promise<void> {
    const before = await emulator.stats();
    const notices = prompts.notices.length;
    prompts.script(...answers, { kind: 'confirm', value: undefined, expect: question });
    await run();
    assert.equal(prompts.scripted.pending, 0, 'the question was asked');
    assert.deepEqual(prompts.notices.slice(notices), [], 'a dismissed question says nothing');
    assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing sent');
  }

  it('Create Flows Vault Connection…', async () => {
    const run = () => vscode.commands.executeCommand('authTenants.createVaultConnection');
    const answers = (name: string): Answer[] => [{ kind: 'pick', value: 'HTTP request' }, { kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: name }, { kind: 'input', value: BEARER }];
    await unasked(run, answers('Dev API'), /^POST \/api\/v2\/flows\/vault\/connections$/);
    await production();
    await dismissed(run, answers('Prod API'), new RegExp(`Create the HTTP request vault connection "Prod API" ${PRODUCTION}`));
  });

  it('Rename… of a vault connection; accepted, the new name is sent', async () => {
    const run = async (name: string) => vscode.commands.executeCommand('authTenants.renameVaultConnection', await row('Flows Vault Connections', name));
    await unasked(() => run('Newsletter sync'), [{ kind: 'input', value: 'Newsletter (dev)' }], /^PATCH /);
    await production();
    await dismissed(() => run('CRM webhook'), [{ kind: 'input', value: 'CRM (prod)' }], new RegExp(`Rename the vault connection "CRM webhook" to "CRM \\(prod\\)" ${PRODUCTION}`));
    prompts.script({ kind: 'input', value: 'CRM (prod)' }, { kind: 'confirm', value: 'Rename' });
    await run('CRM webhook');
    assert.equal((await emulator.api<{ name: string }>('GET', `flows/vault/connections/${V.httpBearer}`)).body.name, 'CRM (prod)');
  });

  it('Enable Event Stream (disabling asks on every tenant)', async () => {
    const run = async (name: string) => vscode.commands.executeCommand('authTenants.enableEventStream', await row('Event Streams', name));
    for (const name of [USER, ORG]) {
      prompts.script({ kind: 'confirm', value: 'Disable' });
      await vscode.commands.executeCommand('authTenants.disableEventStream', await row('Event Streams', name));
    }
    await unasked(() => run(USER), [], /^PATCH /);
    await production();
    await dismissed(() => run(ORG), [], new RegExp(`Enable the event stream "${ORG}" ${PRODUCTION}`));
  });

  it('Redeliver, inline on one failed delivery', async () => {
    const deliveries = async () => children(s, await row('Event Streams', USER));
    await unasked(async () => vscode.commands.executeCommand('authTenants.redeliverDelivery', (await deliveries())[0]), [], /redeliver/);
    await production();
    await dismissed(async () => vscode.commands.executeCommand('authTenants.redeliverDelivery', (await deliveries())[0]), [],
      new RegExp(`Redeliver the event \\S+ \\(evt_\\w+\\) to the stream "${USER}" ${PRODUCTION}`));
  });

  it('Redeliver Event… from the palette', async () => {
    const run = () => vscode.commands.executeCommand('authTenants.redeliverEvent');
    const answers = (id: string): Answer[] => [{ kind: 'pick', value: (v: { id: string }) => v.id === S.orgEventBridge }, { kind: 'pick', value: id }];
    const [first, second] = DEMO_EVENT_IDS.orgEventBridge.failed;
    await unasked(run, answers(first), /redeliver/);
    await production();
    await dismissed(run, answers(second), new RegExp(`Redeliver the event ${second} to the stream "${ORG}" ${PRODUCTION}`));
  });

  it('Send Test Event…', async () => {
    const run = async () => vscode.commands.executeCommand('authTenants.sendTestEvent', await row('Event Streams', ORG));
    prompts.buttons.push(undefined);
    await unasked(run, [{ kind: 'pick', value: 'organization.member.added' }], /\/test$/);
    await production();
    await dismissed(run, [{ kind: 'pick', value: 'organization.member.added' }],
      new RegExp(`Send a test organization.member.added event to the stream "${ORG}" ${PRODUCTION}`));
  });
});
