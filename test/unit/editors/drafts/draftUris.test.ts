import assert from 'node:assert/strict';
import { draftPath, newDraftId, parseDraftPath } from '../../../../src/editors/drafts/draftUris';

describe('draft paths', () => {
  it('round-trip token exchange profile and phone factor drafts', () => {
    const tep = { kind: 'token-exchange-profile', tenantId: 'local-emulator', draftId: 'ab12cd34' } as const;
    assert.equal(draftPath(tep), '/local-emulator/ab12cd34/new.token-exchange-profile.json');
    assert.deepEqual(parseDraftPath(draftPath(tep)), tep);
    const phone = { kind: 'phone-factors', tenantId: 'a b/c' } as const;
    assert.equal(draftPath(phone), '/a%20b%2Fc/phone-factors.phone-factors.json');
    assert.deepEqual(parseDraftPath(draftPath(phone)), phone);
  });

  it('rejects other paths', () => {
    for (const p of ['/', '/t', '/t/x', '/t/d/other.json', '/t/d/e/new.token-exchange-profile.json', '/%E0%A4%A/d/new.token-exchange-profile.json']) {
      assert.equal(parseDraftPath(p), undefined, p);
    }
  });

  it('makes short ids', () => {
    assert.match(newDraftId(), /^[a-z0-9]{8}$/);
  });
});
