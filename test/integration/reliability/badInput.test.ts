// The bad-input corpus (test/fixtures/bad-input) in a real VS Code: each invalid document of every kind (drafts of
// the create flows, the phone factors document, the resource editor's documents) shows a precise diagnostic at its
// exact range and Create / Apply / Save refuses it; each invalid prompt input shows a precise validation message
// under the input box. The emulator counts no request for any of them (only the companion reads a prompt needs
// before its input box, e.g. the stream list), the extension's log (the Auth Tenants channel) records no other
// request line, and no corpus value that looks like a secret (typed into a document or a prompt) is in that log or
// in the extension's stored state (where drafts are kept).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_CONNECTION_IDS, DEMO_CTE_ACTION_ID, DEMO_EVENT_STREAM_IDS } from '../../../src/emulator/seed/ids';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { documentCases, DRAFT_KINDS, promptCases, RESOURCE_KINDS, validDocument, type DocumentCase, type DocumentKind, type PromptCase } from '../../fixtures/bad-input/corpus';
import { at, closeTabs, openedDoc as doc, ours, setText } from '../helpers/documents';
import { emulator, emulatorUrl } from '../helpers/emulator';
import { child, children, keptEdits } from '../helpers/extension';
import type { Answer } from '../helpers/scriptedPrompts';
import { ButtonPrompts, requestsSince, until, cleanTenant } from './support';

const SEVERITY = { error: vscode.DiagnosticSeverity.Error, warning: vscode.DiagnosticSeverity.Warning } as const;

