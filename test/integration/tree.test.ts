import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS, DEMO_TEMPLATE_COUNT } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, hovered, label } from './helpers/extension';

async function requestsTo(route: string, run: () => Promise<unknown>): Promise<number> {
  const before = (await emulator.stats()).byRoute[route] ?? 0;
  await run();
  return ((await emulator.stats()).byRoute[route] ?? 0) - before;
}

describe('Tenant tree', () => {
  let s: Services;
  let tenant: TreeNode;

  before(async () => {
    await emulator.reset();
    ({ services: s } = await freshTenant());
    [tenant] = await children(s);
  });

  it('lists the emulator tenant with its environment and every resource group in order', async () => {
    assert.equal(label(s, tenant), 'Local emulator');
    assert.match(String(s.tree.getTreeItem(tenant).description), /development · 127\.0\.0\.1/);
    const groups = (await children(s, tenant)).map((n) => label(s, n));
    assert.deepEqual(groups, ['Applications', 'APIs', 'Actions', 'Token Exchange Profiles', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates']);
  });

  it('loads connections with one request and shows each strategy', async () => {
    const group = await child(s, tenant, 'Connections');
    let nodes: TreeNode[] = [];
    assert.equal(await requestsTo('GET /api/v2/connections', async () => (nodes = await children(s, group))), 1);
    const db = nodes.find((n) => label(s, n) === 'Username-Password-Authentication');
    assert.ok(db, 'the database connection is listed');
    assert.equal(s.tree.getTreeItem(db).description, 'auth0');
    assert.ok(nodes.some((n) => s.tree.getTreeItem(n).description === 'google-oauth2'));
    assert.match(String(s.tree.getTreeItem(db).contextValue), /\beditable\b/);
  });

  it('pages verification templates with Load more until the last page', async () => {
    const group = await child(s, tenant, 'Verification Templates');
    let nodes = await children(s, group);
    assert.equal(nodes.length, 51, '50 templates and a Load more node');
    assert.equal(label(s, nodes[50]), 'Load more…');
    const more = await requestsTo('GET /api/v2/verifiable-credentials/verification/templates', async () => {
      await vscode.commands.executeCommand('authTenants.loadMore', group);
      nodes = await children(s, group);
    });
    assert.equal(more, 1, 'Load more makes one request');
    assert.equal(nodes.length, 101);
    await vscode.commands.executeCommand('authTenants.loadMore', group);
    nodes = await children(s, group);
    assert.equal(nodes.length, DEMO_TEMPLATE_COUNT, 'all templates and no Load more node');
    assert.notEqual(label(s, nodes[nodes.length - 1]), 'Load more…');
    assert.equal(new Set(nodes.map((n) => n.id)).size, nodes.length, 'no template is listed twice');
  });

  it('shows the failed deliveries under each event stream', async () => {
    const streams = await children(s, await child(s, tenant, 'Event Streams'));
    assert.equal(streams.length, 3, 'a webhook, an EventBridge and an Action destination');
    const deliveries = await children(s, streams.find((n) => /user-lifecycle/i.test(label(s, n)))!);
    assert.deepEqual(deliveries.map((n) => n.id.split('/').pop()).sort(), [...DEMO_EVENT_IDS.userWebhook.failed].sort());
    assert.match(String(s.tree.getTreeItem(deliveries[0]).contextValue), /\bredeliverable\b/);
  });

  it('shows the phone factors state', async () => {
    const nodes = await children(s, await child(s, tenant, 'MFA Phone Factors'));
    assert.deepEqual(nodes.map((n) => `${label(s, n)}=${String(s.tree.getTreeItem(n).description)}`),
      ['SMS=enabled', 'Voice=disabled', 'Provider: auth0=undefined', 'Message Templates=enrollment · verification']);
  });

  it('refreshing a group reloads it with one request, and other groups keep their items', async () => {
    const group = await child(s, tenant, 'Flows Vault Connections');
    assert.equal((await children(s, group)).length, 2);
    const count = await requestsTo('GET /api/v2/flows/vault/connections', async () => {
      await vscode.commands.executeCommand('authTenants.refreshNode', group);
      await children(s, group);
    });
    assert.equal(count, 1);
  });

  it('shows a missing-scope node instead of requesting a list the token cannot read', async () => {
    const narrowed = await fetch(`${process.env.AUTH_TENANTS_EMULATOR_URL}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${process.env.AUTH_TENANTS_EMULATOR_URL}/api/v2/`, scope: 'read:connections' }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    await s.registry.save(
      { id: 'narrow', label: 'Narrow token', domain: process.env.AUTH_TENANTS_EMULATOR_URL!, environment: 'staging', method: 'access-token' },
      { accessToken: narrowed.access_token },
    );
    const narrow = (await children(s)).find((n) => label(s, n) === 'Narrow token')!;
    const group = await child(s, narrow, 'Token Exchange Profiles');
    let nodes: TreeNode[] = [];
    assert.equal(await requestsTo('GET /api/v2/token-exchange-profiles', async () => (nodes = await children(s, group))), 0);
    assert.equal(nodes.length, 1);
    assert.equal(label(s, nodes[0]), 'Missing scope', 'a label that fits the side bar');
    assert.equal(s.tree.getTreeItem(nodes[0]).description, 'read:token_exchange_profiles', 'the scope is the description');
    assert.match(String(s.tree.getTreeItem(nodes[0]).tooltip), /Grant read:token_exchange_profiles/);
    assert.ok((await children(s, await child(s, narrow, 'Connections'))).length > 5, 'the readable list still loads');
    await s.registry.remove('narrow');
  });

  /** Runs the command a click on the row runs. */
  async function click(node: TreeNode, expected = 'authTenants.openResource'): Promise<vscode.TextDocument> {
    const command = s.tree.getTreeItem(node).command;
    assert.equal(command?.command, expected, `clicking ${node.id} opens it`);
    await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []));
    const editor = vscode.window.activeTextEditor;
    assert.ok(editor, 'an editor opened');
    return editor.document;
  }

  it('clicking a stream opens it for editing (the token may update streams); a failed delivery read-only as JSON', async () => {
    const stream = await child(s, await child(s, tenant, 'Event Streams'), /user/i);
    const streamDoc = await click(stream, 'authTenants.editEventStream');
    assert.equal(streamDoc.uri.scheme, 'auth-tenants');
    assert.ok(streamDoc.uri.path.includes(`/event-streams/${DEMO_EVENT_STREAM_IDS.userWebhook}/`));
    const [delivery] = await children(s, stream);
    const deliveryDoc = await click(delivery);
    const parsed = JSON.parse(deliveryDoc.getText().replace(/^\/\/.*\n/gm, '')) as { id: string; attempts: unknown[] }; // after its comment header
    assert.equal(parsed.id, delivery.id.split('/').pop());
    assert.ok(parsed.attempts.length > 0, 'the attempts with their errors are shown');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('group counts stay after Refresh All and after refreshing a group, then follow the server', async () => {
    const vault = await child(s, tenant, 'Flows Vault Connections');
    await children(s, vault);
    await children(s, await child(s, tenant, 'MFA Phone Factors'));
    const description = async (name: string) => s.tree.getTreeItem(await child(s, tenant, name)).description;
    assert.equal(await description('Flows Vault Connections'), '2');
    assert.equal(await description('MFA Phone Factors'), 'sms');
    await vscode.commands.executeCommand('authTenants.refresh');
    assert.equal(await description('Flows Vault Connections'), '2', 'the count stays before the group is loaded again');
    assert.equal(await description('MFA Phone Factors'), 'sms');
    await vscode.commands.executeCommand('authTenants.refreshNode', await child(s, tenant, 'Flows Vault Connections'));
    assert.equal(await description('Flows Vault Connections'), '2', 'and after refreshing the group itself');
    const created = await emulator.api('POST', 'flows/vault/connections', { name: 'Counted', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY', api_key: 'ac-count-key-0123456789', base_url: 'https://count.api-us1.com' } });
    assert.equal(created.status, 201);
    await vscode.commands.executeCommand('authTenants.refreshNode', await child(s, tenant, 'Flows Vault Connections'));
    assert.equal(await description('Flows Vault Connections'), '3', 'refreshed, it shows the new count');
  });

  it('a refresh shows the server\'s count: a resource created behind the extension\'s back is counted, the group not expanded again', async () => {
    const group = () => child(s, tenant, 'Connections');
    const count = async () => Number(s.tree.getTreeItem(await group()).description);
    await children(s, await group());
    const before = await count();
    const created: string[] = [];
    try {
      const first = await emulator.api<{ id: string }>('POST', 'connections', { name: 'counted-behind-back-1', strategy: 'auth0' });
      assert.equal(first.status, 201);
      created.push(first.body.id);
      await vscode.commands.executeCommand('authTenants.refresh');
      assert.equal(await count(), before + 1, 'Refresh All shows the new count');
      const second = await emulator.api<{ id: string }>('POST', 'connections', { name: 'counted-behind-back-2', strategy: 'auth0' });
      created.push(second.body.id);
      await vscode.commands.executeCommand('authTenants.refreshNode', await group());
      assert.equal(await count(), before + 2, 'refreshing the group shows the new count');
    } finally {
      for (const id of created) await emulator.api('DELETE', `connections/${id}`);
    }
  });

  it('a resource row builds its tooltip when hovered, not when shown (10,000 rows stay small)', async () => {
    const [tenant] = await children(s);
    const profiles = await children(s, await child(s, tenant, 'Token Exchange Profiles'));
    const profile = profiles[0];
    const item = s.tree.getTreeItem(profile!);
    assert.equal(item.tooltip, undefined, 'no tooltip is kept with the row');
    const tip = hovered(s, profile!).tooltip;
    assert.ok(tip instanceof vscode.MarkdownString && /\bid:/.test(tip.value), 'hovering builds it');
    assert.ok(profiles.length >= 2);
    assert.equal(s.tree.getTreeItem(profiles[1]!).iconPath, item.iconPath, 'rows of a kind share one icon object');
  });

  it('message rows fit the default side bar width: a short label, the tenant\'s message in the description and tooltip', async () => {
    await emulator.faults('400@1:GET /api/v2/connections*');
    try {
      const group = await child(s, tenant, 'Connections');
      await vscode.commands.executeCommand('authTenants.refreshNode', group);
      const [node] = await children(s, group);
      const item = s.tree.getTreeItem(node);
      assert.equal(label(s, node), 'Request failed');
      assert.ok(String(item.description).length > 10, `the message is the description: ${String(item.description)}`);
      assert.ok(String(item.tooltip).includes(String(item.description)), 'the tooltip has all of it');
    } finally {
      await emulator.faults('');
    }
    // Every row the extension names itself (tenants, groups, messages, Load more) fits about 30 characters.
    const own: string[] = [];
    const walk = async (node: TreeNode | undefined, depth: number): Promise<void> => {
      for (const n of await children(s, node)) {
        if (!/\/(est_|evt_|con_|ac_|tep_|vct_)|[0-9a-f-]{36}$/.test(n.id)) own.push(label(s, n));
        if (depth < 2) await walk(n, depth + 1);
      }
    };
    await walk(undefined, 0);
    assert.deepEqual(own.filter((l) => l.length > 30), [], 'labels longer than the default side bar shows');
  });
});
