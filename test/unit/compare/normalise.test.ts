// The normalised form per kind: server-only fields gone, secrets absent, keys sorted at every depth, ids of other
// resources shown by name (pure: no server).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectionsCompare } from '../../../src/kinds/connections/compare';
import { eventStreamsCompare } from '../../../src/kinds/eventStreams/compare';
import { tokenExchangeProfilesCompare } from '../../../src/kinds/tokenExchangeProfiles/compare';
import { vaultConnectionsCompare } from '../../../src/kinds/vaultConnections/compare';
import { verificationTemplatesCompare } from '../../../src/kinds/verificationTemplates/compare';
import { clean, sortKeys } from '../../../src/kinds/normalise';
import { withoutSecrets } from '../../../src/kinds/secrets';
import { phoneFactorsCompareKind } from '../../../src/kinds/phoneFactors/compare';
import { renderItem, renderMissing } from '../../../src/compare/render';

const english = (m: string, ...args: (string | number)[]) => m.replace(/\{(\d+)\}/g, (_w, i: string) => String(args[Number(i)]));
const text = (v: unknown) => JSON.stringify(v);

describe('compare: normalised form', () => {
  it('sorts keys at every depth and keeps array order', () => {
    const sorted = sortKeys({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } });
    assert.equal(text(sorted), '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}');
    assert.equal(text(sortKeys({ x: [3, 1, 2] })), '{"x":[3,1,2]}');
  });

  it('drops secret-named strings and PEM private keys at any depth, keeps flags and policies', () => {
    const value = withoutSecrets('any-kind', {
      client_secret: 's1', options: { gateway_authentication: { secret: 's2', secret_base64_encoded: false, method: 'bearer' }, passwordPolicy: 'good' },
      signing_key: { cert: 'PUBLIC', key: '-----BEGIN PRIVATE KEY-----\nabc' }, api_key: 's3', headerValue: 's4', apiKey: 's5',
    });
    assert.deepEqual(value, { options: { gateway_authentication: { secret_base64_encoded: false, method: 'bearer' }, passwordPolicy: 'good' }, signing_key: { cert: 'PUBLIC' } });
  });

  it('connection: no id, dates or client ids; enabled applications by name, sorted; ids listed as references', () => {
    const names = { applications: new Map([['app1', 'Storefront'], ['app2', 'Back Office']]) };
    const n = connectionsCompare.normalise({
      id: 'con_1', name: 'db', strategy: 'auth0', created_at: 'x', updated_at: 'y', enabled_clients: ['app1', 'app2', 'gone'],
      options: { passwordPolicy: 'good', brute_force_protection: true, gateway_authentication: { secret: 'hidden' }, configuration: { API_KEY: 'hidden2' }, twilio_token: 'hidden3', admin_access_token: 'hidden4', admin_refresh_token: 'hidden5', signing_key: { cert: 'PUBLIC', key: 'hidden6' } },
      display_name: 'DB', realms: ['db'],
    }, names);
    assert.equal(n.key, 'db');
    assert.deepEqual(Object.keys(n.value), ['display_name', 'enabled_applications', 'name', 'options', 'realms', 'strategy']);
    assert.deepEqual(n.value.enabled_applications, ['Back Office', 'gone', 'Storefront']);
    assert.deepEqual(Object.keys(n.value.options as object), ['brute_force_protection', 'gateway_authentication', 'passwordPolicy', 'signing_key']);
    assert.doesNotMatch(text(n.value), /hidden|con_1|app1|configuration|twilio_token|admin_access_token|admin_refresh_token|"key"/);
    assert.deepEqual(n.references.map((r) => [r.id, r.name]), [['app1', 'Storefront'], ['app2', 'Back Office'], ['gone', undefined]]);
  });

  it('the same connection answered in another key order normalises to the same text', () => {
    const a = connectionsCompare.normalise({ name: 'x', options: { a: 1, b: { c: 2, d: 3 } }, enabled_clients: ['1', '2'] }, {});
    const b = connectionsCompare.normalise({ enabled_clients: ['2', '1'], options: { b: { d: 3, c: 2 }, a: 1 }, name: 'x', id: 'other' }, {});
    assert.equal(text(a.value), text(b.value));
  });

  it('token exchange profile: keyed by subject_token_type, action by name (its id in the references), or the id when unknown', () => {
    const raw = { id: 'tep_1', name: 'P', subject_token_type: 'urn:x', action_id: 'act1', type: 'custom_authentication', created_at: 'x', updated_at: 'y' };
    const known = tokenExchangeProfilesCompare.normalise(raw, { actions: new Map([['act1', 'validate']]) });
    assert.equal(known.key, 'urn:x');
    assert.deepEqual(known.value, { action: 'validate', name: 'P', subject_token_type: 'urn:x', type: 'custom_authentication' });
    assert.deepEqual(known.references, [{ field: 'action', kind: 'action', id: 'act1', name: 'validate' }]);
    const unknown = tokenExchangeProfilesCompare.normalise(raw, {});
    assert.deepEqual(unknown.value.action, { id: 'act1', note: 'no action with this id could be read on this tenant' });
  });

  it('event stream: no webhook secret, no partner event source, subscriptions sorted', () => {
    const webhook = eventStreamsCompare.normalise({
      id: 'est_1', name: 's', status: 'enabled', created_at: 'x', updated_at: 'y',
      subscriptions: [{ event_type: 'user.updated' }, { event_type: 'user.created' }],
      destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://h', webhook_authorization: { method: 'bearer', token: 'tok-123' } } },
    }, {});
    assert.doesNotMatch(text(webhook.value), /tok-123|est_1|created_at/);
    assert.deepEqual(webhook.value.subscriptions, [{ event_type: 'user.created' }, { event_type: 'user.updated' }]);
    const bridge = eventStreamsCompare.normalise({ name: 'b', destination: { type: 'eventbridge', configuration: { aws_account_id: '1', aws_region: 'eu-west-1', aws_partner_event_source: 'aws.partner/x' } } }, {});
    assert.deepEqual(bridge.value.destination, { configuration: { aws_account_id: '1', aws_region: 'eu-west-1' }, type: 'eventbridge' });
  });

  it('vault connection: server-only fields gone, key is the trimmed lower-case name', () => {
    const n = vaultConnectionsCompare.normalise({
      id: 'ac_1', name: ' CRM Webhook ', app_id: 'HTTP', environment: 'production', ready: true, account_name: 'Bearer x', fingerprint: 'f', created_at: 'x', updated_at: 'y', refreshed_at: null,
    }, {});
    assert.equal(n.key, 'crm webhook');
    assert.deepEqual(n.value, { app_id: 'HTTP', name: ' CRM Webhook ' });
  });

  it('verification template and phone factors', () => {
    const t = verificationTemplatesCompare.normalise({ id: 'vct', name: 'T', type: 'mdl', created_at: 'x', presentation: { m: { n: { z: true, a: false } } } }, {});
    assert.equal(text(t.value), '{"name":"T","presentation":{"m":{"n":{"a":false,"z":true}}},"type":"mdl"}');
    const p = phoneFactorsCompareKind.normalise({ message_types: ['voice', 'sms'], provider: 'twilio', twilio: { sid: 'AC1', from: '+1', messaging_service_sid: null } }, {});
    assert.equal(p.key, 'phone-factors');
    assert.deepEqual(p.value, { message_types: ['sms', 'voice'], provider: 'twilio', twilio: { from: '+1', messaging_service_sid: null, sid: 'AC1' } });
  });

  it('clean keeps a null only where asked', () => {
    assert.deepEqual(clean('any-kind', { a: null, b: null, c: 1 }, [], ['a']), { a: null, c: 1 });
  });

  it('renders a side as JSONC: comment lines with ids, then the value; a missing side is one comment line', () => {
    const n = tokenExchangeProfilesCompare.normalise({ id: 'tep_1', name: 'P', subject_token_type: 'urn:x', action_id: 'act1' }, { actions: new Map([['act1', 'validate']]) });
    const doc = renderItem({ raw: { id: 'tep_1' }, complete: true, normalised: n }, 'token exchange profile', english);
    assert.equal(doc, '// token exchange profile "P" (tep_1)\n// action: validate is the action act1\n{\n  "action": "validate",\n  "name": "P",\n  "subject_token_type": "urn:x"\n}\n');
    assert.equal(renderMissing('token exchange profile', 'subject_token_type', 'urn:x', 'Production', english), '// No token exchange profile with the subject_token_type "urn:x" on Production.\n');
  });

  it('no module of src/compare, nor the kinds\' compare and files facets and their helpers, imports vscode', () => {
    const src = join(__dirname, '..', '..', '..', 'src');
    const ts = (dir: string) => readdirSync(join(src, dir)).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));
    const compare = ts('compare');
    assert.ok(compare.length >= 4, compare.join(', '));
    const kinds = readdirSync(join(src, 'kinds'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'facets')
      .flatMap((d) => ts(join('kinds', d.name)).filter((f) => /[\\/](compare|files)\.ts$/.test(f)));
    assert.ok(kinds.length >= 12, kinds.join(', '));
    const files = [...compare, ...ts(join('kinds', 'facets')), join('kinds', 'normalise.ts'), ...kinds];
    // A type-only import is erased from the build: only a runtime import counts.
    for (const file of files) assert.doesNotMatch(readFileSync(join(src, file), 'utf8'), /^import (?!type )[^;]*from\s+['"]vscode['"]|require\(['"]vscode['"]\)/m, file);
  });
});

describe('compare: pairing', () => {
  it('two resources of one tenant with the same key are both listed, never one lost', async () => {
    const { compareKindBetween } = await import('../../../src/compare/compare');
    const { NameCache } = await import('../../../src/compare/names');
    const lists = new Map<unknown, Record<string, unknown>[]>();
    const kind = { ...vaultConnectionsCompare, items: async function* (client: unknown) { yield* lists.get(client)!; } };
    const a = {} as never;
    const b = {} as never;
    lists.set(a, [{ id: 'ac_1', name: 'CRM', app_id: 'HTTP' }, { id: 'ac_2', name: 'crm ', app_id: 'SLACK' }]);
    lists.set(b, [{ id: 'ac_9', name: 'CRM', app_id: 'HTTP' }]);
    const entries = await compareKindBetween(kind, { client: a, names: new NameCache(a) }, { client: b, names: new NameCache(b) });
    assert.deepEqual(entries.map((e) => [e.status, e.name]), [['onlyA', 'crm '], ['same', 'CRM']]);
  });
});