/** A request line of the log (src/util/requestLine.ts): "<tenant>: METHOD /path → status (n ms)". */
const REQUEST_LINE = /: (GET|POST|PUT|PATCH|DELETE) (\/\S*) → /g;
/** The requests an excerpt of the log records, as "METHOD /path" (no query). */
const requestLines = (text: string) => [...text.matchAll(REQUEST_LINE)].map((m) => `${m[1]} ${m[2]!.split('?')[0]}`);
/** Whether "GET /api/v2/event-streams/est_1/deliveries" is an instance of the route "GET /api/v2/event-streams/:id/deliveries". */
const isRoute = (line: string, route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`).test(line);

/** Corpus inputs that look like secrets: typed at a secret's or a token's prompt, or credentials inside a URL. */
const secretLooking = (cases: PromptCase[]) => cases.flatMap((c) => [
  ...(/secret|token|apikey|password/i.test(c.prompt) ? [c.input.trim()] : []),
  ...(/\/\/([^/@\s]+)@/.exec(c.input)?.slice(1) ?? []),
]).filter((value) => value.length >= 4);

describe('Reliability: bad input never reaches the tenant', function () {
  this.timeout(180_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  before(async () => {
    ({ s, prompts, tenant } = await cleanTenant());
  });

  /** The extension's log: every file of the Auth Tenants channel under the context's logUri. */
  async function extensionLog(dir = s.context.logUri): Promise<string> {
    const entries = await vscode.workspace.fs.readDirectory(dir).then((x) => x, () => [] as [string, vscode.FileType][]);
    const texts = entries.map(([name, type]) => (type === vscode.FileType.Directory
      ? extensionLog(vscode.Uri.joinPath(dir, name))
      : vscode.workspace.fs.readFile(vscode.Uri.joinPath(dir, name)).then((bytes) => new TextDecoder().decode(bytes))));
    return (await Promise.all(texts)).join('\n');
  }

  let marks = 0;
  /**
   * Writes a mark through the extension's log channel, so what is logged after it can be cut out. Numbered only:
   * a case's name ("Bearer prefix") must not put secret-looking words in a log other suites scan.
   */
  function mark(): string {
    const line = `[bad-input corpus mark #${++marks}]`;
    s.log.info(line);
    return line;
  }

  /** What the extension logged between two marks, once the later one has reached the log file. */
  async function loggedBetween(start: string, end: string): Promise<string> {
    const found = await until(`the extension log holds ${end}`, async () => {
      const text = await extensionLog();
      const from = text.indexOf(start);
      const to = text.indexOf(end);
      return from >= 0 && to > from && { between: text.slice(from + start.length, to) };
    });
    return found.between;
  }

  interface Editor { uri: vscode.Uri; refuse: (uri: vscode.Uri) => Promise<void>; restore: (uri: vscode.Uri) => Promise<void> }

  /** Create refused by the draft's command, with one message naming the problem. */
  const submitRefused = (command: string, what: string) => async (u: vscode.Uri) => {
    assert.equal(await vscode.commands.executeCommand(command, u), undefined);
    assert.match(prompts.notices.at(-1)?.message ?? '', new RegExp(`^${what} refused: fix the`));
  };
  const saveRefused = async (u: vscode.Uri) => assert.equal(await doc(u).save(), false, 'the save is refused');
  /** A resource document: its edits are reverted (a save would apply them). */
  const revert = async (u: vscode.Uri) => {
    await vscode.window.showTextDocument(doc(u));
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await closeTabs(u);
  };
  /** A draft: a valid text is kept (saving a draft stores it, never sends it). */
  const keepValid = (kind: DocumentKind) => async (u: vscode.Uri) => {
    await setText(u, validDocument(kind, DEMO_CTE_ACTION_ID));
    await doc(u).save();
    await closeTabs(u);
  };

  /** Opens the editors of the kinds added with the generic resource editor and the create drafts. */
  async function openNewEditor(kind: Exclude<DocumentKind, 'token-exchange-profile' | 'phone-factors' | 'connection'>): Promise<Editor> {
    const group = (label: string) => child(s, tenant, label);
    switch (kind) {
      case 'event-stream': {
        const row = await child(s, await group('Event Streams'), 'user-lifecycle-webhook');
        return { uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.editEventStream', row), refuse: saveRefused, restore: revert };
      }
      case 'token-exchange-profile-edit': {
        const row = await child(s, await group('Token Exchange Profiles'), 'Partner ID token');
        return { uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.editTokenExchangeProfile', row), refuse: saveRefused, restore: revert };
      }
      case 'verification-template': {
        const row = await child(s, await group('Verification Templates'), 'Age over 18 #001');
        return { uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.editVerificationTemplate', row), refuse: saveRefused, restore: revert };
      }
      case 'phone-templates':
        return { uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.editPhoneTemplates', await group('MFA Phone Factors')), refuse: saveRefused, restore: revert };
      case 'event-stream-draft':
        prompts.script({ kind: 'pick', value: 'From a JSON draft' });
        return {
          uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.createEventStream', await group('Event Streams')),
          refuse: submitRefused('authTenants.submitEventStreamDraft', 'Create event stream'),
          restore: keepValid(kind),
        };
      case 'verification-template-draft':
        prompts.script({ kind: 'input', value: 'Corpus template' }, { kind: 'pickMany', value: ['age_in_years'] }, { kind: 'pick', value: 'Review as JSON first' });
        return {
          uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.createVerificationTemplate', await group('Verification Templates')),
          refuse: submitRefused('authTenants.submitVerificationTemplateDraft', 'Create verification template'),
          restore: keepValid(kind),
        };
      case 'connection-draft':
        prompts.script({ kind: 'pick', value: 'auth0' }, { kind: 'input', value: 'corpus-db' });
        return {
          uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.createConnection', await group('Connections')),
          refuse: submitRefused('authTenants.submitConnectionDraft', 'Create connection'),
          restore: keepValid(kind),
        };
    }
  }

  /** Opens the editor of each kind (its requests happen here, before the counting starts). */
  async function openEditor(kind: DocumentKind): Promise<Editor> {
    if (kind !== 'token-exchange-profile' && kind !== 'phone-factors' && kind !== 'connection') return openNewEditor(kind);
    if (kind === 'token-exchange-profile') {
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createTokenExchangeProfile', await child(s, tenant, 'Token Exchange Profiles'));
      return {
        uri,
        refuse: async (u) => {
          assert.equal(await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', u), undefined);
          assert.match(prompts.notices.at(-1)?.message ?? '', /^Create token exchange profile refused: fix the/);
        },
        restore: async (u) => {
          await setText(u, validDocument(kind, DEMO_CTE_ACTION_ID));
          await doc(u).save();
          await closeTabs(u);
        },
      };
    }
    if (kind === 'phone-factors') {
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editPhoneFactors', await child(s, tenant, 'MFA Phone Factors'));
      return {
        uri,
        refuse: async (u) => {
          assert.equal(await vscode.commands.executeCommand('authTenants.applyPhoneFactorsDocument', u), undefined);
          assert.match(prompts.notices.at(-1)?.message ?? '', /^Apply phone factors refused: fix the/);
        },
        restore: revert, // saving a phone factors document applies it
      };
    }
    const node = (await children(s, await child(s, tenant, 'Connections'))).find((n) => n.id.endsWith(`/${DEMO_CONNECTION_IDS.database}`))!;
    return { uri: await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node), refuse: saveRefused, restore: revert };
  }

  /** Everything the extension keeps in its global state (the draft store among it), as one text. */
  const storedState = () => JSON.stringify(s.context.globalState.keys().map((k) => s.context.globalState.get(k)));

  for (const kind of [...DRAFT_KINDS, ...RESOURCE_KINDS]) {
    it(`${kind} documents: a precise diagnostic at the exact range for every case; nothing is sent`, async () => {
      const noticesBefore = prompts.notices.length;
      const cases = documentCases(DEMO_CTE_ACTION_ID).filter((c) => c.kind === kind);
      assert.ok(cases.length >= 10, `${cases.length} cases`);
      const kept = await keptEdits();
      const editor = await openEditor(kind);
      assert.ok(editor.uri instanceof vscode.Uri, JSON.stringify(prompts.notices));
      await until('the document is open', () => vscode.workspace.textDocuments.some((d) => d.uri.toString() === editor.uri.toString()));
      const before = await emulator.stats();
      const start = mark();
      const failures: string[] = [];
      for (const c of cases) {
        await setText(editor.uri, c.text);
        const reported = () => (c.json ? vscode.languages.getDiagnostics(editor.uri) : ours(editor.uri));
        const found = await until(c.name, () => reported().find((d) => matches(d, c)), 10_000).catch(() => undefined);
        if (found && c.json && ours(editor.uri).length > 0) failures.push(`${c.name}: reported twice, ours too: ${ours(editor.uri)[0]!.message}`);
        if (!found) {
          failures.push(`${c.name}: expected ${c.message} at ${c.range.join()}; got ${JSON.stringify(vscode.languages.getDiagnostics(editor.uri).map((d) => [d.source, d.message.slice(0, 120), at(d).join()]))}`);
          continue;
        }
        await editor.refuse(editor.uri);
        if (c.secret) {
          // A draft's edits are kept a moment after the last one, never with a secret: wait until this text was handled.
          // (A resource document's edits are never kept by the extension: nothing to wait for.)
          if (editor.uri.scheme === 'auth-tenants-draft' && await kept.at(editor.uri, doc(editor.uri).version)) failures.push(`${c.name}: the draft's edits were kept with the secret`);
          if (storedState().includes(c.secret)) failures.push(`${c.name}: the extension's stored state holds the secret typed into the document`);
        }
      }
      const logged = await loggedBetween(start, mark());
      assert.deepEqual(requestLines(logged), [], 'the log records no request for any bad document');
      assert.deepEqual(await requestsSince(before), {}, 'no request for any bad document');
      const log = await extensionLog();
      failures.push(...cases.filter((c) => c.secret && log.includes(c.secret)).map((c) => `${c.name}: the extension log holds the secret typed into the document`));
      await editor.restore(editor.uri);
      kept.dispose();
      assert.deepEqual(failures, []);
      // The restore saves a draft, which says once that nothing was sent.
      const notices = prompts.notices.slice(noticesBefore).filter((n) => !/^Draft saved — nothing was sent\./.test(n.message));
      assert.deepEqual(notices.filter((n) => !/refused/.test(n.message)), [], 'only the refusals');
      assert.equal(notices.length, cases.length, 'one refusal per attempt');
    });
  }

  /** Ours, or VS Code's JSON language service's for a syntax problem (then ours is not reported: one report). */
  function matches(d: vscode.Diagnostic, c: DocumentCase): boolean {
    const { message, range, severity } = c.json ?? c;
    return message.test(d.message) && at(d).join() === range.join() && d.severity === SEVERITY[severity];
  }

  /** Answers that lead to each input box, the box's title, and the command with its argument. */
  async function route(prompt: string, input: Answer): Promise<{ answers: Answer[]; command: string; arg?: unknown }> {
    const name = { kind: 'input', value: 'Marketing automation' } as const;
    const app = { kind: 'pick', value: 'ACTIVECAMPAIGN' } as const;
    const url = { kind: 'input', value: 'https://acme.api-us1.com' } as const;
    const domain = { kind: 'input', value: emulatorUrl() } as const; // it must answer: the domain step checks that
    const secretMethod = { kind: 'pick', value: 'Client secret' } as const;
    const clientId = { kind: 'input', value: 'client-id-1' } as const;
    const vault = await child(s, tenant, 'Flows Vault Connections');
    const userWebhook = { kind: 'pick', value: (stream: { id: string }) => stream.id === DEMO_EVENT_STREAM_IDS.userWebhook } as const;
    const twilioPhone = { kind: 'pick', value: 'A phone number' } as const;
    const twilioFrom = { kind: 'input', value: '+15551234567' } as const;
    const twilioSid = { kind: 'input', value: 'AC0123456789abcdef0123456789abcdef' } as const;
    const twilioStep = (n: number) => ({ ...input, expect: new RegExp(`Twilio Settings of Local emulator \\(${n}/4\\)`) });
    switch (prompt) {
      case 'createConnection.name':
        return { answers: [{ kind: 'pick', value: 'auth0' }, { ...input, expect: /Create Connection on Local emulator Name of the new auth0 connection/ }], command: 'authTenants.createConnection', arg: await child(s, tenant, 'Connections') };
      case 'vault.rename':
        return { answers: [{ kind: 'pick', value: 'Newsletter sync' }, { ...input, expect: /Rename the vault connection Newsletter sync on Local emulator/ }], command: 'authTenants.renameVaultConnection', arg: tenant };
      case 'twilio.from': return { answers: [twilioPhone, twilioStep(2)], command: 'authTenants.twilioSettings', arg: tenant };
      case 'twilio.messagingServiceSid': return { answers: [{ kind: 'pick', value: 'A messaging service' }, twilioStep(2)], command: 'authTenants.twilioSettings', arg: tenant };
      case 'twilio.sid': return { answers: [twilioPhone, twilioFrom, twilioStep(3)], command: 'authTenants.twilioSettings', arg: tenant };
      case 'twilio.token': return { answers: [twilioPhone, twilioFrom, twilioSid, twilioStep(4)], command: 'authTenants.twilioSettings', arg: tenant };
      case 'createTemplate.name':
        return { answers: [{ ...input, expect: /Create Verification Template on Local emulator/ }], command: 'authTenants.createVerificationTemplate', arg: tenant };
      case 'redeliver.eventId':
        return { answers: [userWebhook, { kind: 'pick', value: /Enter an event id/ }, { ...input, expect: /Redeliver Event \(2\/2\)/ }], command: 'authTenants.redeliverEvent', arg: tenant };
      case 'openDelivery.eventId':
        return { answers: [userWebhook, { kind: 'pick', value: /Enter an event id/ }, { ...input, expect: /Open Event Delivery \(2\/2\)/ }], command: 'authTenants.openEventDelivery', arg: tenant };
      case 'vault.name': return { answers: [app, { ...input, expect: /\(1\/3\)/ }], command: 'authTenants.createVaultConnection', arg: vault };
      case 'vault.baseUrl': return { answers: [app, name, { ...input, expect: /\(2\/3\)/ }], command: 'authTenants.createVaultConnection', arg: vault };
      case 'vault.apiKey': return { answers: [app, name, url, { ...input, expect: /\(3\/3\)/ }], command: 'authTenants.createVaultConnection', arg: vault };
      case 'addTenant.domain': return { answers: [secretMethod, { ...input, expect: /Add Tenant \(1\/5\) Tenant domain/ }], command: 'authTenants.addTenant' };
      case 'addTenant.clientId': return { answers: [secretMethod, domain, { ...input, expect: /Add Tenant \(2\/5\) Client ID/ }], command: 'authTenants.addTenant' };
      case 'addTenant.clientSecret': return { answers: [secretMethod, domain, clientId, { ...input, expect: /Add Tenant \(3\/5\) Client secret/ }], command: 'authTenants.addTenant' };
      case 'addTenant.accessToken':
        return { answers: [{ kind: 'pick', value: 'Access token' }, domain, { ...input, expect: /Add Tenant \(2\/4\) Management API access token/ }], command: 'authTenants.addTenant' };
      case 'addTenant.label': {
        // The label is asked once the credentials are checked: the emulator's own (local-only) client passes.
        const creds = [{ kind: 'input', value: 'emulator-admin' }, { kind: 'input', value: 'emulator-admin-secret' }] as const;
        return { answers: [secretMethod, domain, ...creds, { ...input, expect: /Add Tenant \(4\/5\)/ }], command: 'authTenants.addTenant' };
      }
      case 'editTenant.label': return { answers: [{ kind: 'pick', value: 'Label' }, { ...input, expect: /Edit Local emulator/ }], command: 'authTenants.editTenant', arg: tenant };
      case 'useEmulator.url': return { answers: [{ ...input, expect: /Local tenant emulator/ }], command: 'authTenants.useEmulator' };
      case 'deleteStream.typedName': {
        const [prod] = (await children(s)).filter((t) => t.id === 'tenant:corpus-production');
        assert.ok(prod, 'the production tenant is there');
        const stream = await child(s, await child(s, prod, 'Event Streams'), 'user-lifecycle-webhook');
        return { answers: [{ kind: 'confirm', value: 'Delete' }, { ...input, expect: /is a production tenant Type the stream name/ }], command: 'authTenants.deleteEventStream', arg: stream };
      }
      default: throw new Error(`no route to the prompt ${prompt}`);
    }
  }

  it('prompt inputs: a precise validation message for every case; nothing but the companion reads is sent', async () => {
    const cases = promptCases();
    assert.ok(cases.length >= 20);
    assert.equal(vscode.workspace.getConfiguration('authTenants').get('emulator.url'), '', 'the emulator origin setting is empty (Use the Local Emulator asks for it)');
    const failures: string[] = [];
    const noticesBefore = prompts.notices.length;
    const logged: { c: PromptCase; start: string; end: string }[] = [];
    const run = async (c: PromptCase) => {
      const { answers, command, arg } = await route(c.prompt, { kind: 'input', value: c.input, invalid: true });
      const messages = prompts.scripted.validationMessages.length;
      const before = await emulator.stats();
      const start = mark();
      prompts.script(...answers);
      await vscode.commands.executeCommand(command, arg);
      const sent = await requestsSince(before);
      logged.push({ c, start, end: mark() });
      const message = prompts.scripted.validationMessages.length > messages ? prompts.scripted.validationMessages.at(-1)! : '(no validation message)';
      if (!c.message.test(message)) failures.push(`${c.name}: expected ${c.message}, got "${message}"`);
      if (Object.keys(sent).sort().join() !== [...c.reads].sort().join()) failures.push(`${c.name}: sent ${JSON.stringify(sent)}, expected only ${JSON.stringify(c.reads)}`);
      if (prompts.scripted.pending !== 0) failures.push(`${c.name}: ${prompts.scripted.pending} answer(s) not used`);
      while (prompts.scripted.pending) await prompts.scripted.input({}).catch(() => undefined); // drop leftovers
    };
    for (const c of cases.filter((x) => x.prompt !== 'deleteStream.typedName')) await run(c);

    await s.registry.save(
      { id: 'corpus-production', label: 'Corpus production', domain: emulatorUrl(), environment: 'production', method: 'client-secret', clientId: 'emulator-admin' },
      { clientSecret: 'emulator-admin-secret' },
    );
    try {
      const [prod] = (await children(s)).filter((t) => t.id === 'tenant:corpus-production');
      await children(s, prod!); // its token, before counting
      for (const c of cases.filter((x) => x.prompt === 'deleteStream.typedName')) await run(c);
    } finally {
      await s.registry.remove('corpus-production');
    }
    for (const { c, start, end } of logged) {
      const lines = requestLines(await loggedBetween(start, end));
      const other = lines.filter((line) => !c.reads.some((read) => isRoute(line, read)));
      if (other.length) failures.push(`${c.name}: the log records ${JSON.stringify(other)}, expected only ${JSON.stringify(c.reads)}`);
    }
    const secrets = secretLooking(cases);
    assert.ok(secrets.length >= 3, `the corpus has secret-like values to look for: ${secrets.length}`);
    const log = await extensionLog();
    failures.push(...secrets.filter((secret) => log.includes(secret)).map((secret) => `the extension log holds the corpus value ${secret.slice(0, 8)}…`));
    assert.deepEqual(failures, []);
    assert.deepEqual(prompts.notices.slice(noticesBefore), [], 'an invalid input is no error: the box says what is wrong, nothing else');
    assert.deepEqual(s.registry.list().map((t) => t.id), ['local-emulator'], 'no tenant was added');
  });
});
