// The manifest's part in exported workspace files: a workspace holding exported files activates the extension
// (so their diagnostics appear), and the Drift / Apply menus show on exactly the paths exportedFile recognises.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPARE_KINDS } from '../../../src/compare/kinds';
import { exportedFile } from '../../../src/workspace/exportedFiles';

interface MenuItem { command: string; when?: string }
const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
  activationEvents: string[];
  contributes: { menus: Record<string, MenuItem[]> };
};
const FILE_COMMANDS = ['authTenants.compareFileWithTenant', 'authTenants.applyFileToTenant'];

describe('workspace: the manifest and exported files', () => {
  it('a workspace holding exported files of any kind activates the extension (their diagnostics appear); opening any JSON does not', () => {
    for (const kind of COMPARE_KINDS) {
      const event = kind.id === 'phone-factors' ? 'workspaceContains:**/phone-factors/phone-factors.json' : `workspaceContains:**/${kind.id}/*.json`;
      assert.ok(manifest.activationEvents.includes(event), `${event} in ${manifest.activationEvents.join(', ')}`);
    }
    // A fresh window opens JSON models of its own at startup: onLanguage:json would activate the extension in every window.
    assert.ok(!manifest.activationEvents.some((e) => e.startsWith('onLanguage:')), manifest.activationEvents.join(', '));
  });

  it('every Drift / Apply menu matches the paths exportedFile recognises, node_modules and dot tenant folders excluded', () => {
    const items = Object.values(manifest.contributes.menus).flat().filter((m) => FILE_COMMANDS.includes(m.command));
    assert.ok(items.length >= 4, `${items.length} menu items`);
    const paths = [
      '/w/Staging/connections/partners-db.json', '/w/Staging/phone-factors/phone-factors.json', 'c:\\w\\Prod\\event-streams\\s.json',
      '/w/node_modules/pkg/connections/a.json', '/w/.cache/connections/a.json', '/w/Staging/connection/a.json',
      '/w/Staging/connections/a.jsonc', '/w/Staging/connections/sub/a.json', '/w/a/node_modules/b/connections/c/d.json',
    ];
    for (const item of items) {
      const source = /resourcePath =~ \/(.+)\/$/.exec(item.when ?? '')?.[1];
      assert.ok(source && item.when!.startsWith('resourceScheme == file && '), `${item.command}: ${item.when}`);
      const re = new RegExp(source);
      for (const path of paths) assert.equal(re.test(path), exportedFile(path) !== undefined, `${item.command} on ${path}`);
    }
    assert.deepEqual(paths.map((p) => exportedFile(p) !== undefined), [true, true, true, false, false, false, false, false, false]);
  });
});
