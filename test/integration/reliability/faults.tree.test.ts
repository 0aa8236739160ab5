// Faults while the tree loads and pages (emulator fault injection): reads recover within the retry policy,
// a failure becomes one node and at most one notice, a timeout never leaves a node loading forever, and an
// offline tenant is reported once — not once per node.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { emulator } from '../helpers/emulator';
import { child, children, label } from '../helpers/extension';
import { ButtonPrompts, errorsOf, messageKinds, probeUnhandledRejections, requestsSince, setting, unhandledRejections, warningsOf, cleanTenant } from './support';

const GROUPS = ['Token Exchange Profiles', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates'];
const TEMPLATES = 'GET /api/v2/verifiable-credentials/verification/templates';

describe('Reliability: faults while the tree loads', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant());
  });

  afterEach(async () => {
    await emulator.faults('');
    await setting('requestTimeoutSeconds', undefined);
  });

  const notices = () => prompts.notices;

  it('5xx, resets, a 429 storm and a slow answer on reads: every list recovers within the retry policy, silently', async () => {
    await emulator.faults([
      '503@1x2:GET /api/v2/connections*',
      'reset@1x2:GET /api/v2/flows/vault/connections*',
      '429=1@1x3:GET /api/v2/token-exchange-profiles*',
      'delay=1500@1x1:GET /api/v2/event-streams*',
      '502@1x1:GET /api/v2/guardian/*',
    ].join(';'));
    const before = await emulator.stats();
    const lists = await Promise.all(GROUPS.slice(0, 5).map(async (g) => children(s, await child(s, tenant, g))));
    for (const [i, nodes] of lists.entries()) assert.deepEqual(messageKinds(nodes), [], `${GROUPS[i]} loaded`);
    const sent = await requestsSince(before);
    assert.equal(sent['GET /api/v2/connections'], 3, 'two 503s, then the answer');
    assert.equal(sent['GET /api/v2/flows/vault/connections'], 3, 'two resets, then the answer');
    assert.equal(sent['GET /api/v2/token-exchange-profiles'], 4, 'three 429s (Retry-After 1), then the answer');
    assert.equal(sent['GET /api/v2/event-streams'], 1, 'a slow answer is waited for');
    assert.deepEqual(prompts.notices, [], 'a recovered read shows nothing');
  });

  it('a read that keeps failing becomes one error node (after the retries) and Retry loads it once the tenant recovers', async () => {
    await emulator.faults('503@1:GET /api/v2/connections*');
    const before = await emulator.stats();
    const group = await child(s, tenant, 'Connections');
    const nodes = await children(s, group);
    assert.deepEqual(messageKinds(nodes), ['error']);
    const [node] = nodes;
    assert.match(String(s.tree.getTreeItem(node!).description), /failed to process the request \(503 \(Injected fault\)\)\. Try again later\./);
    assert.equal(s.tree.getTreeItem(node!).command?.command, 'authTenants.refreshNode', 'clicking it retries');
    assert.equal((await requestsSince(before))['GET /api/v2/connections'], 4, 'the first attempt and 3 retries, no more');
    assert.deepEqual(prompts.notices, [], 'the node says it; no notification on top');
    await emulator.faults('');
    const command = s.tree.getTreeItem(node!).command!;
    await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []));
    assert.ok((await children(s, group)).length > 5, 'the list loads after Retry');
  });

  it('a request timeout turns into an error node (never a node loading forever) and one notice', async () => {
    await setting('requestTimeoutSeconds', 5);
    assert.equal(vscode.workspace.getConfiguration('authTenants').get('requestTimeoutSeconds'), 5);
    s.sessions.forget('local-emulator'); // (the setting change does this too) a client with the new timeout
    await children(s, tenant);
    await emulator.faults(`delay=30000@1:${TEMPLATES}*`);
    const started = Date.now();
    const nodes = await children(s, await child(s, tenant, 'Verification Templates'));
    const elapsed = Date.now() - started;
    assert.ok(elapsed < 10_000, `answered in ${elapsed} ms`);
    assert.deepEqual(messageKinds(nodes), ['offline']);
    assert.match(String(s.tree.getTreeItem(nodes[0]!).description), /did not answer within 5 s/);
    assert.equal(warningsOf(prompts.notices).length, 1, JSON.stringify(prompts.notices));
    assert.match(warningsOf(prompts.notices)[0]!.message, /Local emulator is unreachable: .*did not answer within 5 s/);
    assert.deepEqual(errorsOf(prompts.notices), []);
  });

  it('an offline tenant is reported once, not on every node; after it recovers, a new outage is reported again', async () => {
    await emulator.faults('reset@1:* /api/v2/*');
    const groups = await Promise.all(GROUPS.map((g) => child(s, tenant, g)));
    const lists = await Promise.all(groups.map((g) => children(s, g)));
    for (const [i, nodes] of lists.entries()) {
      assert.deepEqual(messageKinds(nodes), ['offline'], `${GROUPS[i]} shows it is offline`);
    }
    assert.equal(warningsOf(prompts.notices).length, 1, `one warning for six failed groups: ${JSON.stringify(prompts.notices)}`);
    assert.match(warningsOf(prompts.notices)[0]!.message, /^Local emulator is unreachable: /);
    assert.deepEqual(errorsOf(prompts.notices), []);

    await emulator.faults('');
    await vscode.commands.executeCommand('authTenants.refresh');
    [tenant] = await children(s);
    const back = await children(s, await child(s, tenant, 'Connections'));
    assert.ok(back.length > 5 && messageKinds(back).length === 0, 'back online');
    assert.equal(prompts.notices.length, 1, 'recovering is silent');

    await emulator.faults('reset@1:* /api/v2/*');
    await children(s, await child(s, tenant, 'Event Streams'));
    await children(s, await child(s, tenant, 'Flows Vault Connections'));
    assert.equal(warningsOf(prompts.notices).length, 2, 'the new outage is reported once more');
  });

  it('Load more under faults: recovers from 5xx; a page that keeps failing keeps what is shown and gives one message', async () => {
    const group = await child(s, tenant, 'Verification Templates');
    assert.equal((await children(s, group)).length, 51);
    await emulator.faults(`503@1x2:${TEMPLATES}*;429=1@1x1:${TEMPLATES}*`);
    await vscode.commands.executeCommand('authTenants.loadMore', group);
    let nodes = await children(s, group);
    assert.equal(nodes.length, 101, '100 templates and Load more');
    assert.equal(new Set(nodes.map((n) => n.id)).size, nodes.length, 'no template twice');
    assert.deepEqual(prompts.notices, []);

    await emulator.faults(`reset@1:${TEMPLATES}*`);
    await vscode.commands.executeCommand('authTenants.loadMore', group);
    nodes = await children(s, group);
    assert.equal(nodes.length, 101, 'what was loaded stays');
    assert.equal(label(s, nodes[100]!), 'Load more…', 'Load more is still offered');
    assert.equal(notices().length, 1, `one message for one failed Load more: ${JSON.stringify(notices())}`);
    assert.equal(notices()[0]!.kind, 'error');
    assert.match(notices()[0]!.message, /Check the tenant domain and your network connection/);
  });

  it('the unhandled-rejection counter works in this extension host, and has counted none so far', async () => {
    await probeUnhandledRejections();
    assert.deepEqual(unhandledRejections().reasons, []);
  });
});
