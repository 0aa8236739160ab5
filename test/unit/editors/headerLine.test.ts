// Issue #26, item 5: the header line of a resource document fits a 1280×800 window beside the default side bar
// (about 110 characters of CodeLens text): name and tenant in the title, the rest in its hover.
import assert from 'node:assert/strict';
import { headerLine } from '../../../src/editors/resource/headerLine';
import { EDITOR_KINDS } from '../../../src/kinds';

const t = (message: string, ...args: string[]) => message.replace(/\{(\d+)\}/g, (_, i: string) => args[Number(i)] ?? '');
const kind = (id: string) => EDITOR_KINDS.find((k) => k.id === id)!;
const PRODUCTION = 'Local emulator (production) · PRODUCTION';

describe('resource editor: the header line', () => {
  it('the title says name and tenant; kind, details, id and the fields never sent are in the hover', () => {
    const header = headerLine(kind('connections'), { id: 'con_demoDatabase0001', name: 'Username-Password-Authentication', details: ['strategy auth0'] }, PRODUCTION, ['name', 'strategy', 'enabled_clients'], t);
    assert.equal(header.title, `Username-Password-Authentication · ${PRODUCTION}`);
    const [facts, note, readOnly] = header.hover.split('\n');
    assert.equal(facts, 'Connection · strategy auth0 · con_demoDatabase0001');
    assert.equal(note, kind('connections').headerNote);
    assert.equal(readOnly, 'Read-only, never sent: name, strategy, enabled_clients');
    assert.equal(headerLine(kind('connections'), { id: 'x', name: 'n', details: [] }, 'T', [], t).hover.split('\n').length, 2, 'every field sent: no read-only line');
  });

  for (const { id, name, details } of [
    { id: 'event-streams', name: 'user-lifecycle-webhook', details: ['webhook', 'created 2025-10-01', 'updated 2025-10-02'] },
    { id: 'connections', name: 'Username-Password-Authentication', details: ['strategy auth0'] },
    { id: 'verification-templates', name: 'Account opening (KYC) #004', details: ['9 of 21 mDL claims: portrait, age_in_years', 'created 2025-10-01'] },
  ]) {
    it(`${id}: the whole line on a production tenant stays within 110 characters`, () => {
      const header = headerLine(kind(id), { id: 'id_0123456789abcdef', name, details }, PRODUCTION, ['created_at', 'updated_at'], t);
      const titles = [header.title, ...(kind(id).actions ?? []).map((a) => a.title), 'Save to apply'];
      // A lens is drawn as its icon (about two characters) and its title; lenses are separated by " | ".
      const width = titles.reduce((n, title) => n + 2 + title.length, 0) + 3 * (titles.length - 1);
      assert.ok(width <= 110, `${width} characters: ${titles.join(' | ')}`);
      assert.doesNotMatch(header.title, /created|id_0123/, 'dates and id only in the hover');
    });
  }
});
