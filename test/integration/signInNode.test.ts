// A tenant whose stored client secret the token endpoint refuses (e.g. rotated on the server) expands to one
// "Sign-in failed" node that opens Edit Tenant, not to a generic error that only offers a retry.
import * as assert from 'node:assert/strict';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';

describe('Tree: a refused sign-in', function () {
  this.timeout(60_000);

  it('a client secret the token endpoint refuses shows one sign-in node that opens Edit Tenant', async () => {
    await emulator.reset();
    const { services: s } = await freshTenant();
    await s.registry.save(
      { id: 'rotated', label: 'Rotated secret', domain: emulatorUrl(), environment: 'development', method: 'client-secret', clientId: 'emulator-admin' },
      { clientSecret: 'a-secret-rotated-away' },
    );
    const before = (await emulator.stats()).byRoute['POST /oauth/token'] ?? 0;
    const nodes = await children(s, await child(s, undefined, 'Rotated secret'));
    assert.equal((await emulator.stats()).byRoute['POST /oauth/token'] ?? 0, before + 1, 'one token request, refused');
    assert.deepEqual(nodes.map((n) => n.id), ['tenant:rotated/#credentials']);
    assert.equal(label(s, nodes[0]!), 'Sign-in failed');
    const item = s.tree.getTreeItem(nodes[0]!);
    assert.equal(item.command?.command, 'authTenants.editTenant');
    assert.match(String(item.description), /\S/, 'the reason is in the description');
    assert.doesNotMatch(JSON.stringify([label(s, nodes[0]!), item.tooltip]), /a-secret-rotated-away/, 'the secret is not shown');
    await s.registry.remove('rotated');
  });
});
