// Verification templates in a real VS Code against the emulator: Edit (row click and palette, through the one
// resource editor), Create (group row and palette: a name and a claims multi-select), Delete (row and palette: a
// modal, the typed name on production) and Open Verification Template… (a picker that loads page by page). The
// emulator's state is checked after each; a dismissed prompt or a read-only token sends nothing.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_TEMPLATE_COUNT, demoTemplateId } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { openedDoc as doc, setText, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import { ScriptedPrompts } from './helpers/scriptedPrompts';
import type { PickItem, StepOptions } from '../../src/ui/prompts';
import { narrowToken } from './helpers/tokens';
import { freshTenantPerTest } from './helpers/suite';

const PATH = 'verifiable-credentials/verification/templates';
const FIRST = demoTemplateId(1);
const FIRST_NAME = 'Age over 18 #001';
/** On the second page of the picker (50 per page). */
const LATER_NAME = 'Account opening (KYC) #060';
const NS = ['presentation', 'org.iso.18013.5.1.mDL', 'org.iso.18013.5.1'] as const;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const server = async (id: string) => emulator.api<Json>('GET', `${PATH}/${id}`);
const claimsOf = (t: Json) => t[NS[0]][NS[1]][NS[2]] as Record<string, boolean>;
const writes = async () => Object.entries((await emulator.stats()).byRoute).filter(([r]) => /^(POST|PATCH|DELETE) \/api\/v2\/verifiable/.test(r)).reduce((n, [, c]) => n + c, 0);

async function all(): Promise<Json[]> {
  const out: Json[] = [];
  let next: string | undefined;
  do {
    const { body } = await emulator.api<Json>('GET', `${PATH}?take=100${next ? `&from=${encodeURIComponent(next)}` : ''}`);
    out.push(...body.templates);
    next = body.next;
  } while (next);
  return out;
}

