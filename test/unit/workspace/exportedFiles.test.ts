// Export to Workspace…'s pure parts: file paths and names, which files are exports, and the exported text of every
// resource of the demo emulator (read over loopback through the real client): no secret, no server-only field.
import assert from 'node:assert/strict';
import { NameCache } from '../../../src/compare/names';
import { COMPARE_KINDS, compareKind } from '../../../src/compare/kinds';
import type { Normalised } from '../../../src/kinds/normalise';
import { exportedFile, exportPaths, exportText, keyOfText, onePath, resourceFileName, tenantFolder } from '../../../src/workspace/exportedFiles';
import { readByKey, type ReadResource } from '../../../src/workspace/readTenant';
import type { Harness } from '../api/emulatorHarness';
import { demoExportPerSuite } from './demoExport';

const n = (name: string, key = name): Normalised => ({ key, name, value: { name }, references: [] });
const connections = compareKind('connections')!;
const phone = compareKind('phone-factors')!;

describe('workspace: exported file paths', () => {
  it('tenant folder, kind folder, file-name-safe resource name', () => {
    assert.equal(tenantFolder('Local emulator'), 'Local-emulator');
    assert.equal(tenantFolder('../../etc'), 'etc');
    assert.equal(resourceFileName(connections, n('Username-Password-Authentication')), 'Username-Password-Authentication.json');
    assert.equal(resourceFileName(connections, n('a/b\\c:d')), 'a-b-c-d.json');
    assert.equal(resourceFileName(connections, n('...')), 'connections.json');
    assert.equal(resourceFileName(phone, n('MFA phone factors', 'phone-factors')), 'phone-factors.json');
  });

  it('names Windows reserves (devices, trailing dots or spaces) get a safe file name', () => {
    const cases: [string, string][] = [
      ['CON', 'CON_.json'], ['nul', 'nul_.json'], ['COM1', 'COM1_.json'], ['lpt9', 'lpt9_.json'], ['aux.json', 'aux_.json.json'],
      ['PRN.txt', 'PRN_.txt.json'], ['name.', 'name.json'], ['name...', 'name.json'], ['Console', 'Console.json'], ['COM10', 'COM10.json'],
    ];
    for (const [name, file] of cases) assert.equal(resourceFileName(connections, n(name)), file, name);
    for (const label of ['NUL', 'con.', 'Tenant. ']) assert.doesNotMatch(tenantFolder(label), /^(con|nul)$|[. ]$/i, label);
  });

  it('names that read alike once made safe get -2, -3 (per kind, whatever the case)', () => {
    const paths = exportPaths('Staging', [
      { kind: connections, normalised: n('Car rental #3') }, { kind: connections, normalised: n('car rental #3') },
      { kind: connections, normalised: n('Car rental ?3') }, { kind: compareKind('event-streams')!, normalised: n('Car rental #3') },
    ]);
    assert.deepEqual(paths.map((p) => p.join('/')), [
      'Staging/connections/Car-rental-3.json', 'Staging/connections/car-rental-3-2.json',
      'Staging/connections/Car-rental-3-3.json', 'Staging/event-streams/Car-rental-3.json',
    ]);
  });

  it('one resource exported alone: the file holding that resource, else a free name, never another resource\'s file', async () => {
    // A whole export gave "Car rental #3" Car-rental-3.json and "Car rental ?3" Car-rental-3-2.json (a file system
    // whatever the case, as on Windows and macOS).
    const files = new Map<string, string>([
      ['staging/connections/car-rental-3.json', '{ "name": "Car rental #3" }'],
      ['staging/connections/car-rental-3-2.json', '{ "name": "Car rental ?3" }'],
      ['staging/connections/car-rental-3-3.json', 'not json'],
    ]);
    const textOf = async (segments: string[]) => files.get(segments.join('/').toLowerCase());
    const one = (name: string) => onePath('Staging', { kind: connections, normalised: n(name) }, textOf);
    assert.deepEqual(await one('Car rental ?3'), { segments: ['Staging', 'connections', 'Car-rental-3-2.json'], exists: true });
    assert.deepEqual(await one('Car rental #3'), { segments: ['Staging', 'connections', 'Car-rental-3.json'], exists: true });
    assert.deepEqual(await one('car rental !3'), { segments: ['Staging', 'connections', 'car-rental-3-4.json'], exists: false });
    assert.deepEqual(await one('Other'), { segments: ['Staging', 'connections', 'Other.json'], exists: false });
    const vault = compareKind('vault-connections')!;
    files.set('staging/vault-connections/mail.json', '{ "name": " MAIL " }');
    assert.deepEqual(await onePath('Staging', { kind: vault, normalised: n('Mail', 'mail') }, textOf), { segments: ['Staging', 'vault-connections', 'Mail.json'], exists: true });
    assert.equal(keyOfText(connections, '[1]'), '');
  });

  it('an exported file is <tenant>/<kind>/<name>.json, / or \\ separated', () => {
    assert.deepEqual(exportedFile('/w/Local-emulator/token-exchange-profiles/Mobile.json'), { tenantFolder: 'Local-emulator', kind: compareKind('token-exchange-profiles') });
    assert.equal(exportedFile('c:\\w\\Prod\\phone-factors\\phone-factors.json')?.kind.id, 'phone-factors');
    for (const path of ['connections/a.json', '/w/T/connection/a.json', '/w/T/connections/a.jsonc', '/w/T/connections/sub/a.json']) {
      assert.equal(exportedFile(path), undefined, path);
    }
  });

  it('not below node_modules or a dot folder of the workspace folder; a workspace folder inside a dot folder is fine', () => {
    assert.equal(exportedFile('/w/node_modules/pkg/connections/a.json', '/w'), undefined);
    assert.equal(exportedFile('/w/.git/T/connections/a.json', '/w'), undefined);
    assert.equal(exportedFile('/w/.T/connections/a.json'), undefined);
    assert.equal(exportedFile('/w/backup/.old/T/connections/a.json', '/w/'), undefined);
    assert.equal(exportedFile('/home/me/.work/repo/Staging/connections/a.json', '/home/me/.work/repo')?.tenantFolder, 'Staging');
    assert.equal(exportedFile('/w/config/Staging/connections/a.json', '/w')?.tenantFolder, 'Staging');
  });
});

