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

/** Registers a suite's hooks: the demo emulator read before its tests (`use` gets it), closed after them. */
export function demoExportPerSuite(use: (demo: { h: Harness; read: ReadResource[] }) => void): void {
  let h: Harness | undefined;
  before(async () => {
    const demo = await readDemo();
    h = demo.h;
    use(demo);
  });
  after(async () => h?.emu.close());
}
