import assert from 'node:assert/strict';
import { draftPath, freeDraftPath, parseDraftPath, tenantSegment } from '../../../../src/editors/drafts/draftUris';

const emulator = { id: 'local-emulator', label: 'Local emulator' };
const prod = { id: '8f14e45f-ceea-467f-a0e6-0b5b1f6b8f0a', label: 'Acme (EU) / prod' };

describe('draft paths', () => {
  it('put the tenant label (a safe segment), the kind and new.<kind>.json in the path', () => {
    assert.equal(draftPath('token-exchange-profiles', tenantSegment(emulator, [emulator, prod])),
      '/Local-emulator/token-exchange-profile/new.token-exchange-profile.json');
    assert.equal(draftPath('event-streams', tenantSegment(prod, [emulator, prod]), 2), '/Acme-EU-prod/event-stream/new-2.event-stream.json');
    assert.equal(draftPath('phone-factors', 'Local-emulator'), '/Local-emulator/phone-factors.phone-factors.json');
  });

  it('give the tenant segment the start of its id only when another label reads the same', () => {
    const twin = { id: 'b2c3d4e5-0000-4000-8000-000000000000', label: 'local emulator!' };
    assert.equal(tenantSegment(emulator, [emulator]), 'Local-emulator');
    assert.equal(tenantSegment(emulator, [emulator, twin]), 'Local-emulator-local-em');
    assert.equal(tenantSegment(twin, [emulator, twin]), 'local-emulator-b2c3d4e5');
    assert.equal(tenantSegment({ id: 'abc', label: '../..' }, []), 'abc', 'nothing of the label is left: the id');
    assert.equal(tenantSegment({ id: '%%', label: '' }, []), 'tenant');
    assert.ok(!tenantSegment({ id: 'x', label: 'a/b\\c?d#e' }, []).match(/[/\\?#]/));
  });

  it('take the first free path: new, new-2, new-3', () => {
    const used = new Set<string>();
    for (let i = 0; i < 3; i++) used.add(freeDraftPath('event-streams', 'T', (p) => used.has(p)));
    assert.deepEqual([...used], ['/T/event-stream/new.event-stream.json', '/T/event-stream/new-2.event-stream.json', '/T/event-stream/new-3.event-stream.json']);
    used.delete('/T/event-stream/new.event-stream.json');
    assert.equal(freeDraftPath('event-streams', 'T', (p) => used.has(p)), '/T/event-stream/new.event-stream.json');
  });

  it('parse the kind of a path; the tenant comes from the store, not the label', () => {
    assert.deepEqual(parseDraftPath('/Local-emulator/token-exchange-profile/new.token-exchange-profile.json'), { kind: 'token-exchange-profiles' });
    assert.deepEqual(parseDraftPath('/Local-emulator/event-stream/new-12.event-stream.json'), { kind: 'event-streams' });
    assert.deepEqual(parseDraftPath('/T/phone-factors-2.phone-factors.json'), { kind: 'phone-factors' });
  });

  it('still read the paths of drafts stored before: the tenant id is their first segment', () => {
    assert.deepEqual(parseDraftPath('/local-emulator/ab12cd34/new.token-exchange-profile.json'), { kind: 'token-exchange-profiles', tenantId: 'local-emulator' });
    assert.deepEqual(parseDraftPath('/local-emulator/ab12cd34/new.event-stream.json'), { kind: 'event-streams', tenantId: 'local-emulator' });
    assert.deepEqual(parseDraftPath('/a%20b%2Fc/phone-factors.phone-factors.json'), { kind: 'phone-factors', tenantId: 'a b/c' });
  });

  it('reject other paths', () => {
    for (const p of ['/', '/t', '/t/x', '/t/d/other.json', '/t/d/e/new.token-exchange-profile.json', '/%E0%A4%A/d/new.token-exchange-profile.json',
      '/t/event-stream/new.token-exchange-profile.json', '/t/d/new-2.event-stream.json', '/t/event-stream/new-1.event-stream.json',
      '/t/event-stream/new-02.event-stream.json', '/t/event-stream/old.event-stream.json', '/t/phone-factors/phone-factors.phone-factors.json',
      '/t/x/new.phone-factors.json', '/t/event-stream/x/new.event-stream.json']) {
      assert.equal(parseDraftPath(p), undefined, p);
    }
  });
});