describe('workspace: exported text of the demo emulator', function () {
  this.timeout(60_000);
  let h: Harness;
  let read: ReadResource[];

  demoExportPerSuite((demo) => ({ h, read } = demo));

  it('every kind is read; the text is 2-space JSON with sorted keys, other resources by name', () => {
    assert.deepEqual([...new Set(read.map((r) => r.kind.id))], COMPARE_KINDS.map((k) => k.id));
    const db = read.find((r) => r.kind.id === 'connections' && r.normalised.name === 'partners-db')!;
    const text = exportText(db.normalised);
    assert.deepEqual(JSON.parse(text), db.normalised.value);
    assert.match(text, /^\{\n {2}"authentication": \{\n {4}"active": true\n {2}\},\n {2}"connected_accounts"/);
    assert.match(text, /"enabled_applications": \[\n\s+"Storefront"\n\s+\]/);
    const keys = Object.keys(JSON.parse(text) as object);
    assert.deepEqual(keys, [...keys].sort());
    const profile = read.find((r) => r.kind.id === 'token-exchange-profiles')!;
    assert.match(exportText(profile.normalised), /"action": "[\w-]+"/);
  });

  it('no exported text holds a secret or a server-only field', () => {
    const texts = read.map((r) => exportText(r.normalised)).join('\n');
    assert.ok(read.some((r) => r.kind.id === 'connections' && JSON.stringify(r.normalised.value).includes('gateway_authentication')), 'the gateway settings are exported');
    // An id of the resource itself at the top level (a trigger's `id` in an action's supported_triggers is its name).
    for (const re of [/demo-gateway-secret/, /^ {2}"id":/m, /"(created_at|updated_at|action_id|enabled_clients|client_secret|fingerprint)":/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/]) {
      assert.doesNotMatch(texts, re);
    }
  });

  it('readByKey finds the resource of an exported value, or none', async () => {
    const client = h.client();
    const side = { client, names: new NameCache(client) };
    const found = await readByKey(connections, 'partners-db', side);
    assert.equal(found?.normalised.name, 'partners-db');
    assert.equal(await readByKey(connections, 'no-such-connection', side), undefined);
  });
});
