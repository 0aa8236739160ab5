// The setup most suites share: a reset emulator and a fresh emulator tenant before each test (freshTenantPerTest) or
// once for the suite, optionally beside a second emulator tenant (tenantsPerSuite); after each, the extension's
// editors closed and every scripted answer used.
import * as assert from 'node:assert/strict';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { closeOurEditors } from './documents';
import { emulator } from './emulator';
import { child, freshTenant } from './extension';
import type { ScriptedPrompts } from './scriptedPrompts';
import { addEmulatorTenant, startSecondEmulator, type SecondEmulator } from './secondEmulator';

/** Registers the suite's beforeEach/afterEach; `use` receives each test's services and scripted prompts. */
export function freshTenantPerTest(use: (services: Services, prompts: ScriptedPrompts) => void): void {
  let prompts: ScriptedPrompts | undefined;
  beforeEach(async () => {
    await emulator.reset();
    const fresh = await freshTenant();
    prompts = fresh.prompts;
    use(fresh.services, fresh.prompts);
  });
  afterEach(async () => {
    await closeOurEditors();
    assert.equal(prompts?.pending, 0, 'every scripted answer was used');
  });
}

/** What a suite of tenantsPerSuite works with, set before its first test. */
export interface SuiteTenants {
  services: Services;
  prompts: ScriptedPrompts;
  /** The harness's tenant ("Local emulator") row. */
  local: TreeNode;
  /** The second emulator, when the suite asked for one. */
  second?: SecondEmulator;
}

/**
 * The hooks of the suites that keep one tenant for all their tests, optionally beside a second emulator added as a
 * production tenant: before all, the harness emulator reset, a fresh tenant, the second started (`seed`) and added
 * (`id`, `label`); before each, the notices, questions and validation messages cleared; after each, every scripted
 * answer used and the extension's editors closed; after all, the second tenant removed and its emulator stopped.
 * A suite adds hooks of its own beside these (mocha runs them in the order they were registered).
 */
export function tenantsPerSuite(use: (t: SuiteTenants) => void, second?: { seed: string; id: string; label: string }): void {
  let t: SuiteTenants | undefined;
  before(async () => {
    const started = second ? await startSecondEmulator(second.seed) : undefined;
    await emulator.reset();
    const { services, prompts } = await freshTenant();
    if (second && started) await addEmulatorTenant(services, second.id, second.label, started, 'production');
    t = { services, prompts, local: await child(services, undefined, 'Local emulator'), ...(started ? { second: started } : {}) };
    use(t);
  });
  beforeEach(() => {
    if (!t) return;
    t.prompts.notices.length = 0;
    t.prompts.asked.length = 0;
    t.prompts.validationMessages.length = 0;
  });
  afterEach(async () => {
    assert.equal(t?.prompts.pending, 0, 'every scripted answer was used');
    await closeOurEditors();
  });
  after(async () => {
    if (second) await t?.services.registry.remove(second.id);
    await t?.second?.stop();
  });
}
