// The setup most suites share: a reset emulator and a fresh emulator tenant before each test; after each, the
// extension's editors closed and every scripted answer used.
import * as assert from 'node:assert/strict';
import type { Services } from '../../../src/services';
import { closeOurEditors } from './documents';
import { emulator } from './emulator';
import { freshTenant } from './extension';
import type { ScriptedPrompts } from './scriptedPrompts';

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
