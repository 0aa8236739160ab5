// Server text with markup, controls, bidi overrides, line separators and very long values: documents keep the
// exact values (JSON escapes) without characters an editor would act on or hide; labels stay one short line.
import assert from 'node:assert/strict';
import { renderDocument } from '../kinds/connections/connectionFunctions';
import { commentLine, jsonText } from '../../../src/util/jsonText';
import { HOSTILE_STRINGS } from '../../../src/emulator/seed/hostile';
import { cleanLabel } from '../../../src/util/text';

// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

/** What a tree label must not contain (zero-width characters are harmless there: the label is plain text). */
// eslint-disable-next-line no-control-regex
const NOT_IN_LABEL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('reliability: hostile text in documents and labels', () => {
  it('jsonText is the same JSON value, with nothing hidden or line-breaking left raw', () => {
    const value = { names: HOSTILE_STRINGS, nested: { [HOSTILE_STRINGS[2]!]: HOSTILE_STRINGS[4] } };
    const text = jsonText(value);
    assert.deepEqual(JSON.parse(text), value);
    assert.doesNotMatch(text, HIDDEN);
    assert.ok(text.endsWith('}\n'));
  });

  it('connection documents use it (template views too: see the integration suite)', () => {
    const display = HOSTILE_STRINGS[2]!;
    const doc = renderDocument({ display_name: display, metadata: { k: '\u2028' } });
    assert.doesNotMatch(doc, HIDDEN);
    assert.deepEqual(JSON.parse(doc), { display_name: display, metadata: { k: '\u2028' } });
  });

  it('comment lines and labels are one line without controls, labels are capped', () => {
    for (const s of HOSTILE_STRINGS) {
      const line = commentLine(s);
      assert.equal(line.split(/\r\n|\r|\n|\u2028|\u2029/).length, 1);
      assert.doesNotMatch(line, HIDDEN);
      const label = cleanLabel(s);
      assert.ok(label.length <= 120);
      assert.doesNotMatch(label, NOT_IN_LABEL);
    }
  });
});
