import assert from 'node:assert/strict';
import { lackedScopes, missingScopeTokens, WRITE_SCOPES } from '../../../src/tenants/writeScopes';
import { treeMenuEntries, viewItemRegex } from './menuWhen';

const READ_ONLY = new Set(['read:connections', 'read:event_streams', 'read:event_deliveries', 'read:guardian_factors']);

describe('write scopes', () => {
  it('a token with any one of the scopes lacks none; a token with none lacks them all', () => {
    assert.deepEqual(lackedScopes(new Set(['b']), ['a', 'b']), []);
    assert.deepEqual(lackedScopes(READ_ONLY, ['update:guardian_factors']), ['update:guardian_factors']);
  });

  it('menu tokens name each lacked scope once, and nothing while the scopes are unknown', () => {
    assert.deepEqual(missingScopeTokens(READ_ONLY, ['authTenants.redeliverDelivery', 'authTenants.redeliverAllFailed', 'authTenants.deleteEventStream']),
      ['missing:update:event_deliveries', 'missing:delete:event_streams']);
    assert.deepEqual(missingScopeTokens(undefined, ['authTenants.deleteEventStream']), []);
    assert.deepEqual(missingScopeTokens(new Set(['delete:event_streams']), ['authTenants.deleteEventStream']), []);
  });

  it('every menu entry of a write command hides it on the token of its scope, and only then', () => {
    const entries = treeMenuEntries().filter((m) => WRITE_SCOPES[m.command]);
    assert.ok(entries.length >= 8);
    for (const { command, when } of entries) {
      const regex = viewItemRegex(when);
      const base = /\\b([\w-]+)\\b\/?$/.exec(when)![1];
      const tokens = missingScopeTokens(READ_ONLY, [command]).join(';');
      // The state tokens some entries also need (Enable only on a disabled stream, …).
      const state = [...when.matchAll(/\(\?=\.\*\\b([\w:-]+)\\b\)/g)].map((m) => m[1]).join(';');
      assert.ok(regex.test(`${base};${state};resource`), `${command} shows without tokens: ${when}`);
      assert.ok(!regex.test(`${base};${state};${tokens};resource`), `${command} is hidden for a token without ${WRITE_SCOPES[command]}: ${when}`);
    }
  });
});
