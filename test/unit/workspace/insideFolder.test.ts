/** Export never writes outside the workspace folder: links are followed before anything is written. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outsideFolder, realPathOf } from '../../../src/workspace/insideFolder';

describe('workspace: files stay inside the folder, links followed', () => {
  let base: string;
  let folder: string;
  let elsewhere: string;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'inside-'));
    folder = join(base, 'workspace');
    elsewhere = join(base, 'elsewhere');
    mkdirSync(join(folder, 'Tenant'), { recursive: true });
    mkdirSync(elsewhere);
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('files in the folder, in folders not made yet: inside', async () => {
    const files = [join(folder, 'Tenant', 'connections', 'a.json'), join(folder, 'New', 'kind', 'b.json')];
    assert.deepEqual(await outsideFolder(folder, files), []);
    assert.equal(await realPathOf(files[1]!), join(await import('node:fs/promises').then((f) => f.realpath(folder)), 'New', 'kind', 'b.json'));
  });

  it('a folder link, a file link, a dangling link, a `..` path: outside', async () => {
    symlinkSync(elsewhere, join(folder, 'Tenant', 'connections'), 'dir');
    writeFileSync(join(elsewhere, 'target.json'), '{}');
    mkdirSync(join(folder, 'Tenant', 'event-streams'));
    symlinkSync(join(elsewhere, 'target.json'), join(folder, 'Tenant', 'event-streams', 'x.json'));
    symlinkSync(join(elsewhere, 'not-yet.json'), join(folder, 'Tenant', 'event-streams', 'dangling.json'));
    const files = [
      join(folder, 'Tenant', 'connections', 'a.json'), join(folder, 'Tenant', 'event-streams', 'x.json'),
      join(folder, 'Tenant', 'event-streams', 'dangling.json'), join(folder, '..', 'elsewhere', 'c.json'),
    ];
    assert.deepEqual(await outsideFolder(folder, [...files, join(folder, 'Tenant', 'event-streams', 'ok.json')]), files);
  });

  it('a workspace folder that is itself a link: its real place counts, files in it are inside', async () => {
    const linked = join(base, 'linked-workspace');
    symlinkSync(folder, linked, 'dir');
    assert.deepEqual(await outsideFolder(linked, [join(linked, 'Tenant', 'connections', 'a.json')]), []);
  });
});
