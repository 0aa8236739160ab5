// The application description: its document (the PATCH fields; client id, tenant and what the service sets in the
// header; never the secret), its URL list diagnostics, the PATCH it plans, its rows (type, own client), the refusal
// to delete the client the extension signs in with, and its calls against the emulator (no secret ever returned
// but by rotate).
import assert from 'node:assert/strict';
import { ADMIN, harnessSuite } from '../api/emulatorHarness';
import { DEMO_APPLICATION_IDS as A } from '../../../src/emulator/seed/applications';
import { applications } from '../../../src/kinds/applications';
import { createApplication, getApplication, listApplicationsPage, rotateApplicationSecret, updateApplication } from '../../../src/kinds/applications/api';
import { planApplication } from '../../../src/kinds/applications/copy';
import { applicationBody } from '../../../src/kinds/applications/draftFacet';
import { applicationsKind as kind } from '../../../src/kinds/applications/editor';
import { applicationsTree } from '../../../src/kinds/applications/tree';
import { urlProblem } from '../../../src/kinds/applications/urls';
import { documentProblems } from '../../../src/kinds/checks';
import { notEditableKeys, renderDocument, toEditable } from '../../../src/kinds/document';
import type { EditContext, Resource } from '../../../src/kinds/kind';
import { planPatch } from '../../../src/kinds/plan';

const SCOPES = new Set(['read:clients', 'update:clients']);
const contextOf = (r: Resource): EditContext => ({ scopes: SCOPES, hidden: new Set(), identity: kind.identity(r) });
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const portal: Resource = {
  client_id: 'aBcDeFgHiJkLmNoPqRsTuVwXyZ012345', tenant: 'demo', global: false, is_first_party: true, name: 'Portal', app_type: 'regular_web',
  callbacks: ['https://portal.example.com/callback', 'https://*.portal.example.com/callback'], allowed_origins: [], web_origins: ['https://portal.example.com'],
  allowed_logout_urls: ['https://portal.example.com/'], grant_types: ['authorization_code', 'refresh_token'], token_endpoint_auth_method: 'client_secret_post',
  oidc_conformant: true, jwt_configuration: { alg: 'RS256', lifetime_in_seconds: 36000, secret_encoded: false }, client_metadata: { team: 'web' },
  refresh_token: { rotation_type: 'non-rotating', expiration_type: 'non-expiring' }, signing_keys: [{ cert: 'x' }], client_secret: 'sEcReT-never-in-a-document-0123456789abcdef',
};

function edit(r: Resource, change: (doc: Doc) => void) {
  const ctx = contextOf(r);
  const base = toEditable(kind, r, ctx.hidden);
  const edited = structuredClone(base) as Doc;
  change(edited);
  const text = renderDocument(kind, edited);
  return { base, text, plan: planPatch(kind, base, edited, ctx), problems: documentProblems(kind, text, { base, ctx }) };
}
const at = (problems: { message: string; path: unknown[] }[]) => problems.map((p) => `${p.path.join('.')}: ${p.message}`).join('\n');

