import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CONNECTION_IDS as C, DEMO_CTE_ACTION_ID } from '../../../src/emulator/seed/ids';
import { writeAtomic } from '../../../src/emulator/state/store';
import { buildBundle, spawnBundle, waitForListening } from './bundle';
import { call, client, control, getToken, start } from './helpers';

describe('emulator: state file', function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'emu-state-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is written after each change and loaded at the next start', async () => {
    const statePath = join(dir, 'tenant.json');
    const first = await start({ statePath });
    const api = client(first.url, await getToken(first.url));
    const created = await api('POST', '/token-exchange-profiles', {
      body: { name: 'Persisted', subject_token_type: 'https://persist.example.com/t', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' },
    });
    assert.equal(created.status, 201);
    assert.equal((await api('PATCH', `/connections/${C.github}`, { body: { display_name: 'Persisted GH' } })).status, 200);
    const onDisk = JSON.parse(readFileSync(statePath, 'utf8'));
    assert.ok(onDisk.tokenExchangeProfiles.some((p: { id: string }) => p.id === created.body.id));
    await first.close();

    const second = await start({ statePath });
    try {
      const api2 = client(second.url, await getToken(second.url));
      assert.equal((await api2('GET', `/token-exchange-profiles/${created.body.id}`)).body.name, 'Persisted');
      assert.equal((await api2('GET', `/connections/${C.github}`)).body.display_name, 'Persisted GH');
      await control(second.url, 'POST', '/reset');
      assert.equal(JSON.parse(readFileSync(statePath, 'utf8')).tokenExchangeProfiles.length, 3);
    } finally {
      await second.close();
    }
  });

  it('never stores the vault api_key', async () => {
    const statePath = join(dir, 'tenant.json');
    const emu = await start({ statePath, seed: 'empty' });
    try {
      const api = client(emu.url, await getToken(emu.url));
      const apiKey = 'super-secret-activecampaign-key-123';
      const res = await api('POST', '/flows/vault/connections', {
        body: { name: 'AC', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY', api_key: apiKey, base_url: 'https://x.api-us1.com' } },
      });
      assert.equal(res.status, 201);
      const text = readFileSync(statePath, 'utf8');
      assert.ok(text.includes(res.body.fingerprint));
      assert.ok(!text.includes(apiKey));
    } finally {
      await emu.close();
    }
  });

  it('refuses to start from a corrupt state file', async () => {
    const statePath = join(dir, 'bad.json');
    writeFileSync(statePath, '{"version":1,"connections":[');
    await assert.rejects(start({ statePath }), /not valid JSON/);
    writeFileSync(statePath, '{"hello":"world"}');
    await assert.rejects(start({ statePath }), /not an emulator state/);
  });

  it('writeAtomic replaces the file and leaves no temporary files', () => {
    const path = join(dir, 'a.json');
    writeAtomic(path, '{"n":1}');
    writeAtomic(path, '{"n":2}');
    assert.equal(readFileSync(path, 'utf8'), '{"n":2}');
    assert.deepEqual(readdirSync(dir), ['a.json']);
  });

  it('stays valid JSON when the process is killed in the middle of writes', async () => {
    buildBundle();
    const statePath = join(dir, 'killed.json');
    const ids = Object.values(C);
    for (let round = 0; round < 3; round++) {
      const s = spawnBundle(['--port', '0', '--state', statePath]);
      const url = await waitForListening(s);
      const token = await getToken(url);
      const blob = 'z'.repeat(900_000);
      // Each connection carries ~0.9 MB of options, so every write of the state file takes a while.
      const writes = Array.from({ length: 60 }, (_, i) =>
        call(url, 'PATCH', `/api/v2/connections/${ids[i % ids.length]}`, { token, body: { display_name: `r${round} w${i}`, options: { blob } } })
          .catch(() => undefined));
      await new Promise((r) => setTimeout(r, 150 + round * 70));
      s.child.kill('SIGKILL');
      await s.exit;
      await Promise.all(writes);
      const state = JSON.parse(readFileSync(statePath, 'utf8'));
      assert.equal(state.version, 1);
      assert.equal(state.connections.length, ids.length);
    }
  });
});
