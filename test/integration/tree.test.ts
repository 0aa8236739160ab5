import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_TEMPLATE_COUNT } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';

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
    assert.deepEqual(groups, ['Token Exchange Profiles', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates']);
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
    assert.equal(streams.length, 2);
    const deliveries = await children(s, streams.find((n) => /user/i.test(label(s, n)))!);
    assert.deepEqual(deliveries.map((n) => n.id.split('/').pop()).sort(), [...DEMO_EVENT_IDS.userWebhook.failed].sort());
    assert.match(String(s.tree.getTreeItem(deliveries[0]).contextValue), /\bredeliverable\b/);
  });

  it('shows the phone factors state', async () => {
    const nodes = await children(s, await child(s, tenant, 'MFA Phone Factors'));
    assert.deepEqual(nodes.map((n) => `${label(s, n)}=${String(s.tree.getTreeItem(n).description)}`), ['SMS=enabled', 'Voice=disabled']);
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
    assert.match(label(s, nodes[0]), /Missing scope read:token_exchange_profiles/);
    assert.ok((await children(s, await child(s, narrow, 'Connections'))).length > 5, 'the readable list still loads');
    await s.registry.remove('narrow');
  });
});