describe('kind: applications', () => {
  it('the document holds the PATCH fields, never client_secret; what the service sets is in the header', () => {
    const text = renderDocument(kind, toEditable(kind, portal, new Set()));
    assert.ok(!('client_secret' in JSON.parse(text)) && !text.includes(String(portal.client_secret)));
    assert.deepEqual(Object.keys(JSON.parse(text)).slice(0, 4), ['name', 'app_type', 'callbacks', 'allowed_origins']);
    assert.deepEqual(notEditableKeys(kind, portal).sort(), ['client_id', 'client_secret', 'global', 'is_first_party', 'signing_keys', 'tenant'].sort());
    assert.equal(edit(portal, () => undefined).problems.length, 0, 'what the server sent is not refused');
  });

  it('URL lists: each entry a URL, a wildcard only as the host\'s first labels, no entry twice, origins without a path', () => {
    assert.match(at(edit(portal, (d) => d.callbacks.push('portal.example.com/cb')).problems), /^callbacks\.2: .*not a URL/m);
    assert.match(at(edit(portal, (d) => d.callbacks.push('https://portal.example.com/*')).problems), /^callbacks\.2: .*wildcard/m);
    assert.match(at(edit(portal, (d) => d.callbacks.push('https://*/cb')).problems), /^callbacks\.2: .*wildcard/m);
    assert.match(at(edit(portal, (d) => d.callbacks.push('https://portal.example.com/callback')).problems), /^callbacks\.2: .*twice/m);
    assert.match(at(edit(portal, (d) => d.web_origins.push('https://portal.example.com/app')).problems), /^web_origins\.1: .*origin/m);
    assert.equal(edit(portal, (d) => d.callbacks.push('com.example.app://callback', 'http://localhost:3000/callback')).problems.length, 0);
    assert.equal(urlProblem('https://{organization_name}.example.com', 'origin'), undefined);
  });

  it('other fields by the contract: name without < >, description ≤ 140, the auth method and refresh token enums', () => {
    assert.match(at(edit(portal, (d) => (d.name = '<b>Portal</b>')).problems), /^name: /m);
    assert.match(at(edit(portal, (d) => (d.description = 'x'.repeat(141))).problems), /^description: /m);
    assert.match(at(edit(portal, (d) => (d.token_endpoint_auth_method = 'private_key')).problems), /^token_endpoint_auth_method: /m);
    assert.match(at(edit(portal, (d) => (d.refresh_token.rotation_type = 'sometimes')).problems), /^refresh_token\.rotation_type: /m);
    const base = toEditable(kind, portal, new Set());
    const typed = documentProblems(kind, JSON.stringify({ ...base, client_secret: 'typed' }), { base, ctx: contextOf(portal) });
    assert.equal(typed[0]?.severity, 'error', 'a secret typed in is refused, never sent');
    assert.match(typed[0]!.message, /client_secret/);
  });

  it('plans only what changed', () => {
    const { plan } = edit(portal, (d) => {
      d.allowed_logout_urls.push('https://portal.example.com/bye');
      d.oidc_conformant = false;
    });
    assert.ok(plan.ok);
    assert.deepEqual(plan.body, { allowed_logout_urls: ['https://portal.example.com/', 'https://portal.example.com/bye'], oidc_conformant: false });
  });

  it('rows show the type; the client the extension signs in with is marked and not deletable, and its delete is refused', () => {
    const spa = applicationsTree.row({ client_id: 'x', name: 'Shop', app_type: 'spa', token_endpoint_auth_method: 'none' }, { canUpdate: true });
    assert.equal(spa.description, 'SPA');
    assert.equal(spa.icon.id, 'browser');
    assert.ok(spa.context.includes('deletable') && !spa.context.includes('hasSecret'));
    const own = applicationsTree.row({ client_id: 'me', name: 'CLI', app_type: 'non_interactive' }, { canUpdate: true, ownClientId: 'me' });
    assert.match(own.description ?? '', /^M2M · signed in with this$/);
    assert.ok(own.context.includes('ownClient') && !own.context.includes('deletable'));
    assert.match(applications.remove?.refuse?.({ client_id: 'me', name: 'CLI' }, { clientId: 'me' }) ?? '', /signs in to the tenant with/);
    assert.equal(applications.remove?.refuse?.({ client_id: 'other', name: 'Shop' }, { clientId: 'me' }), undefined);
  });

  it('a new application\'s body: the web types with their callback, logout URL and origin', () => {
    assert.deepEqual(applicationBody('Shop', 'spa', 'https://shop.example.com/cb'), {
      name: 'Shop', app_type: 'spa', callbacks: ['https://shop.example.com/cb'], allowed_logout_urls: ['https://shop.example.com/'], web_origins: ['https://shop.example.com'],
    });
    assert.deepEqual(applicationBody('Job', 'non_interactive'), { name: 'Job', app_type: 'non_interactive' });
  });

  it('a copy never carries the secret: a created application gets its own on the target, and the plan says so', () => {
    const created = planApplication({ resource: portal, names: {} }, { names: {}, scopes: new Set(['create:clients']) });
    assert.equal(created.action.kind, 'create');
    assert.ok(created.action.kind === 'create' && !JSON.stringify(created.action).includes(String(portal.client_secret)) && !('client_secret' in created.action.body));
    assert.match(created.notCopied.map((n) => `${n.field}: ${n.reason}`).join('\n'), /^client_secret: .*gets its own secret on the target/m);
    const target = { ...portal, client_id: 'tArGeT', callbacks: ['https://portal.example.com/callback'], client_secret: 'another-secret-of-the-target-0123456789' };
    const updated = planApplication({ resource: portal, names: {} }, { resource: target, names: {}, scopes: new Set(['update:clients']) });
    assert.ok(updated.action.kind === 'update');
    assert.equal(updated.action.id, 'tArGeT');
    assert.deepEqual(updated.action.body, { callbacks: portal.callbacks });
    assert.match(updated.notCopied[0]!.reason, /keeps its own/);
  });

  describe('against the emulator', () => {
    const h = harnessSuite();
    it('lists in pages and reads without the secret even with read:client_keys; rotate answers the secret apart', async () => {
      const c = h.client();
      assert.ok((await c.scopes()).has('read:client_keys'));
      const first = await listApplicationsPage(c, { take: 5 });
      assert.equal(first.items.length, 5);
      assert.equal(first.items[0]?.client_id, ADMIN.clientId);
      const second = await listApplicationsPage(c, { from: first.cursor, take: 5 });
      assert.ok(second.items.length > 0 && second.items[0]?.client_id !== first.items[0]?.client_id);
      for (const app of [...first.items, ...second.items]) assert.equal(app.client_secret, undefined);
      assert.equal((await getApplication(c, A.customerPortal)).client_secret, undefined);
      const created = await createApplication(c, applicationBody('Unit M2M', 'non_interactive'));
      assert.equal(created.client_secret, undefined, 'create drops the secret it answers');
      const updated = await updateApplication(c, A.customerPortal, { description: 'edited' });
      assert.equal(updated.client_secret, undefined);
      const { application, secret } = await rotateApplicationSecret(c, A.customerPortal);
      assert.ok(secret.length >= 32);
      assert.ok(!JSON.stringify(application).includes(secret));
    });
  });
});
