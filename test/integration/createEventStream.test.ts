// Create Event Stream…: step by step (webhook with each authorization method, EventBridge; from the tree and
// the palette), a duplicate name refused before sending, Back keeping answers, a 409 returning to the name, and
// the JSON draft (diagnostics, secret kept out, completion, Create asking for the secret). The secrets typed
// here contain "api-key" so the harness's final scan looks for them everywhere (test/harness/secretScan.mjs).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { at, closeOurEditors, doc, ours, setText, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import { ScriptedPrompts, type Answer } from './helpers/scriptedPrompts';

const BEARER = 'create-bearer-api-key-5f1c9e27';
const PASSWORD = 'create-basic-api-key-81d2aa40';
const HEADER = 'create-header-api-key-3b7e0c19';
const DRAFT_TOKEN = 'create-draft-api-key-c04f6d58';
const DRAFT_SECRET = 'create-submit-api-key-9e2a7b13';
const TYPED = [BEARER, PASSWORD, HEADER, DRAFT_TOKEN, DRAFT_SECRET];
const ENDPOINT = 'https://hooks.acme-corp.dev/auth-events';
const POST = 'POST /api/v2/event-streams';

interface Stream { id: string; name: string; status: string; subscriptions: { event_type: string }[]; destination: { type: string; configuration: Record<string, unknown> } }

async function onServer(name: string): Promise<{ stream: Stream; raw: string }> {
  const list = await emulator.api<{ eventStreams: Stream[] }>('GET', 'event-streams?take=100');
  const found = list.body.eventStreams.find((x) => x.name === name);
  assert.ok(found, `${name} exists on the tenant`);
  const one = await emulator.api<Stream>('GET', `event-streams/${found.id}`);
  return { stream: one.body, raw: JSON.stringify(one.body) };
}

const posts = async () => (await emulator.stats()).byRoute[POST] ?? 0;

