// A corpus of bad event stream documents: each gives an error on the right key or value, and a save (the checks,
// then the plan, then the client, as the editor runs them) sends nothing: the emulator receives no PATCH.
import assert from 'node:assert/strict';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { getEventStream } from '../../../../src/kinds/eventStreams/api';
import { DEMO_EVENT_STREAM_IDS as S } from '../../../../src/emulator/seed/ids';
import { documentProblems } from '../../../../src/kinds/checks';
import { parseDocument, renderDocument, toEditable } from '../../../../src/kinds/document';
import { eventStreamsKind as kind } from '../../../../src/kinds/eventStreams/editor';
import { planPatch } from '../../../../src/kinds/plan';
import type { PathSegment } from '../../../../src/diagnostics/validate';
import { harnessSuite } from '../../api/emulatorHarness';
import { contextOf } from './streamFixtures';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Case {
  name: string;
  stream: string;
  edit: (d: Doc) => void;
  /** Where the error is: the path, and whether on its key or its value. */
  at: PathSegment[];
  what: 'key' | 'value';
  message: RegExp;
}

const config = (d: Doc) => d.destination.configuration;
const auth = (d: Doc) => config(d).webhook_authorization;
const CREDENTIALS = /Update Webhook Credentials/;

const CASES: Case[] = [
  { name: 'an empty name', stream: S.userWebhook, edit: (d) => (d.name = ''), at: ['name'], what: 'value', message: /1/ },
  { name: 'a name of 129 characters', stream: S.userWebhook, edit: (d) => (d.name = 'n'.repeat(129)), at: ['name'], what: 'value', message: /128/ },
  { name: 'an unknown event type', stream: S.userWebhook, edit: (d) => (d.subscriptions[1].event_type = 'user.exploded'), at: ['subscriptions', 1, 'event_type'], what: 'value', message: /user\.created/ },
  { name: 'a subscription with an extra key', stream: S.userWebhook, edit: (d) => (d.subscriptions[0].filter = 'x'), at: ['subscriptions', 0, 'filter'], what: 'key', message: /filter/ },
  { name: 'an unknown status', stream: S.userWebhook, edit: (d) => (d.status = 'paused'), at: ['status'], what: 'value', message: /enabled/ },
  { name: 'an http endpoint', stream: S.userWebhook, edit: (d) => (config(d).webhook_endpoint = 'http://hooks.example.com/in'), at: ['destination', 'configuration', 'webhook_endpoint'], what: 'value', message: /https/ },
  { name: 'an endpoint that is not a URL', stream: S.userWebhook, edit: (d) => (config(d).webhook_endpoint = 'hooks'), at: ['destination', 'configuration', 'webhook_endpoint'], what: 'value', message: /https/ },
  { name: 'an unknown property', stream: S.userWebhook, edit: (d) => (d.id = 'est_other'), at: ['id'], what: 'key', message: /id/ },
  { name: 'the destination type', stream: S.userWebhook, edit: (d) => (d.destination.type = 'eventbridge'), at: ['destination', 'type'], what: 'key', message: /cannot be changed/ },
  { name: 'the authorization method', stream: S.userWebhook, edit: (d) => (auth(d).method = 'custom_header'), at: ['destination', 'configuration', 'webhook_authorization', 'method'], what: 'key', message: CREDENTIALS },
  { name: 'a secret typed in', stream: S.userWebhook, edit: (d) => (auth(d).token = 'new-secret'), at: ['destination', 'configuration', 'webhook_authorization', 'token'], what: 'key', message: CREDENTIALS },
  { name: 'the authorization with the endpoint', stream: S.userWebhook, edit: (d) => {
    config(d).webhook_endpoint = 'https://hooks.example.org/x';
    config(d).webhook_authorization = { method: 'basic', username: 'me' };
  }, at: ['destination', 'configuration', 'webhook_authorization', 'method'], what: 'key', message: CREDENTIALS },
  { name: 'the EventBridge region', stream: S.orgEventBridge, edit: (d) => (config(d).aws_region = 'us-east-1'), at: ['destination', 'configuration', 'aws_region'], what: 'key', message: /EventBridge|eventbridge/ },
  { name: 'the EventBridge account', stream: S.orgEventBridge, edit: (d) => (config(d).aws_account_id = '210987654321'), at: ['destination', 'configuration', 'aws_account_id'], what: 'key', message: /cannot be changed/ },
  { name: 'the partner event source', stream: S.orgEventBridge, edit: (d) => (config(d).aws_partner_event_source = 'aws.partner/mine'), at: ['destination', 'configuration', 'aws_partner_event_source'], what: 'key', message: /cannot be changed/ },
  { name: 'an EventBridge stream made a webhook', stream: S.orgEventBridge, edit: (d) => (d.destination = { type: 'webhook', configuration: { webhook_endpoint: 'https://x.example/in', webhook_authorization: { method: 'bearer', token: 't' } } }), at: ['destination', 'type'], what: 'key', message: /cannot be changed/ },
];

