// Two emulators for the promote tests, started before a suite and closed after it: `--seed demo` (staging, the
// source) and `--seed demo-production` (the target); `side` reads one as a comparison does.
import type { Side } from '../../../src/compare/compare';
import { NameCache } from '../../../src/compare/names';
import { startHarness, type Harness } from '../api/emulatorHarness';

export interface TwoTenants {
  staging: Harness;
  production: Harness;
}

export const side = (h: Harness): Side => ({ client: h.client(), names: new NameCache(h.client()) });

/** Registers the suite's hooks; the returned object holds the two harnesses once `before` has run. */
export function twoTenants(): TwoTenants {
  const tenants = {} as TwoTenants;
  before(async () => {
    [tenants.staging, tenants.production] = await Promise.all([startHarness({ seed: 'demo' }), startHarness({ seed: 'demo-production' })]);
  });
  after(async () => {
    await Promise.all([tenants.staging?.emu.close(), tenants.production?.emu.close()]);
  });
  return tenants;
}