describe('Verification template lifecycle', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  freshTenantPerTest((services, scripted) => {
    s = services;
    prompts = scripted;
  });

  const group = async (): Promise<TreeNode> => child(s, (await children(s))[0], 'Verification Templates');
  const row = async (name = FIRST_NAME) => child(s, await group(), name);
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');

  async function edit(uri: vscode.Uri, change: (value: Json) => void): Promise<void> {
    const value = JSON.parse(doc(uri).getText()) as Json;
    change(value);
    await setText(uri, `${JSON.stringify(value, null, 2)}\n`);
  }

  describe('Edit', () => {
    it('a row click opens it editable, the header names it and the tenant; a saved claim change is applied after the change list', async () => {
      const item = s.tree.getTreeItem(await row());
      assert.equal(item.command?.command, 'authTenants.editVerificationTemplate', 'a click opens the editable document');
      assert.match(String(item.contextValue), /\bverificationTemplate\b/);
      const uri = await vscode.commands.executeCommand<vscode.Uri>(item.command!.command, ...(item.command!.arguments ?? []));
      assert.equal(uri.toString(true), `auth-tenants:/local-emulator/verification-templates/${FIRST}/Age-over-18-001.verification-template.json`);
      const shown = JSON.parse(doc(uri).getText()) as Json;
      assert.deepEqual(Object.keys(shown), ['name', 'type', 'dialect', 'presentation', 'well_known_trusted_issuers']);
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
      // The header line: name and tenant (claims, dates, id and the fields never sent are in its hover, headerLine.ts).
      const titles = lenses.map((l) => l.command?.title ?? '').join(' | ');
      assert.ok(titles.includes(`${FIRST_NAME} · Local emulator | `), titles);

      await edit(uri, (v) => (v[NS[0]][NS[1]][NS[2]].nationality = true));
      prompts.script({ kind: 'confirm', value: 'Apply', expect: /Apply 1 change\(s\) to verification template Age over 18 #001 on Local emulator\?[\s\S]*nationality added \(true\)/ });
      assert.equal(await doc(uri).save(), true, `saved; notices: ${JSON.stringify(prompts.notices)}`);
      const after = (await server(FIRST)).body;
      assert.deepEqual(claimsOf(after), { age_in_years: true, portrait: true, nationality: true });
      assert.equal(after.name, FIRST_NAME);
      await until('the row counts 3 claims', async () => s.tree.getTreeItem(await row()).description === '3 of 21 claims');
    });

    it('from the palette: the picker loads the second page with Load more…; a misspelt namespace is an error and nothing is sent', async () => {
      prompts.script(
        { kind: 'pick', value: 'Load more…', expect: /Edit a verification template/ },
        { kind: 'pick', value: LATER_NAME },
      );
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editVerificationTemplate');
      assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.equal(prompts.asked[0]!.items!.length, 51, '50 templates and Load more…');
      assert.equal(prompts.asked[1]!.items!.length, 101);
      assert.equal(JSON.parse(doc(uri).getText()).name, LATER_NAME);
      await edit(uri, (v) => (v[NS[0]][NS[1]] = { 'org.iso.18013.5.2': { portrait: true } }));
      await until('the error on the misspelt namespace', () => vscode.languages.getDiagnostics(uri).find((d) => d.source === 'auth-tenants' && /18013\.5\.2/.test(d.message)));
      await emulator.resetStats();
      assert.equal(await doc(uri).save(), false);
      assert.equal(await writes(), 0);
    });

    it('a name another template has (409): a clear message, the document stays dirty', async () => {
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editVerificationTemplate', await row());
      await edit(uri, (v) => (v.name = 'Age over 21 (alcohol) #002'));
      prompts.script({ kind: 'confirm', value: 'Apply' });
      assert.equal(await doc(uri).save(), false);
      assert.match(prompts.notices.at(-1)!.message, /Another verification template of this tenant already has this name: choose another name/);
      assert.equal(doc(uri).isDirty, true);
    });
  });

  describe('Create', () => {
    it('on a production tenant asks first, naming template and tenant; a dismiss sends nothing', async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
      await emulator.resetStats();
      const question = /^Create the verification template "Hotel check-in" on Local emulator\?[\s\S]*PRODUCTION/;
      prompts.script(
        { kind: 'input', value: 'Hotel check-in' },
        { kind: 'pickMany', value: ['given_name'] },
        { kind: 'pick', value: 'Create now' },
        { kind: 'confirm', value: undefined, expect: question },
      );
      assert.equal(await vscode.commands.executeCommand('authTenants.createVerificationTemplate'), undefined);
      assert.equal(prompts.pending, 0, 'the question was asked');
      assert.equal((await emulator.stats()).byRoute['POST /api/v2/verifiable-credentials/verification/templates'] ?? 0, 0);
    });

    it('from the group row: a name and the claims, then the template is created, listed and opened', async () => {
      const templates = await group();
      assert.equal((await children(s, templates)).length, 51);
      prompts.script(
        { kind: 'input', value: 'Hotel check-in', expect: /Create Verification Template on Local emulator/ },
        { kind: 'pickMany', value: ['given_name', 'family_name', 'portrait'], expect: /mDL claims "Hotel check-in"/ },
        { kind: 'pick', value: 'Create now', expect: /3 claim\(s\) chosen/ },
      );
      const created = await vscode.commands.executeCommand<Json>('authTenants.createVerificationTemplate', templates);
      assert.deepEqual(errors(), []);
      assert.equal(prompts.asked[1]!.items!.length, 21, 'every mDL claim is offered');
      const stored = (await server(String(created.id))).body;
      assert.equal(stored.name, 'Hotel check-in');
      assert.deepEqual(claimsOf(stored), { given_name: true, family_name: true, portrait: true });
      assert.deepEqual([stored.type, stored.dialect, stored.well_known_trusted_issuers], ['mdl', 'simplified/1.0', 'aamva']);
      assert.match(prompts.notices.find((n) => n.kind === 'info')!.message, /Created the verification template Hotel check-in \(vct_\w+\) on Local emulator, requesting 3 claim/);
      const editor = await until('the new template is open', () => vscode.window.activeTextEditor?.document.uri.path.endsWith('/Hotel-check-in.verification-template.json') && vscode.window.activeTextEditor);
      assert.equal(JSON.parse(editor.document.getText()).name, 'Hotel check-in');
      // The group was reloaded: its last page now ends with the new template.
      await children(s, templates);
      await vscode.commands.executeCommand('authTenants.loadMore', templates);
      await vscode.commands.executeCommand('authTenants.loadMore', templates);
      const labels = (await children(s, templates)).map((n) => label(s, n));
      assert.equal(labels.length, DEMO_TEMPLATE_COUNT + 1);
      assert.equal(labels.at(-1), 'Hotel check-in');
    });

    it('a tenant with no template: the empty row says so and a click on it creates one', async () => {
      await emulator.rateLimit({ off: true });
      try {
        for (const t of await all()) assert.equal((await emulator.api('DELETE', `${PATH}/${String(t.id)}`)).status, 204);
      } finally {
        await emulator.rateLimit({ rate: 1000, burst: 1000 });
      }
      const [empty] = await children(s, await group());
      assert.equal(label(s, empty!), 'No verification templates.');
      const command = s.tree.getTreeItem(empty!).command!;
      assert.equal(command.command, 'authTenants.createVerificationTemplate');
      prompts.script({ kind: 'input', value: 'First template' }, { kind: 'pickMany', value: ['age_in_years'] }, { kind: 'pick', value: 'Create now' });
      await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []));
      assert.deepEqual((await all()).map((t) => [t.name, claimsOf(t)]), [['First template', { age_in_years: true }]]);
      await until('the group lists it', async () => (await children(s, await group())).map((n) => label(s, n)).join() === 'First template');
    });

    it('from the palette: a taken name and an empty name are refused as typed; nothing is sent', async () => {
      const before = await writes();
      prompts.script({ kind: 'input', value: '', invalid: true });
      await vscode.commands.executeCommand('authTenants.createVerificationTemplate');
      assert.match(prompts.validationMessages[0]!, /Enter a name/);
      prompts.script({ kind: 'input', value: FIRST_NAME, invalid: true, expect: /Create Verification Template on Local emulator \(1\/3\)/ });
      await vscode.commands.executeCommand('authTenants.createVerificationTemplate');
      assert.match(prompts.validationMessages[1]!, /Local emulator already has a verification template named "Age over 18 #001"/);
      assert.deepEqual(errors(), []);
      assert.equal(await writes(), before);
    });

    it('a name taken meanwhile (409) goes back to the name with the claims kept; a new name creates it', async () => {
      const racing = new (class extends ScriptedPrompts {
        raced = false;
        override async pick<T>(items: PickItem<T>[] | Promise<PickItem<T>[]>, options: vscode.QuickPickOptions & StepOptions): Promise<T> {
          if (!this.raced && /claim\(s\) chosen/.test(options.placeHolder ?? '')) {
            this.raced = true;
            const other = await emulator.api('POST', PATH, { name: 'Raced', type: 'mdl', dialect: 'simplified/1.0', well_known_trusted_issuers: 'aamva', presentation: { [NS[1]]: { [NS[2]]: { age_over_21: true } } } });
            assert.equal(other.status, 201);
          }
          return super.pick(items, options);
        }
      })();
      s.prompts.current = racing;
      racing.script(
        { kind: 'input', value: 'Raced' }, { kind: 'pickMany', value: ['given_name', 'portrait'] }, { kind: 'pick', value: 'Create now' },
        { kind: 'input', value: 'Raced 2', expect: /\(1\/3\)/ }, { kind: 'pickMany', value: ['given_name', 'portrait'], expect: /\(2\/3\)/ }, { kind: 'pick', value: 'Create now' },
      );
      const created = await vscode.commands.executeCommand<Json>('authTenants.createVerificationTemplate');
      assert.equal(racing.pending, 0, JSON.stringify(racing.notices));
      const names = racing.asked.filter((a) => a.kind === 'input');
      assert.equal(names[1]!.value, 'Raced', 'the name is kept to be changed');
      assert.match(names[1]!.message ?? '', /already has a verification template named "Raced"/);
      assert.deepEqual(racing.asked.filter((a) => a.kind === 'pickMany')[1]!.picked, ['given_name', 'portrait'], 'the claims are kept');
      assert.deepEqual(racing.notices.filter((n) => n.kind === 'error'), []);
      const stored = (await server(String(created.id))).body;
      assert.equal(stored.name, 'Raced 2');
      assert.deepEqual(claimsOf(stored), { given_name: true, portrait: true });
    });

    it('reviewed as a JSON draft: claim names complete, a claim that is not a boolean blocks Create, a taken name is shown on the name, then Create sends it', async () => {
      prompts.script({ kind: 'input', value: 'Bar entry' }, { kind: 'pickMany', value: ['age_in_years'] }, { kind: 'pick', value: 'Review as JSON first' });
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createVerificationTemplate');
      assert.ok(uri instanceof vscode.Uri && uri.scheme === 'auth-tenants-draft', `notices: ${JSON.stringify(prompts.notices)}`);
      assert.match(uri.path, /\/new(-\d+)?\.verification-template\.json$/); // another suite's draft may hold the first path in this window
      const lenses = await until('the Create lens', async () => (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)).find((l) => l.command?.command === 'authTenants.submitVerificationTemplateDraft'));
      assert.match(lenses.command!.title, /Create verification template on Local emulator/);
      assert.deepEqual(JSON.parse(doc(uri).getText()), {
        name: 'Bar entry', type: 'mdl', dialect: 'simplified/1.0', presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { age_in_years: true } } }, well_known_trusted_issuers: 'aamva',
      });
      await setText(uri, doc(uri).getText().replace('"age_in_years": true', '"age_in_years": true,\n        ""'));
      const line = doc(uri).getText().split('\n').findIndex((l) => l.trim() === '""');
      const labels = await until('claim completions', async () => {
        const items = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(line, 9));
        const found = items.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
        return found.some((l) => l.includes('driving_privileges')) && found;
      });
      assert.ok(labels.some((l) => l.includes('given_name_national_character')));
      await setText(uri, doc(uri).getText().replace(',\n        ""', ',\n        "portrait": "yes"'));
      await until('the error on the claim that is not a boolean', () => vscode.languages.getDiagnostics(uri).find((d) => d.source === 'auth-tenants' && /true or false/.test(d.message)));
      await emulator.resetStats();
      await vscode.commands.executeCommand('authTenants.submitVerificationTemplateDraft', uri);
      assert.match(errors().at(-1)!.message, /Create verification template refused: fix the problem on line \d+/);
      assert.equal(await writes(), 0);

      await setText(uri, doc(uri).getText().replace('"portrait": "yes"', '"portrait": true').replace('"Bar entry"', `"${FIRST_NAME}"`));
      await vscode.commands.executeCommand('authTenants.submitVerificationTemplateDraft', uri);
      assert.match(errors().at(-1)!.message, /already has a verification template named "Age over 18 #001"/);
      await until('the 409 on the name', () => vscode.languages.getDiagnostics(uri).find((d) => d.range.start.line === 1 && /already has a verification template/.test(d.message)));

      await setText(uri, doc(uri).getText().replace(`"${FIRST_NAME}"`, '"Bar entry"'));
      const created = await vscode.commands.executeCommand<Json>('authTenants.submitVerificationTemplateDraft', uri);
      assert.ok(created?.id, `notices: ${JSON.stringify(prompts.notices)}`);
      assert.deepEqual(claimsOf((await server(String(created.id))).body), { age_in_years: true, portrait: true });
      await until('the draft is closed', () => !vscode.window.tabGroups.all.flatMap((g) => g.tabs).some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === uri.toString()));
      await until('the new template is open', () => vscode.window.activeTextEditor?.document.uri.path.endsWith('/Bar-entry.verification-template.json'));
    });
  });

  describe('Saving a create draft', () => {
    it('Ctrl+S stores the draft and says once that nothing was sent: Create sends it', async () => {
      prompts.script({ kind: 'input', value: 'Saved draft' }, { kind: 'pickMany', value: ['portrait'] }, { kind: 'pick', value: 'Review as JSON first' });
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createVerificationTemplate');
      assert.ok(uri instanceof vscode.Uri && uri.scheme === 'auth-tenants-draft', `notices: ${JSON.stringify(prompts.notices)}`);
      await emulator.resetStats();
      const saved = () => prompts.notices.filter((n) => /^Draft saved — nothing was sent\. Use Create/.test(n.message));
      await setText(uri, doc(uri).getText().replace('"Saved draft"', '"Saved draft 2"'));
      assert.equal(await doc(uri).save(), true);
      assert.equal(saved().length, 1, JSON.stringify(prompts.notices));
      await setText(uri, doc(uri).getText().replace('"Saved draft 2"', '"Saved draft 3"'));
      assert.equal(await doc(uri).save(), true);
      assert.equal(saved().length, 1, 'said once per draft');
      assert.equal(await writes(), 0, 'nothing was sent');
    });
  });

  describe('Delete', () => {
    it('from the row after a modal naming template and tenant; dismissing it sends nothing', async () => {
      await emulator.resetStats();
      prompts.script({ kind: 'confirm', value: undefined, expect: /Delete the verification template "Age over 18 #001" from Local emulator\?/ });
      await vscode.commands.executeCommand('authTenants.deleteVerificationTemplate', await row());
      assert.equal(await writes(), 0);
      assert.equal((await server(FIRST)).status, 200);
      prompts.script({ kind: 'confirm', value: 'Delete' });
      await vscode.commands.executeCommand('authTenants.deleteVerificationTemplate', await row());
      assert.deepEqual(errors(), []);
      assert.equal((await server(FIRST)).status, 404);
      await until('the group no longer lists it', async () => !(await children(s, await group())).some((n) => label(s, n) === FIRST_NAME));
    });

    it('from the palette on a production tenant: the typed name is required', async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
      await emulator.resetStats();
      prompts.script({ kind: 'pick', value: FIRST_NAME, expect: /Delete Verification Template/ }, { kind: 'confirm', value: 'Delete' }, { kind: 'input', value: 'Age over 18', invalid: true, expect: /production tenant/ });
      await vscode.commands.executeCommand('authTenants.deleteVerificationTemplate');
      assert.match(prompts.validationMessages[0]!, /Type exactly: Age over 18 #001/);
      assert.equal(await writes(), 0);
      prompts.script({ kind: 'pick', value: FIRST_NAME }, { kind: 'confirm', value: 'Delete' }, { kind: 'input', value: FIRST_NAME });
      await vscode.commands.executeCommand('authTenants.deleteVerificationTemplate');
      assert.equal((await server(FIRST)).status, 404);
      assert.equal((await all()).length, DEMO_TEMPLATE_COUNT - 1);
    });
  });

  describe('Open Verification Template…', () => {
    it('pages through the templates and opens the chosen one editable', async () => {
      prompts.script({ kind: 'pick', value: 'Load more…', expect: /Open Verification Template/ }, { kind: 'pick', value: 'Load more…' }, { kind: 'pick', value: /#125$/ });
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.openVerificationTemplate');
      assert.equal(prompts.asked[2]!.items!.length, DEMO_TEMPLATE_COUNT, 'every template and no Load more… on the last page');
      assert.equal(uri.scheme, 'auth-tenants');
      assert.match(JSON.parse(doc(uri).getText()).name, /#125$/);
    });

    it('with a read-only token: the picker opens the read-only view, the row click too, and Edit names the missing scope', async () => {
      await s.registry.save(
        { id: 'read-only-templates', label: 'Read-only templates', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
        { accessToken: await narrowToken('read:vdcs_templates') },
      );
      const tenants = await children(s);
      const tenant = tenants.find((t) => label(s, t) === 'Read-only templates')!;
      prompts.script({ kind: 'pick', value: 'Read-only templates' }, { kind: 'pick', value: FIRST_NAME });
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.openVerificationTemplate');
      assert.equal(uri.scheme, 'auth-tenants-view');
      assert.match(doc(uri).getText(), /Requested mDL claims \(2 of 21\)/);
      const readOnlyRow = await child(s, await child(s, tenant, 'Verification Templates'), FIRST_NAME);
      await until('the token\'s scopes are known', () => /missing:update:vdcs_templates/.test(String(s.tree.getTreeItem(readOnlyRow).contextValue)));
      assert.match(String(s.tree.getTreeItem(readOnlyRow).contextValue), /missing:delete:vdcs_templates/);
      assert.equal(s.tree.getTreeItem(readOnlyRow).command?.command, 'authTenants.openResource');
      await emulator.resetStats();
      await vscode.commands.executeCommand('authTenants.editVerificationTemplate', readOnlyRow);
      assert.match((await until('the error', () => errors()[0]))!.message, /update:vdcs_templates/);
      assert.equal(await writes(), 0);
      await s.registry.remove('read-only-templates');
    });
  });
});