/** The offset where the key (or value) at `path` starts in `text`. */
function startOf(text: string, path: PathSegment[], what: 'key' | 'value'): number {
  const node = findNodeAtLocation(parseTree(text)!, path);
  assert.ok(node, `${path.join('.')} is in the document`);
  return what === 'key' && node.parent?.type === 'property' ? node.parent.children![0]!.offset : node.offset;
}

describe('kind: event stream documents, bad input', () => {
  const h = harnessSuite();

  for (const c of CASES) {
    it(`${c.name}: an error at ${c.at.join('.')} (${c.what}); nothing is sent`, async () => {
      const client = h.client();
      const stream = await getEventStream(client, c.stream);
      const ctx = contextOf(stream);
      const base = toEditable(kind, stream, ctx.hidden);
      const doc = structuredClone(base) as Doc;
      c.edit(doc);
      const text = renderDocument(kind, doc).replace(/\n}\n$/, doc.id ? `,\n  "id": ${JSON.stringify(doc.id)}\n}\n` : '\n}\n');
      const problems = documentProblems(kind, text, { base, ctx });
      const found = problems.find((p) => p.severity === 'error' && JSON.stringify(p.path) === JSON.stringify(c.at));
      assert.ok(found, `an error at ${JSON.stringify(c.at)}; got ${JSON.stringify(problems.map((p) => [p.path, p.message]))}`);
      const lines = text.slice(0, startOf(text, c.at, c.what)).split('\n');
      assert.deepEqual([found.range.start.line, found.range.start.character], [lines.length - 1, lines.at(-1)!.length], 'on the exact key or value');
      assert.match(found.message, c.message);

      // The save: errors refuse it; only a clean document is planned and sent.
      if (!problems.some((p) => p.severity === 'error')) {
        const plan = planPatch(kind, base, parseDocument(kind, text) ?? {}, ctx);
        if (plan.ok && plan.changes.length > 0) await kind.update(client, c.stream, plan.body, {});
      }
      assert.equal(h.count('PATCH /api/v2/event-streams/:id'), 0, 'the emulator received no PATCH');
    });
  }

  it('the same edits made valid are sent (the corpus would catch a check that lets bad input through)', async () => {
    const client = h.client();
    const stream = await getEventStream(client, S.userWebhook);
    const ctx = contextOf(stream);
    const base = toEditable(kind, stream, ctx.hidden);
    const doc = structuredClone(base) as Doc;
    doc.name = 'n'.repeat(128);
    config(doc).webhook_endpoint = 'https://hooks.example.org/in';
    const text = renderDocument(kind, doc);
    assert.deepEqual(documentProblems(kind, text, { base, ctx }), []);
    const plan = planPatch(kind, base, parseDocument(kind, text)!, ctx);
    assert.ok(plan.ok);
    await kind.update(client, S.userWebhook, plan.body, {});
    assert.equal(h.count('PATCH /api/v2/event-streams/:id'), 1);
  });
});
