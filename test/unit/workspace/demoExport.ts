// The demo emulator (`--seed demo`) read as Export to Workspace… reads it: every kind, normalised.
import { NameCache } from '../../../src/compare/names';
import { COMPARE_KINDS } from '../../../src/compare/kinds';
import { readKind, type ReadResource } from '../../../src/workspace/readTenant';
import { startHarness, type Harness } from '../api/emulatorHarness';

export async function readDemo(): Promise<{ h: Harness; read: ReadResource[] }> {
  const h = await startHarness({ seed: 'demo' });
  const client = h.client();
  const side = { client, names: new NameCache(client) };
  const read: ReadResource[] = [];
  for (const kind of COMPARE_KINDS) read.push(...(await readKind(kind, side)));
  return { h, read };
}
