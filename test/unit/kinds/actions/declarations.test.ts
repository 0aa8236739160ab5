// The IntelliSense data of the triggers' `event` and `api` (written from the service's documentation): what
// completion offers after a chain, what hover and signature help resolve, and the `.d.ts` text of a trigger.
import assert from 'node:assert/strict';
import ts from 'typescript';
import { callBefore, chainBefore } from '../../../../src/kinds/actions/codeChains';
import { DECLARED_TRIGGERS, memberAt, membersAt, signatureOf, triggerDts } from '../../../../src/kinds/actions/declarations';

const names = (triggers: string[], root: 'event' | 'api', path: string[]) => membersAt(triggers, root, path).map((m) => m.name);

describe('actions: declarations of event and api per trigger', () => {
  it('post-login: api.idToken. offers setCustomClaim, with its signature', () => {
    assert.deepEqual(names(['post-login'], 'api', ['idToken']), ['setCustomClaim']);
    assert.ok(names(['post-login'], 'api', []).includes('redirect'));
    assert.equal(signatureOf(memberAt(['post-login'], 'api', ['idToken', 'setCustomClaim'])!), 'setCustomClaim(name: string, value: unknown): api');
    assert.ok(names(['post-login'], 'event', ['user']).includes('email'));
    assert.ok(names(['post-login'], 'event', ['request']).includes('ip'));
    assert.deepEqual(names(['post-login'], 'api', ['nothing']), []);
  });

  it('each documented trigger has its own event and api; an action of two triggers sees both', () => {
    assert.deepEqual(DECLARED_TRIGGERS.sort(), ['credentials-exchange', 'custom-token-exchange', 'post-change-password', 'post-login', 'post-user-registration', 'pre-user-registration', 'send-phone-message']);
    assert.ok(names(['custom-token-exchange'], 'api', ['authentication']).includes('setUserByConnection'));
    assert.ok(names(['custom-token-exchange'], 'event', ['transaction']).includes('subject_token'));
    assert.ok(names(['send-phone-message'], 'event', ['message_options']).includes('recipient'));
    assert.ok(names(['pre-user-registration'], 'api', []).includes('validation'));
    assert.ok(!names(['credentials-exchange'], 'api', []).includes('idToken'), 'no ID token in machine to machine');
    assert.ok(names(['credentials-exchange', 'post-login'], 'api', []).includes('idToken'));
    assert.deepEqual(names(['event-stream'], 'api', []), ['cache'], 'an undocumented trigger: the cache only');
  });

  it('finds the chain before the cursor, and the call and argument it is in', () => {
    assert.deepEqual(chainBefore('  api.idToken.'), { root: 'api', path: ['idToken'], partial: '' });
    assert.deepEqual(chainBefore('if (event.user?.em'), { root: 'event', path: ['user'], partial: 'em' });
    assert.deepEqual(chainBefore('api.'), { root: 'api', path: [], partial: '' });
    assert.equal(chainBefore('myapi.x'), undefined);
    assert.equal(chainBefore('api'), undefined);
    assert.deepEqual(callBefore('api.idToken.setCustomClaim("a", f(1, 2), '), { root: 'api', path: ['idToken', 'setCustomClaim'], argument: 2 });
    assert.deepEqual(callBefore('api.access.deny('), { root: 'api', path: ['access', 'deny'], argument: 0 });
    assert.equal(callBefore('foo(1, '), undefined);
  });

  it('a trigger\'s .d.ts is valid TypeScript declaring Event, Api and the handler', () => {
    for (const trigger of [...DECLARED_TRIGGERS, 'event-stream']) {
      const text = triggerDts(trigger);
      const out = ts.transpileModule(text, { reportDiagnostics: true, fileName: 'x.ts' });
      assert.deepEqual(out.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), [], trigger);
      assert.match(text, /export interface Event \{/);
      assert.match(text, /export interface Api \{/);
    }
    assert.match(triggerDts('post-login'), /setCustomClaim\(name: string, value: unknown\): Api;/);
    assert.match(triggerDts('post-login'), /export type OnExecutePostLogin = \(event: Event, api: Api\)/);
  });
});
