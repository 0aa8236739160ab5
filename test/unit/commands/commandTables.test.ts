/**
 * The command tables: each kind's (src/kinds/<kind>/commands.ts, its write scopes in writeScopes.ts) and the
 * kind-free one (src/commands/commandTable.ts). Every command the manifest contributes has exactly one handler, and
 * every write command its scopes, the same as before they moved into the kinds (the handlers import `vscode`, so
 * their tables are read as text here; test/integration/activation.test.ts loads them).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS } from '../../../src/kinds';
import { SCOPE_USES, WRITE_SCOPES } from '../../../src/tenants/writeScopes';

const ROOT = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const manifest = JSON.parse(read('package.json')) as { contributes: { commands: { command: string }[] } };
const contributed = manifest.contributes.commands.map((c) => c.command).sort();

/** The command ids a table's source names as keys (`'authTenants.x': …`, `[OPEN_ENTRY_COMMAND]: …`). */
function tableKeys(path: string): string[] {
  const text = read(path);
  const openEntry = /OPEN_ENTRY_COMMAND = '([^']+)'/.exec(read('src/commands/compare/reportLens.ts'))![1]!;
  return [...text.matchAll(/^\s+(?:'(authTenants\.\w+)'|\[(OPEN_ENTRY_COMMAND)\]):/gm)].map((m) => m[1] ?? openEntry);
}

