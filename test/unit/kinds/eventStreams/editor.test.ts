// The event stream description: its document (no id, dates or secret), the PATCH it plans (only what changed; the
// webhook destination, without a secret, only when the endpoint changed), applied to the emulator.
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { getEventStream, updateEventStreamSchema } from '../../../../src/kinds/eventStreams/api';
import { DEMO_EVENT_STREAM_IDS as S } from '../../../../src/emulator/seed/ids';
import { documentProblems } from '../../../../src/kinds/checks';
import { notEditableKeys, parseDocument, renderDocument, toEditable } from '../../../../src/kinds/document';
import { eventStreamsKind as kind } from '../../../../src/kinds/eventStreams/editor';
import type { Editable, Resource } from '../../../../src/kinds/kind';
import { isConflict, planPatch } from '../../../../src/kinds/plan';
import { ApiError } from '../../../../src/api/errors';
import { harnessSuite } from '../../api/emulatorHarness';
import { basicWebhook, contextOf } from './streamFixtures';

const PATCH = 'PATCH /api/v2/event-streams/:id';

function plan(stream: Resource, change: (doc: Record<string, any>) => void) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const ctx = contextOf(stream);
  const base = toEditable(kind, stream, ctx.hidden);
  const edited = structuredClone(base);
  change(edited);
  return { base, plan: planPatch(kind, base, edited, ctx), problems: documentProblems(kind, renderDocument(kind, edited), { base, ctx }) };
}

describe('kind: event streams', () => {
  it('the document holds name, status, subscriptions and destination; never id, dates or a secret', () => {
    const base = toEditable(kind, basicWebhook, new Set());
    const text = renderDocument(kind, base);
    assert.deepEqual(Object.keys(JSON.parse(text)), ['name', 'status', 'subscriptions', 'destination']);
    assert.doesNotMatch(text, /leaked-if-ever-answered|password|created_at|est_0123/);
    assert.deepEqual((basicWebhook.destination as { configuration: { webhook_authorization: object } }).configuration.webhook_authorization,
      { method: 'basic', username: 'auditor', password: 'leaked-if-ever-answered' }, 'the answer itself is not changed');
    assert.deepEqual(parseDocument(kind, text), base);
    assert.deepEqual(notEditableKeys(kind, basicWebhook), ['created_at', 'updated_at']);
    assert.deepEqual(kind.identity(basicWebhook), { id: basicWebhook.id, name: 'audit-hook', details: ['webhook', 'created 2025-08-01T09:00:00.000Z', 'updated 2025-09-15T14:20:00.000Z'] });
    assert.deepEqual(documentProblems(kind, text, { base, ctx: contextOf(basicWebhook) }), []);
  });

  it('a changed name, status or subscriptions sends only that field', () => {
    const p = plan(basicWebhook, (d) => {
      d.name = 'audit-hook-2';
      d.subscriptions.push({ event_type: 'user.deleted' });
    }).plan;
    assert.ok(p.ok);
    assert.deepEqual(p.body, { name: 'audit-hook-2', subscriptions: [{ event_type: 'user.created' }, { event_type: 'user.deleted' }] });
    assert.deepEqual(p.changes.map((c) => c.path), [['name'], ['subscriptions']]);
    const q = plan(basicWebhook, (d) => (d.status = 'enabled')).plan;
    assert.ok(q.ok);
    assert.deepEqual(q.body, { status: 'enabled' });
  });

  it('a changed endpoint sends the webhook destination with the unchanged method and username, never a secret', () => {
    const { plan: p, problems } = plan(basicWebhook, (d) => (d.destination.configuration.webhook_endpoint = 'https://audit.example.dev/v2'));
    assert.deepEqual(problems, []);
    assert.ok(p.ok);
    assert.deepEqual(p.body, { destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://audit.example.dev/v2', webhook_authorization: { method: 'basic', username: 'auditor' } } } });
    assert.ok(z.safeParse(updateEventStreamSchema, p.body).success, 'the client accepts the body');
  });

  it('nothing changed: no change, nothing to send', () => {
    const p = plan(basicWebhook, () => undefined).plan;
    assert.ok(p.ok);
    assert.deepEqual(p.changes, []);
    assert.deepEqual(p.body, {});
  });

  it('an EventBridge stream: its destination is shown and never sent', () => {
    const stream: Resource = { id: S.orgEventBridge, name: 'org', status: 'enabled', subscriptions: [{ event_type: 'organization.created' }],
      destination: { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1', aws_partner_event_source: 'aws.partner/x' } } };
    const { plan: p, problems } = plan(stream, (d) => (d.name = 'org-2'));
    assert.deepEqual(problems, []);
    assert.ok(p.ok);
    assert.deepEqual(p.body, { name: 'org-2' });
  });

  describe('against the emulator', () => {
    const h = harnessSuite();

    it('a planned endpoint change applies, and the stream keeps its authorization', async () => {
      const client = h.client();
      const stream = await getEventStream(client, S.userWebhook);
      const ctx = contextOf(stream);
      const base: Editable = toEditable(kind, stream, ctx.hidden);
      const edited = structuredClone(base) as { destination: { configuration: Record<string, unknown> }; name: string };
      edited.destination.configuration.webhook_endpoint = 'https://hooks.example.org/v2';
      edited.name = 'renamed-webhook';
      const p = planPatch(kind, base, edited, ctx);
      assert.ok(p.ok);
      const updated = await kind.update(client, S.userWebhook, p.body, {});
      assert.equal(h.count(PATCH), 1);
      assert.deepEqual(toEditable(kind, updated, ctx.hidden), { ...base, ...edited });
      assert.deepEqual((updated.destination as { configuration: Record<string, unknown> }).configuration.webhook_authorization, { method: 'bearer' });
    });

    it('a rename to a taken name (400 on PATCH, as the contract has it) is the same conflict as a 409, explained at name', async () => {
      const client = h.client();
      const taken = (await getEventStream(client, S.orgEventBridge)).name;
      const err = await kind.update(client, S.userWebhook, { name: taken }, {}).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 400, String(err));
      assert.equal(isConflict(kind, err), true);
      const answer = (status: number, serverMessage: string) => new ApiError({ status, serverMessage, method: 'PATCH', path: 'event-streams/est_1' });
      assert.equal(isConflict(kind, answer(409, 'name already in use')), true);
      assert.equal(isConflict(kind, answer(400, 'Payload validation error: String is too long')), false, 'another 400 stays a 400');
      assert.deepEqual(await kind.explainConflict!(client, S.userWebhook, { name: taken }, {}),
        { path: ['name'], message: 'Another event stream of this tenant already has this name: choose another name.' });
      assert.equal(await kind.explainConflict!(client, S.userWebhook, { status: 'disabled' }, {}), undefined, 'not a rename: the generic message');
    });
  });
});
