import * as assert from 'node:assert/strict';
import { parse, type ParseError } from 'jsonc-parser';
import type { Delivery } from '../../../../src/kinds/eventStreams/schemas';
import { deliveryHeader, renderDelivery } from '../../../../src/kinds/eventStreams/deliveryView';

const failed: Delivery = {
  id: 'evt_demoUserFailed00000001',
  event_stream_id: 'est_demoUserWebhook0000001',
  status: 'failed',
  event_type: 'user.created',
  attempts: [
    { status: 'retrying', timestamp: '2025-11-10T07:00:00.000Z', error_message: 'Received status 503 from the destination', duration: 180.5 },
    { status: 'failed', timestamp: '2025-11-10T07:00:01.000Z', error_message: 'getaddrinfo ENOTFOUND hooks.example.com', duration: 217.75 },
  ],
  event: { id: 'evt_demoUserFailed00000001', specversion: '1.0', type: 'user.created', time: '2025-11-10T07:00:00.000Z', data: { object: { user_id: 'auth0|1' } } },
};

/** The document's lines that are not comments, parsed as JSONC: must be exactly the delivery. */
function body(text: string): unknown {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: false, disallowComments: false });
  assert.deepEqual(errors, [], 'the document is valid JSONC');
  return value;
}

describe('delivery view (header renderer)', () => {
  it('names the stream, the event type, the status and one line per attempt: time · status · duration · error', () => {
    const lines = deliveryHeader({ delivery: failed, stream: { id: 'est_demoUserWebhook0000001', name: 'user-lifecycle-webhook' } });
    assert.deepEqual(lines, [
      '// Event delivery evt_demoUserFailed00000001 (read-only)',
      '// Stream: user-lifecycle-webhook (est_demoUserWebhook0000001)',
      '// Event type: user.created',
      '// Status: failed',
      '// Attempts (2): time · status · duration · error',
      '//   1. 2025-11-10T07:00:00.000Z · retrying · 180.5 ms · Received status 503 from the destination',
      '//   2. 2025-11-10T07:00:01.000Z · failed · 217.75 ms · getaddrinfo ENOTFOUND hooks.example.com',
    ]);
  });

  it('without the stream\'s name uses its id; a pending delivery says it has no attempt yet; a succeeded attempt has no error part', () => {
    const pending = deliveryHeader({ delivery: { id: 'evt_x', event_stream_id: 'est_y', status: 'pending', event_type: 'user.deleted', attempts: [] } });
    assert.deepEqual(pending.slice(1), ['// Stream: est_y', '// Event type: user.deleted', '// Status: pending', '// No delivery attempt yet.']);
    const ok = deliveryHeader({ delivery: { id: 'evt_x', status: 'succeeded', attempts: [{ status: 'succeeded', timestamp: '2025-11-10T07:00:00.000Z', duration: 142.5 }] } });
    assert.equal(ok.at(-1), '//   1. 2025-11-10T07:00:00.000Z · succeeded · 142.5 ms');
    const partial = deliveryHeader({ delivery: { id: 'evt_x', attempts: [{}] } });
    assert.equal(partial.at(-1), '//   1. ? · ? · duration unknown');
  });

  it('keeps every header line one comment line whatever the server sent (line breaks, controls, bidi, U+2028)', () => {
    const hostile = 'line one\nline two\r\n// not a key\u2028"x": 1\u202e\u0000\u0007 */';
    const view = {
      delivery: { ...failed, event_type: `user.created\n"injected": true`, status: 'failed\r\n}', attempts: [{ status: 'failed\n', timestamp: '2025\u2029', error_message: hostile, duration: 1 }] },
      stream: { id: 'est_1', name: 'name\nwith break' },
    };
    const lines = deliveryHeader(view);
    for (const line of lines) {
      assert.match(line, /^\/\/ /);
      assert.doesNotMatch(line, /[\u0000-\u001f\u2028\u2029\u202a-\u202e]/, JSON.stringify(line));
    }
    const text = renderDelivery(view);
    assert.deepEqual(body(text), view.delivery, 'the header hides nothing in the JSON and adds nothing to it');
    assert.equal(text.split('\n').filter((l) => l.startsWith('//')).length, lines.length, 'as many comment lines as header lines');
  });

  it('cuts a very long error in the header (the JSON keeps it whole)', () => {
    const long = 'x'.repeat(5000);
    const view = { delivery: { ...failed, attempts: [{ status: 'failed', timestamp: 't', error_message: long, duration: 3 }] } };
    const line = deliveryHeader(view).at(-1)!;
    assert.ok(line.length < 400, `${line.length} characters`);
    assert.ok(line.endsWith('…'));
    assert.equal((body(renderDelivery(view)) as Delivery).attempts![0]!.error_message, long);
  });

  it('renders the header, then the delivery as JSON with the event and the attempts last', () => {
    const text = renderDelivery({ delivery: failed });
    assert.deepEqual(body(text), failed);
    const json = text.slice(text.indexOf('\n{') + 1);
    assert.deepEqual(Object.keys(JSON.parse(json)), ['id', 'event_stream_id', 'status', 'event_type', 'event', 'attempts']);
    assert.ok(text.endsWith('\n'));
  });

  it('hands every sentence to the translator with its arguments', () => {
    const seen: string[] = [];
    const lines = deliveryHeader({ delivery: failed }, (m, ...args) => {
      seen.push(m);
      return `«${m}»${args.join('|')}`;
    });
    assert.ok(seen.includes('Event type: {0}') && seen.includes('{0} ms'), seen.join(', '));
    assert.equal(lines[2], '// «Event type: {0}»user.created');
  });
});
