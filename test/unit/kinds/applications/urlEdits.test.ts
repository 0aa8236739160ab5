// The rules of updateApplicationUrls and of Connections… (pure): entries added and removed by list, checked as the
// editor checks them; the connection changes a choice makes.
import * as assert from 'node:assert/strict';
import { editUrlLists } from '../../../../src/kinds/applications/urlEdits';
import { connectionChanges, type ConnectionUse } from '../../../../src/kinds/applications/connectionUse';

const app = { callbacks: ['https://shop.example.com/callback'], web_origins: ['https://shop.example.com'], allowed_logout_urls: [] };

describe('application URL list edits', () => {
  it('appends added entries and takes removed ones out, touching only the lists named', () => {
    const r = editUrlLists(app, { callbacks: ['https://*.shop.example.com/callback'], allowed_origins: ['https://admin.example.com'] }, { web_origins: ['https://shop.example.com'] });
    assert.deepEqual(r.refusals, []);
    assert.deepEqual(r.lists, {
      callbacks: ['https://shop.example.com/callback', 'https://*.shop.example.com/callback'],
      web_origins: [],
      allowed_origins: ['https://admin.example.com'],
    });
  });

  it('refuses what the editor refuses, naming the list and the entry', () => {
    const r = editUrlLists(app, {
      callbacks: ['shop.example.com/callback', 'https://shop.example.com/callback', 'https://a.example.com/*'],
      web_origins: ['https://shop.example.com/path'],
      allowed_logout_urls: ['https://x.example.com/', 'https://x.example.com/'],
    }, { allowed_origins: ['https://never.example.com'] });
    assert.deepEqual(r.refusals, [
      'callbacks: "shop.example.com/callback" is not a URL: write it with its scheme, e.g. "https://app.example.com/callback"',
      'callbacks: "https://shop.example.com/callback" is already listed',
      'callbacks: "https://a.example.com/*" has a wildcard where the service takes none: only as the host\'s first labels, e.g. "https://*.example.com"',
      'allowed_logout_urls: "https://x.example.com/" is added twice',
      'web_origins: "https://shop.example.com/path" is an origin: scheme, host and port only, without a path, e.g. "https://app.example.com"',
      'allowed_origins: "https://never.example.com" is not listed, so it cannot be removed',
    ]);
  });

  it('an entry removed and added again in one edit moves it to the end', () => {
    const r = editUrlLists({ callbacks: ['https://a.example.com/cb', 'https://b.example.com/cb'] }, { callbacks: ['https://a.example.com/cb'] }, { callbacks: ['https://a.example.com/cb'] });
    assert.deepEqual(r, { lists: { callbacks: ['https://b.example.com/cb', 'https://a.example.com/cb'] }, refusals: [] });
  });
});

describe('an application\'s connection changes', () => {
  const uses: ConnectionUse[] = [
    { id: 'con_a', name: 'a', enabled: true },
    { id: 'con_b', name: 'b', enabled: false },
    { id: 'con_c', name: 'c', enabled: true },
  ];

  it('enables the newly picked connections and disables those left out, enables first', () => {
    assert.deepEqual(connectionChanges(uses, ['con_a', 'con_b']).map((c) => [c.connection.id, c.status]), [['con_b', true], ['con_c', false]]);
  });

  it('the same choice changes nothing', () => {
    assert.deepEqual(connectionChanges(uses, ['con_c', 'con_a']), []);
  });
});