/** A test event to the stream, followed until the emulator settles it (its clock moved on). */
async function testEventStatus(id: string): Promise<string> {
  const sent = await emulator.api<{ id: string }>('POST', `event-streams/${id}/test`, { event_type: 'user.created' });
  assert.equal(sent.status, 202);
  await fetch(`${emulatorUrl()}/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceSeconds: 30 }) });
  return (await emulator.api<{ status: string }>('GET', `event-streams/${id}/deliveries/${sent.body.id}`)).body.status;
}

/** A step's title: "(n/total)" once the steps to come are known, "(step n)" while a choice ahead decides them. */
const steps = (n: number, total?: number) => new RegExp(`Create Event Stream \\(${total === undefined ? `step ${n}` : `${n}/${total}`}\\)`);

/** The answers of a webhook stream from the name to the review. */
function webhook(name: string, auth: Answer[], events = ['user.created', 'user.deleted']): Answer[] {
  return [
    { kind: 'pick', value: 'Step by step' },
    { kind: 'input', value: name, expect: steps(1) },
    { kind: 'pick', value: 'Webhook', expect: steps(2) },
    { kind: 'input', value: ENDPOINT, expect: steps(3) },
    ...auth,
    { kind: 'pickMany', value: events },
    { kind: 'confirm', value: 'Create', expect: new RegExp(`Create the event stream "${name}" on Local emulator\\?`) },
  ];
}

describe('Create Event Stream…', function () {
  this.timeout(90_000);
  let s: Services;
  let prompts: ScriptedPrompts;
  let group: TreeNode;
  let tenantId: string;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts, tenantId } = await freshTenant());
    const [tenant] = await children(s);
    group = await child(s, tenant, 'Event Streams');
    await children(s, group);
  });
  afterEach(closeOurEditors);

  it('step by step from the tree: a webhook with a bearer token, reviewed without the secret, created and listed', async () => {
    prompts.script(...webhook('acme-users', [
      { kind: 'pick', value: 'Bearer token', expect: steps(4) },
      { kind: 'input', value: BEARER, expect: steps(5, 6) },
    ]));
    const created = await vscode.commands.executeCommand<{ id: string }>('authTenants.createEventStream', group);
    assert.ok(created?.id, `created; notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal(prompts.pending, 0);
    const totals = prompts.asked.map((a) => /Create Event Stream \(\d+\/(\d+)\)/.exec(a.text)?.[1]).filter(Boolean);
    assert.deepEqual(totals, ['6', '6'], 'a total is shown once the path is known, and never changes');
    const review = prompts.asked.find((a) => a.kind === 'confirm')!;
    assert.match(review.text, /Destination: webhook https:\/\/hooks\.acme-corp\.dev\/auth-events/);
    assert.match(review.text, /Authorization: Bearer token/);
    assert.match(review.text, /Event types: user\.created, user\.deleted/);
    assert.match(review.text, /Tenant: Local emulator/);
    assert.ok(!review.text.includes(BEARER), 'the review never shows the secret');
    assert.equal(prompts.asked.filter((a) => a.kind === 'input').at(-1)?.text.includes('write-only'), true, 'the secret step says it is write-only');
    assert.equal(prompts.notices.at(-1)?.message, `Created the event stream acme-users (${created.id}) on Local emulator.`);
    const { stream, raw } = await onServer('acme-users');
    assert.equal(stream.id, created.id);
    assert.deepEqual(stream.destination, { type: 'webhook', configuration: { webhook_endpoint: ENDPOINT, webhook_authorization: { method: 'bearer' } } });
    assert.deepEqual(stream.subscriptions.map((x) => x.event_type), ['user.created', 'user.deleted']);
    assert.ok(!raw.includes(BEARER), 'the tenant never answers the secret');
    assert.equal(await testEventStatus(stream.id), 'succeeded', 'the tenant took the stream with its secret: a test event is delivered');
    assert.ok((await children(s, group)).some((n) => label(s, n) === 'acme-users'), 'the tree lists it');
  });

  it('step by step from the palette: basic and custom header authorization', async () => {
    prompts.script(...webhook('acme-basic', [
      { kind: 'pick', value: 'Basic', expect: steps(4) },
      { kind: 'input', value: 'ops-user', expect: steps(5, 7) },
      { kind: 'input', value: PASSWORD, expect: steps(6, 7) },
    ]));
    await vscode.commands.executeCommand('authTenants.createEventStream');
    const basic = await onServer('acme-basic');
    assert.deepEqual(basic.stream.destination.configuration.webhook_authorization, { method: 'basic', username: 'ops-user' });
    assert.ok(!basic.raw.includes(PASSWORD));
    assert.match(prompts.asked.find((a) => a.kind === 'confirm')!.text, /Authorization: Basic \(ops-user\)/);

    prompts.script(...webhook('acme-header', [
      { kind: 'pick', value: 'Custom header' },
      { kind: 'input', value: 'X-Api-Key' },
      { kind: 'input', value: HEADER, expect: /Value of the header X-Api-Key/ },
    ], ['organization.created']));
    await vscode.commands.executeCommand('authTenants.createEventStream');
    const header = await onServer('acme-header');
    assert.deepEqual(header.stream.destination.configuration.webhook_authorization, { method: 'custom_header', header_key: 'X-Api-Key' });
    assert.deepEqual(header.stream.subscriptions, [{ event_type: 'organization.created' }]);
    assert.ok(!header.raw.includes(HEADER));
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
  });

  it('step by step from the palette: Amazon EventBridge, the account id checked as typed', async () => {
    prompts.script({ kind: 'pick', value: 'Step by step' }, { kind: 'input', value: 'org-bridge' }, { kind: 'pick', value: 'Amazon EventBridge' },
      { kind: 'input', value: '12345678901', invalid: true, expect: steps(3, 5) });
    await vscode.commands.executeCommand('authTenants.createEventStream');
    assert.match(prompts.validationMessages[0] ?? '', /exactly 12 digits \(this is 11 characters\)/);
    prompts.script(
      { kind: 'pick', value: 'Step by step' }, { kind: 'input', value: 'org-bridge' }, { kind: 'pick', value: 'Amazon EventBridge' },
      { kind: 'input', value: '123456789012', expect: steps(3, 5) }, { kind: 'pick', value: 'eu-west-1', expect: steps(4, 5) },
      { kind: 'pickMany', value: ['organization.created', 'organization.updated'], expect: steps(5, 5) },
      { kind: 'confirm', value: 'Create', expect: /"org-bridge"/ },
    );
    await vscode.commands.executeCommand('authTenants.createEventStream');
    assert.match(prompts.asked.find((a) => a.kind === 'confirm')!.text, /Amazon EventBridge, account 123456789012, region eu-west-1/);
    const { stream } = await onServer('org-bridge');
    assert.equal(stream.destination.type, 'eventbridge');
    assert.equal(stream.destination.configuration.aws_account_id, '123456789012');
    assert.equal(stream.destination.configuration.aws_region, 'eu-west-1');
    assert.match(String(stream.destination.configuration.aws_partner_event_source), /^aws\.partner\//);
  });

  it('on a production tenant the review says so; dismissing it sends nothing', async () => {
    const profile = s.registry.get(tenantId)!;
    await s.registry.save({ ...profile, environment: 'production' });
    await emulator.resetStats();
    prompts.script(
      { kind: 'pick', value: 'Step by step' }, { kind: 'input', value: 'prod-bridge' }, { kind: 'pick', value: 'Amazon EventBridge' },
      { kind: 'input', value: '123456789012' }, { kind: 'pick', value: 'us-east-1' }, { kind: 'pickMany', value: ['user.created'] },
      { kind: 'confirm', value: undefined, expect: /Tenant: Local emulator — a PRODUCTION tenant/ },
    );
    assert.equal(await vscode.commands.executeCommand('authTenants.createEventStream'), undefined);
    assert.equal(prompts.pending, 0);
    assert.equal(await posts(), 0, 'nothing was sent');
    assert.deepEqual(prompts.notices, [], 'a cancel is silent');
  });

  it('refuses a name the tenant already has as it is typed, and sends nothing', async () => {
    await emulator.resetStats();
    prompts.script({ kind: 'pick', value: 'Step by step' }, { kind: 'input', value: 'user-lifecycle-webhook', invalid: true });
    await vscode.commands.executeCommand('authTenants.createEventStream', group);
    assert.equal(prompts.validationMessages[0], 'Local emulator already has an event stream named "user-lifecycle-webhook". Choose another name.');
    assert.equal(await posts(), 0, 'nothing was sent');
    assert.equal((await emulator.stats()).byRoute['GET /api/v2/event-streams'], 1, 'the names were listed once');
  });

  it('Back keeps every answer, from the review to the name', async () => {
    prompts.script(
      { kind: 'pick', value: 'Step by step' }, { kind: 'input', value: 'kept-name' }, { kind: 'pick', value: 'Webhook' }, { kind: 'input', value: ENDPOINT },
      { kind: 'pick', value: 'Custom header' }, { kind: 'input', value: 'X-Kept' }, { kind: 'input', value: HEADER },
      { kind: 'pickMany', value: ['user.updated'] },
      { kind: 'confirm', value: 'Back' },
      { kind: 'pickMany', back: true },
      { kind: 'input', back: true }, // the secret step
      { kind: 'input', back: true }, // the header name
      { kind: 'pick', back: true }, // the method
      { kind: 'input', back: true }, // the endpoint
      { kind: 'pick', back: true }, // the type
      { kind: 'input', value: 'kept-name-2' },
      { kind: 'pick', value: 'Webhook' }, { kind: 'input', value: ENDPOINT }, { kind: 'pick', value: 'Custom header' }, { kind: 'input', value: 'X-Kept' },
      { kind: 'input', value: HEADER }, { kind: 'pickMany', value: ['user.updated'] }, { kind: 'confirm', value: 'Create' },
    );
    await vscode.commands.executeCommand('authTenants.createEventStream');
    assert.equal(prompts.pending, 0);
    const asked = prompts.asked;
    const events = asked.filter((a) => a.kind === 'pickMany');
    assert.deepEqual(events[1]?.picked, ['user.updated'], 'the event types are kept after the review\'s Back');
    const header = asked.filter((a) => a.kind === 'input' && /header/i.test(a.text) && !/Value/.test(a.text));
    assert.equal(header[1]?.value, 'X-Kept');
    assert.equal(asked.filter((a) => a.kind === 'input' && /endpoint/i.test(a.text))[1]?.value, ENDPOINT);
    const methods = asked.filter((a) => a.kind === 'pick' && /authenticates/.test(a.text));
    assert.deepEqual(methods[1]?.picked, ['Custom header']);
    assert.deepEqual(asked.filter((a) => a.kind === 'pick' && /Where the events go/.test(a.text))[1]?.picked, ['Webhook']);
    assert.equal(asked.filter((a) => a.kind === 'input' && /Name of the event stream/.test(a.text))[1]?.value, 'kept-name');
    assert.deepEqual((await onServer('kept-name-2')).stream.destination.configuration.webhook_authorization, { method: 'custom_header', header_key: 'X-Kept' });
  });

  it('a 409 (the name was taken meanwhile) returns to the name with every other answer kept', async () => {
    const racing = new (class extends ScriptedPrompts {
      raced = false;
      override async confirm(message: string, options: { detail?: string }, ...buttons: string[]): Promise<string> {
        if (!this.raced) {
          this.raced = true;
          const other = await emulator.api('POST', 'event-streams', { name: 'raced', subscriptions: [{ event_type: 'user.created' }], destination: { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'us-east-1' } } });
          assert.equal(other.status, 201);
        }
        return super.confirm(message, options, ...buttons);
      }
    })();
    s.prompts.current = racing;
    racing.script(...webhook('raced', [{ kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: BEARER }]).slice(0, -1),
      { kind: 'confirm', value: 'Create' },
      { kind: 'input', value: 'raced-2' },
      { kind: 'pick', value: 'Webhook' }, { kind: 'input', value: ENDPOINT }, { kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: BEARER },
      { kind: 'pickMany', value: ['user.created', 'user.deleted'] }, { kind: 'confirm', value: 'Create' });
    await vscode.commands.executeCommand('authTenants.createEventStream', group);
    assert.equal(racing.pending, 0, JSON.stringify(racing.notices));
    const back = racing.asked.filter((a) => a.kind === 'input' && /Name of the event stream/.test(a.text))[1]!;
    assert.equal(back.value, 'raced', 'the name is kept');
    assert.match(back.message ?? '', /refused the event stream "raced": either it already has an event stream with this name, or it has reached its limit of event streams\. Choose another name, or delete/);
    assert.equal(racing.asked.filter((a) => a.kind === 'input' && /endpoint/i.test(a.text))[1]?.value, ENDPOINT);
    assert.deepEqual(racing.asked.filter((a) => a.kind === 'pickMany')[1]?.picked, ['user.created', 'user.deleted']);
    assert.equal((await onServer('raced-2')).stream.destination.type, 'webhook');
  });

  it('a 400 from the tenant returns to the step at fault (the endpoint) with its value and the reason, every other answer kept', async () => {
    // Every https:// endpoint is valid per the contract: the tenant's refusal of this one is its 400 naming the property.
    const refused = 'https://10.0.0.7/hook';
    await emulator.faults('400@1x1:POST /api/v2/event-streams', "Payload validation error: 'Invalid webhook endpoint' on property destination.configuration.webhook_endpoint");
    prompts.script(
      { kind: 'pick', value: 'Step by step' }, { kind: 'input', value: 'ip-hook' }, { kind: 'pick', value: 'Webhook' }, { kind: 'input', value: refused },
      { kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: BEARER }, { kind: 'pickMany', value: ['user.deleted'] }, { kind: 'confirm', value: 'Create' },
      { kind: 'input', value: ENDPOINT, expect: steps(3) },
      { kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: BEARER }, { kind: 'pickMany', value: ['user.deleted'] }, { kind: 'confirm', value: 'Create' },
    );
    try {
      await vscode.commands.executeCommand('authTenants.createEventStream');
    } finally {
      await emulator.faults('');
    }
    assert.equal(prompts.pending, 0, JSON.stringify(prompts.notices));
    const back = prompts.asked.filter((a) => a.kind === 'input' && /endpoint/i.test(a.text))[1]!;
    assert.equal(back.value, refused, 'the refused value is kept to be corrected');
    assert.match(back.message ?? '', /The tenant refused this value: .*webhook_endpoint/);
    assert.deepEqual(prompts.asked.filter((a) => a.kind === 'pick' && /authenticates/.test(a.text))[1]?.picked, ['Bearer token']);
    assert.deepEqual(prompts.asked.filter((a) => a.kind === 'pickMany')[1]?.picked, ['user.deleted']);
    assert.equal((await onServer('ip-hook')).stream.destination.configuration.webhook_endpoint, ENDPOINT);
  });

  describe('from a JSON draft', () => {
    async function newDraft(node?: TreeNode): Promise<vscode.Uri> {
      prompts.script({ kind: 'pick', value: 'From a JSON draft' });
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createEventStream', node);
      assert.ok(uri instanceof vscode.Uri, `the command returns the draft URI; notices: ${JSON.stringify(prompts.notices)}`);
      return uri;
    }

    const draftText = (fields: Record<string, unknown> = {}, auth: Record<string, unknown> = { method: 'bearer' }) => `${JSON.stringify({
      name: 'draft-stream', subscriptions: [{ event_type: 'user.created' }],
      destination: { type: 'webhook', configuration: { webhook_endpoint: ENDPOINT, webhook_authorization: auth } }, ...fields,
    }, null, 2)}\n`;

    it('opens a template with a free name; its one error is the endpoint to fill in; Create in the CodeLens', async () => {
      const uri = await newDraft(group);
      assert.match(uri.path, /^\/Local-emulator\/event-stream\/new(-\d+)?\.event-stream\.json$/);
      const value = JSON.parse(doc(uri)!.getText());
      assert.equal(value.name, 'event-stream-1');
      assert.equal(JSON.stringify(value).match(/token|password|header_value/), null, 'no secret field');
      const [d] = await until('the endpoint error', () => ours(uri).length === 1 && ours(uri));
      assert.deepEqual(at(d!), [10, 26, 10, 28]);
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
      assert.deepEqual(lenses.map((l) => l.command?.command), ['authTenants.submitEventStreamDraft']);
      assert.match(lenses[0]!.command!.title, /Create event stream on Local emulator/);
    });

    it('a bad value: a diagnostic on it and Create refused, nothing sent; a typed secret is an error and never stored; fixed, Create asks for the secret', async () => {
      const uri = await newDraft();
      await setText(uri, draftText({ subscriptions: [{ event_type: 'user.exploded' }] }));
      const bad = await until('a diagnostic on the event type', () => ours(uri).find((x) => x.range.start.line === 4));
      assert.deepEqual(at(bad), [4, 20, 4, 35]);
      await emulator.resetStats();
      assert.equal(await vscode.commands.executeCommand('authTenants.submitEventStreamDraft', uri), undefined);
      assert.match(prompts.notices.at(-1)?.message ?? '', /Create event stream refused: fix the problem on line 5/);
      assert.equal(await posts(), 0, 'nothing was sent');

      await setText(uri, draftText({}, { method: 'bearer', token: DRAFT_TOKEN }));
      const secret = await until('the secret error', () => ours(uri).find((x) => x.code === 'secret_in_draft'));
      assert.deepEqual(at(secret), [13, 8, 13, 15], 'on the key "token"');
      assert.match(secret.message, /the secret is asked for on Create, never kept in a draft/);
      await new Promise((r) => setTimeout(r, 1500)); // past the draft store's delay for unsaved text
      assert.equal(await doc(uri)!.save(), false, 'a save with a secret is refused');
      assert.ok(!JSON.stringify(s.context.globalState.keys().map((k) => s.context.globalState.get(k))).includes(DRAFT_TOKEN), 'the secret is not in the draft store');
      assert.equal(await vscode.commands.executeCommand('authTenants.submitEventStreamDraft', uri), undefined);
      assert.equal(await posts(), 0);

      await setText(uri, draftText({}, { method: 'basic', username: 'draft-ops' }));
      await until('no diagnostics', () => ours(uri).length === 0);
      prompts.script({ kind: 'input', value: DRAFT_SECRET, expect: /Password of draft-ops/ });
      const created = await vscode.commands.executeCommand<{ id: string }>('authTenants.submitEventStreamDraft', uri);
      assert.ok(created?.id, JSON.stringify(prompts.notices));
      assert.equal(await posts(), 1);
      assert.equal(prompts.notices.at(-1)?.message, `Created the event stream draft-stream (${created.id}) on Local emulator.`);
      const { stream, raw } = await onServer('draft-stream');
      assert.deepEqual(stream.destination.configuration.webhook_authorization, { method: 'basic', username: 'draft-ops' });
      assert.ok(!raw.includes(DRAFT_SECRET));
      await until('the draft closed', () => !vscode.window.tabGroups.all.flatMap((g) => g.tabs)
        .some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === uri.toString()));
      assert.equal(s.context.globalState.get(`authTenants.draft:${uri.path}`), undefined, 'the draft is deleted');
    });

    it('a 409 on Create shows on the name and leaves the draft as typed', async () => {
      const uri = await newDraft();
      const text = draftText({ name: 'user-lifecycle-webhook' });
      await setText(uri, text);
      await until('no diagnostics', () => ours(uri).length === 0);
      prompts.script({ kind: 'input', value: DRAFT_SECRET, expect: /Bearer token/ });
      assert.equal(await vscode.commands.executeCommand('authTenants.submitEventStreamDraft', uri), undefined);
      assert.match(prompts.notices.at(-1)?.message ?? '', /refused the event stream "user-lifecycle-webhook": either it already has an event stream with this name, or it has reached its limit of event streams\. Choose another name, or delete an event stream it no longer needs, then create it again\./);
      const d = await until('a diagnostic on the name', () => ours(uri).find((x) => x.range.start.line === 1));
      assert.deepEqual(at(d), [1, 10, 1, 34]);
      assert.equal(doc(uri)?.getText(), text, 'the draft keeps the user\'s text');
    });

    it('completes event types from the generated JSON Schema', async () => {
      const uri = await newDraft();
      await setText(uri, draftText());
      const labels = await until('event type completion', async () => {
        const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(4, 22));
        const l = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
        return l.some((x) => x.includes('organization.member.added')) && l;
      }, 30_000);
      assert.ok(!labels.some((x) => /token|password|header_value/.test(x)), 'no secret key is offered');
    });
  });

  describe('afterwards', () => {
    it('no secret typed in these tests is in globalState, the log or an open document', async () => {
      const texts = [
        JSON.stringify(s.context.globalState.keys().map((k) => [k, s.context.globalState.get(k)])),
        ...vscode.workspace.textDocuments.map((d) => d.getText()),
      ];
      const files = async (uri: vscode.Uri): Promise<vscode.Uri[]> => (await Promise.all((await vscode.workspace.fs.readDirectory(uri))
        .map(([name, type]) => (type === vscode.FileType.Directory ? files(vscode.Uri.joinPath(uri, name)) : [vscode.Uri.joinPath(uri, name)])))).flat();
      const logs = await files(s.context.logUri);
      for (const file of logs) texts.push(new TextDecoder().decode(await vscode.workspace.fs.readFile(file)));
      assert.ok(logs.length > 0 && texts.some((t) => t.includes('Created event stream')), 'the log was read');
      assert.deepEqual(TYPED.filter((secret) => texts.some((t) => t.includes(secret))), []);
    });
  });
});
