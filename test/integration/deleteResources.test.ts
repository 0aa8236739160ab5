// The one delete flow (src/commands/resources/deleteResource.ts) over every kind, in a real VS Code against the
// emulator: a connection, an event stream, a token exchange profile, a vault connection and a verification
// template. For each: the modal names resource and tenant and says what stops working; dismissing it sends
// nothing; confirming deletes it (gone from the emulator and from the tree, no full refresh); a second delete of
// the stale row says "already deleted"; on a production tenant the typed name is required (from the palette).
// Then what is special to connections: the scope on the row, and an open editor of a deleted connection.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_CONNECTION_IDS as C, DEMO_EVENT_STREAM_IDS as S, DEMO_TOKEN_EXCHANGE_PROFILE_IDS as P, DEMO_VAULT_CONNECTION_IDS as V, demoTemplateId } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { closeOurEditors, editJson, openedDoc as doc, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import { cleanTenant, requestsSince, writesOf, type ButtonPrompts } from './reliability/support';

interface Kind {
  command: string;
  group: string;
  singular: string;
  /** The resource deleted from its row, and the one deleted from the palette on production. */
  row: { name: string; path: string };
  palette: { name: string; path: string };
  route: string;
  /** What the modal says stops working. */
  detail: RegExp;
  typePrompt: RegExp;
  pickTitle: RegExp;
}

const TEMPLATES = 'verifiable-credentials/verification/templates';

const KINDS: Kind[] = [
  {
    command: 'authTenants.deleteConnection', group: 'Connections', singular: 'connection',
    row: { name: 'github', path: `connections/${C.github}` }, palette: { name: 'acme-saml', path: `connections/${C.samlp}` },
    route: 'DELETE /api/v2/connections/:id',
    detail: /Its users are deleted with it, and applications that use it can no longer sign in with it/,
    typePrompt: /Type the connection name "acme-saml" to delete it/, pickTitle: /Delete Connection/,
  },
  {
    command: 'authTenants.deleteEventStream', group: 'Event Streams', singular: 'event stream',
    row: { name: 'user-lifecycle-webhook', path: `event-streams/${S.userWebhook}` }, palette: { name: 'org-events-eventbridge', path: `event-streams/${S.orgEventBridge}` },
    route: 'DELETE /api/v2/event-streams/:id',
    detail: /Its destination stops receiving events at once/,
    typePrompt: /Type the stream name "org-events-eventbridge" to delete it/, pickTitle: /Delete Event Stream/,
  },
  {
    command: 'authTenants.deleteTokenExchangeProfile', group: 'Token Exchange Profiles', singular: 'token exchange profile',
    row: { name: 'Legacy session migration', path: `token-exchange-profiles/${P.legacySession}` }, palette: { name: 'Partner ID token', path: `token-exchange-profiles/${P.partner}` },
    route: 'DELETE /api/v2/token-exchange-profiles/:id',
    detail: /subject_token_type urn:example:legacy-session stop working/,
    typePrompt: /Type the profile name "Partner ID token" to delete it/, pickTitle: /Delete Token Exchange Profile/,
  },
  {
    command: 'authTenants.deleteVaultConnection', group: 'Flows Vault Connections', singular: 'vault connection',
    row: { name: 'CRM webhook', path: `flows/vault/connections/${V.httpBearer}` }, palette: { name: 'Newsletter sync', path: `flows/vault/connections/${V.activeCampaign}` },
    route: 'DELETE /api/v2/flows/vault/connections/:id',
    detail: /Flows that use it stop working/,
    typePrompt: /Type the connection name "Newsletter sync" to delete it/, pickTitle: /Delete Flows Vault Connection/,
  },
  {
    command: 'authTenants.deleteVerificationTemplate', group: 'Verification Templates', singular: 'verification template',
    row: { name: 'Age over 18 #001', path: `${TEMPLATES}/${demoTemplateId(1)}` }, palette: { name: 'Age over 18 #001', path: `${TEMPLATES}/${demoTemplateId(1)}` },
    route: 'DELETE /api/v2/verifiable-credentials/verification/templates/:id',
    detail: /Verifications that use it stop working/,
    typePrompt: /Type the name "Age over 18 #001" to delete it/, pickTitle: /Delete Verification Template/,
  },
];

