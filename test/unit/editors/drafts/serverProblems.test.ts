import assert from 'node:assert/strict';
import { draftProblems } from '../../../../src/editors/drafts/draftProblems';
import { isLocalError, ServerProblems } from '../../../../src/editors/drafts/serverProblems';
import { profileTemplate } from '../../../../src/kinds/tokenExchangeProfiles/draft';

describe('server problems', () => {
  it('stay on the field while it keeps the value that was sent', () => {
    const server = new ServerProblems();
    const text = profileTemplate('c7e00000-0000-4000-8000-000000000001');
    server.set('k', [{ path: ['subject_token_type'], message: 'subject_token_type already exists for tenant', value: 'urn:example:external-token' }]);
    const problems = draftProblems('token-exchange-profiles', text, { server: server.checks('k') });
    assert.deepEqual(problems.map((p) => [p.range.start.line, p.range.start.character, p.range.end.character, p.code]), [[2, 24, 52, 'server']]);
    assert.equal(problems.filter(isLocalError).length, 0);
    const changed = text.replace('external-token', 'other-token');
    assert.deepEqual(draftProblems('token-exchange-profiles', changed, { server: server.checks('k') }), []);
  });
});