const KIND_FOLDERS = readdirSync(join(ROOT, 'src', 'kinds'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'facets' && readdirSync(join(ROOT, 'src', 'kinds', e.name)).includes('commands.ts')).map((e) => e.name);
const tables: Record<string, string[]> = {
  'src/commands/commandTable.ts': tableKeys('src/commands/commandTable.ts'),
  ...Object.fromEntries(KIND_FOLDERS.map((k) => [`src/kinds/${k}/commands.ts`, tableKeys(`src/kinds/${k}/commands.ts`)])),
  // The one submit flow (src/commands/resources/submitDraft.ts) registers each kind's draft's submit command.
  'kind.draft.submit.command': KINDS.flatMap((k) => k.draft?.submit?.command ?? []),
};

/** The write scopes as src/tenants/writeScopes.ts listed them before they moved into the kinds. */
const BEFORE: Record<string, readonly string[]> = {
  // Applications came later, as a kind of their own (src/kinds/applications/writeScopes.ts).
  'authTenants.createApplication': ['create:clients'],
  'authTenants.submitApplicationDraft': ['create:clients'],
  'authTenants.editApplication': ['update:clients'],
  'authTenants.deleteApplication': ['delete:clients'],
  'authTenants.rotateApplicationSecret': ['update:client_keys'],
  'authTenants.applicationConnections': ['update:connections'],
  'authTenants.redeliverDelivery': ['update:event_deliveries'],
  'authTenants.redeliverAllFailed': ['update:event_deliveries'],
  'authTenants.redeliverEvent': ['update:event_deliveries'],
  'authTenants.deleteEventStream': ['delete:event_streams'],
  'authTenants.createEventStream': ['create:event_streams'],
  'authTenants.submitEventStreamDraft': ['create:event_streams'],
  'authTenants.editEventStream': ['update:event_streams'],
  'authTenants.updateWebhookCredentials': ['update:event_streams'],
  'authTenants.enableEventStream': ['update:event_streams'],
  'authTenants.disableEventStream': ['update:event_streams'],
  'authTenants.sendTestEvent': ['update:event_streams'],
  'authTenants.setPhoneFactors': ['update:guardian_factors'],
  'authTenants.editPhoneFactors': ['update:guardian_factors'],
  'authTenants.createVaultConnection': ['create:flows_vault_connections'],
  'authTenants.renameVaultConnection': ['update:flows_vault_connections'],
  'authTenants.updateVaultCredentials': ['update:flows_vault_connections'],
  'authTenants.deleteVaultConnection': ['delete:flows_vault_connections'],
  'authTenants.createTokenExchangeProfile': ['create:token_exchange_profiles'],
  'authTenants.editTokenExchangeProfile': ['update:token_exchange_profiles'],
  'authTenants.deleteTokenExchangeProfile': ['delete:token_exchange_profiles'],
  'authTenants.createVerificationTemplate': ['create:vdcs_templates'],
  'authTenants.submitVerificationTemplateDraft': ['create:vdcs_templates'],
  'authTenants.editVerificationTemplate': ['update:vdcs_templates'],
  'authTenants.deleteVerificationTemplate': ['delete:vdcs_templates'],
  'authTenants.editConnection': ['update:connections'],
  'authTenants.connectionApplications': ['update:connections'],
  'authTenants.createConnection': ['create:connections'],
  'authTenants.submitConnectionDraft': ['create:connections'],
  'authTenants.deleteConnection': ['delete:connections'],
  'authTenants.setPhoneProvider': ['update:guardian_factors'],
  'authTenants.twilioSettings': ['update:guardian_factors'],
  'authTenants.editPhoneTemplates': ['update:guardian_factors'],
  // APIs, a kind added since.
  'authTenants.createApi': ['create:resource_servers'],
  'authTenants.submitApiDraft': ['create:resource_servers'],
  'authTenants.authorizeApplication': ['create:client_grants'],
  'authTenants.changeGrantScopes': ['update:client_grants'],
  'authTenants.revokeGrant': ['delete:client_grants'],
  'authTenants.editApi': ['update:resource_servers'],
  'authTenants.deleteApi': ['delete:resource_servers'],
  // Actions, a kind added since.
  'authTenants.createAction': ['create:actions'],
  'authTenants.deleteAction': ['delete:actions'],
  'authTenants.setActionSecret': ['update:actions'],
  'authTenants.removeActionSecret': ['update:actions'],
  'authTenants.testAction': ['create:actions'],
  'authTenants.deployAction': ['create:actions'],
  'authTenants.rollBackAction': ['create:actions'],
  'authTenants.bindAction': ['update:actions'],
  'authTenants.unbindAction': ['update:actions'],
  'authTenants.reorderBindings': ['update:actions'],
};

describe('command tables: the kinds\' and the kind-free one', () => {
  it('reads every table (the scan itself works)', () => {
    assert.equal(KIND_FOLDERS.length, KINDS.filter((k) => k.commands).length, 'one commands.ts per kind with commands');
    for (const [path, keys] of Object.entries(tables)) assert.ok(keys.length >= 3, `${path}: ${keys.join(', ')}`);
    assert.equal(tables['kind.draft.submit.command']!.length, 6, 'the six create drafts');
  });

  it('every command the manifest contributes has exactly one handler, and no handler is for another command', () => {
    const all = Object.values(tables).flat();
    const twice = all.filter((id, i) => all.indexOf(id) !== i);
    assert.deepEqual(twice, [], 'handled by two tables (or twice in one)');
    assert.deepEqual([...all].sort(), contributed);
  });

  it('every write command has its scopes, as before they moved into the kinds', () => {
    assert.deepEqual(WRITE_SCOPES, BEFORE);
  });

  it('a kind lists scopes only for its own commands (the handlers in the same folder)', () => {
    for (const kind of KINDS) {
      if (!kind.commands) continue;
      const folder = KIND_FOLDERS.find((f) => tableKeys(`src/kinds/${f}/commands.ts`).includes(Object.keys(kind.commands!.writeScopes)[0]!));
      assert.ok(folder, `${kind.id}: a commands.ts handles its first write command`);
      const handled = new Set([...tableKeys(`src/kinds/${folder}/commands.ts`), ...(kind.draft?.submit ? [kind.draft.submit.command] : [])]);
      for (const id of Object.keys(kind.commands.writeScopes)) assert.ok(handled.has(id), `${kind.id}: ${id} has scopes but no handler beside them`);
    }
  });

  it('the kind-free commands need no write scope (they check the kind they write per resource)', () => {
    for (const id of tables['src/commands/commandTable.ts']!) assert.equal(WRITE_SCOPES[id], undefined, id);
  });

  it('Show Token Scopes lists each kind\'s scope uses, in the words and order it always had (applications, a later kind, first)', () => {
    assert.deepEqual(SCOPE_USES, [
      ['read:clients', 'list applications'],
      ['create:clients', 'create applications'],
      ['update:clients', 'edit applications'],
      ['delete:clients', 'delete applications'],
      ['update:client_keys', 'rotate application secrets'],
      ['read:resource_servers', 'list APIs and their scopes'],
      ['create:resource_servers', 'create APIs'],
      ['read:client_grants', 'list which applications may call which APIs'],
      ['create:client_grants', 'authorize applications to call APIs'],
      ['update:client_grants', 'change the scopes an application may ask an API for'],
      ['delete:client_grants', 'revoke an application\'s access to an API'],
      ['read:actions', 'list actions, their code and bindings'],
      ['create:actions', 'create actions'],
      ['update:actions', 'save action code and settings, set secrets'],
      ['delete:actions', 'delete actions'],
      ['read:token_exchange_profiles', 'list token exchange profiles'],
      ['create:token_exchange_profiles', 'create token exchange profiles'],
      ['read:actions', 'suggest custom-token-exchange actions'],
      ['read:connections', 'list connections'],
      ['update:connections', 'edit connections'],
      ['read:connections_options', 'see connection options'],
      ['update:connections_options', 'change connection options'],
      ['read:event_streams', 'list event streams'],
      ['delete:event_streams', 'delete event streams'],
      ['read:event_deliveries', 'list failed deliveries'],
      ['update:event_deliveries', 'redeliver events'],
      ['read:flows_vault_connections', 'list flows vault connections'],
      ['create:flows_vault_connections', 'create flows vault connections'],
      ['read:guardian_factors', 'see phone factors'],
      ['update:guardian_factors', 'set phone factors'],
      ['read:vdcs_templates', 'list verification templates'],
    ]);
  });
});
