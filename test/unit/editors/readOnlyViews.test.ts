// The read-only view of every kind with a list (src/editors/viewText.ts, the flow of src/editors/readOnlyView.ts):
// a resource read from the demo emulator with the kind's list.get is shown as its view facet renders it (default:
// its JSON), naming its id and never holding a secret. A new kind is covered here by adding it to the registry.
import assert from 'node:assert/strict';
import { KINDS } from '../../../src/kinds';
import { secretPathsIn, withoutSecrets } from '../../../src/kinds/secrets';
import { jsonText } from '../../../src/util/jsonText';
import { fetchView, viewText } from '../../../src/editors/viewText';
import { listDeliveries } from '../../../src/kinds/eventStreams/api';
import { harnessSuite } from '../api/emulatorHarness';

const english = (message: string, ...args: (string | number)[]) => message.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)]));

/** The values at the secret paths of a resource (a webhook's token, a connection's client secret, …). */
function secretValues(kind: string, resource: unknown): string[] {
  return secretPathsIn(kind, resource).map((path) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], resource)).filter((v): v is string => typeof v === 'string');
}

describe('read-only view: every kind with a list', () => {
  const h = harnessSuite({ seed: 'demo' });

  for (const kind of KINDS) {
    if (!kind.list) continue;
    it(`${kind.id}: read with its list.get, shown without secrets (${kind.view?.render ? 'its own rendering' : 'as JSON'})`, async () => {
      const client = h.client();
      const [first] = (await kind.list!.page(client, undefined, 5)).items;
      assert.ok(first, `the demo emulator has ${kind.words.plural}`);
      const id = kind.list!.id(first);
      const data = await fetchView(kind.id, client, id, {});
      assert.equal(kind.list!.id(data as Record<string, unknown>), id);
      const text = viewText(kind.id, data, english);
      const shown = withoutSecrets(kind.id, data as Record<string, unknown>);
      assert.equal(text, kind.view?.render ? kind.view.render(shown) : jsonText(shown));
      assert.ok(text.includes(JSON.stringify(id)), 'names its id');
      for (const secret of secretValues(kind.id, data)) assert.ok(!text.includes(secret), `${kind.id} view shows a secret`);
    });
  }

  it('the event streams\' other document: a delivery by <stream id>/<event id>, its header naming the stream', async () => {
    const client = h.client();
    const streams = await KINDS.find((k) => k.id === 'event-streams')!.list!.page(client, undefined, 50);
    for (const stream of streams.items) {
      const [delivery] = (await listDeliveries(client, String(stream.id), { statuses: ['failed'] })).items;
      if (!delivery) continue;
      const text = viewText('event-deliveries', await fetchView('event-deliveries', client, `${String(stream.id)}/${String(delivery.id)}`, {}), english);
      assert.match(text, new RegExp(String(stream.name)));
      assert.ok(text.includes(JSON.stringify(delivery.id)));
      return;
    }
    assert.fail('the demo emulator has a failed delivery');
  });

  it('a kind without a list has no view', async () => {
    for (const kind of KINDS.filter((k) => !k.list)) await assert.rejects(fetchView(kind.id, h.client(), 'x', {}), /No read-only view/);
  });
});