const status = async (path: string) => (await emulator.api('GET', path)).status;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Delete, one flow over every kind', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant(false));
  });

  afterEach(async () => {
    await closeOurEditors();
    assert.equal(prompts.scripted.pending, 0, 'every scripted answer was used');
  });

  const errors = () => prompts.notices.filter((n) => n.kind === 'error');
  const last = () => prompts.notices.at(-1)?.message ?? '';
  const names = async (group: TreeNode) => (await children(s, group)).map((n) => label(s, n));

  for (const k of KINDS) {
    describe(`${k.singular}: ${k.command}`, () => {
      it('from the row: the modal names it and the tenant; dismissed sends nothing; confirmed deletes it from tenant and tree; again says already deleted', async () => {
        const group = await child(s, tenant, k.group);
        const row = await child(s, group, k.row.name);
        const before = await emulator.stats();
        const question = new RegExp(`^Delete the ${k.singular} "${escape(k.row.name)}" from Local emulator\\?[\\s\\S]*${k.detail.source}[\\s\\S]*This cannot be undone`);
        prompts.script({ kind: 'confirm', value: undefined, expect: question });
        await vscode.commands.executeCommand(k.command, row);
        assert.deepEqual(prompts.notices, [], 'a cancel is silent');
        assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing was sent');
        assert.equal(await status(k.row.path), 200);

        prompts.script({ kind: 'confirm', value: 'Delete', expect: question });
        await vscode.commands.executeCommand(k.command, row);
        assert.deepEqual(errors(), []);
        assert.equal(await status(k.row.path), 404, 'gone from the emulator');
        assert.equal(last(), `Deleted the ${k.singular} ${k.row.name} from Local emulator.`);
        await until('the group reloads without it', async () => !(await names(group)).includes(k.row.name));
        assert.ok((await names(group)).length > 0, 'the others stay');

        // The same (now stale) row again, as when another window deleted it meanwhile.
        prompts.script({ kind: 'confirm', value: 'Delete' });
        await vscode.commands.executeCommand(k.command, row);
        assert.deepEqual(errors(), []);
        assert.equal(last(), `The ${k.singular} ${k.row.name} was already deleted from Local emulator: nothing was left to delete.`);
        assert.equal((await requestsSince(before))[k.route], 2, 'one DELETE per confirmed delete');
      });

      it('from the palette on a production tenant: the typed name must match before anything is sent', async () => {
        await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
        const before = await emulator.stats();
        prompts.script(
          { kind: 'pick', value: k.palette.name, expect: k.pickTitle },
          { kind: 'confirm', value: 'Delete', expect: new RegExp(`"${escape(k.palette.name)}" from Local emulator`) },
          { kind: 'input', value: k.palette.name.toUpperCase(), invalid: true, expect: new RegExp(`production tenant[\\s\\S]*${k.typePrompt.source}`) },
        );
        await vscode.commands.executeCommand(k.command);
        assert.equal(prompts.scripted.validationMessages[0], `Type exactly: ${k.palette.name}`);
        assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing was sent');
        assert.equal(await status(k.palette.path), 200);

        prompts.script({ kind: 'pick', value: k.palette.name }, { kind: 'confirm', value: 'Delete' }, { kind: 'input', value: k.palette.name });
        await vscode.commands.executeCommand(k.command);
        assert.deepEqual(errors(), []);
        assert.equal(await status(k.palette.path), 404);
        assert.equal(last(), `Deleted the ${k.singular} ${k.palette.name} from Local emulator.`);
      });
    });
  }

  describe('what is special to connections', () => {
    it('a token without delete:connections: the row carries the missing scope; the command names it and sends nothing', async () => {
      const profile = s.registry.get(EMULATOR_TENANT_ID)!;
      await s.registry.save({ ...profile, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
      [tenant] = await children(s);
      const row = await child(s, await child(s, tenant, 'Connections'), 'github');
      assert.match(String(s.tree.getTreeItem(row).contextValue), /\bmissing:delete:connections\b/);
      const before = await emulator.stats();
      await vscode.commands.executeCommand('authTenants.deleteConnection', row);
      assert.equal(errors().length, 1);
      assert.match(errors()[0]!.message, /lacks the scope delete:connections/);
      assert.deepEqual(prompts.scripted.asked, [], 'no question was asked');
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('an open editor of a deleted connection: saving it says the connection no longer exists and keeps the text', async () => {
      const row = await child(s, await child(s, tenant, 'Connections'), 'github');
      const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', row);
      await until('the document is open', () => vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString()));
      prompts.script({ kind: 'confirm', value: 'Delete' });
      await vscode.commands.executeCommand('authTenants.deleteConnection', row);
      assert.equal(await status(`connections/${C.github}`), 404);

      await editJson(uri, (v) => { v.display_name = 'GitHub (edited after the delete)'; });
      const edited = doc(uri).getText();
      assert.equal(await doc(uri).save(), false, 'the save fails');
      await until('the message', () => errors().length === 1);
      assert.match(errors()[0]!.message, /no longer exists.*The connection does not exist/);
      assert.equal(doc(uri).getText(), edited, 'the text is kept');
      assert.equal(doc(uri).isDirty, true);
    });
  });
});
