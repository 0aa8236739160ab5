// The Get Started walkthrough (contributes.walkthroughs): it opens, every button runs a command the extension
// (or VS Code) has, every page it shows ships in the package, and its first step's button adds a tenant.
import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { emulatorUrl } from './helpers/emulator';
import { EXTENSION_ID, freshTenant } from './helpers/extension';

interface Step { id: string; title: string; description: string; media: { markdown?: string; image?: string } }
interface Walkthrough { id: string; steps: Step[] }

const ext = () => vscode.extensions.getExtension(EXTENSION_ID)!;
const walkthrough = () => (ext().packageJSON.contributes.walkthroughs as Walkthrough[])[0]!;

/** The description as VS Code shows it: %key% replaced from package.nls.json (packageJSON keeps the keys). */
function described(step: Step): string {
  const nls = require(join(ext().extensionPath, 'package.nls.json')) as Record<string, string>;
  return step.description.replace(/^%(.+)%$/, (_, key: string) => nls[key] ?? '');
}

/** The command links of a step's description, in order ([Button](command:id)). */
const commandsOf = (step: Step) => [...described(step).matchAll(/\]\(command:([\w.-]+)/g)].map((m) => m[1]!);

const allTabs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs);

describe('Get Started walkthrough', () => {
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('opens on the Get Started page, with four steps each showing a page that ships with the extension', async () => {
    const w = walkthrough();
    assert.deepEqual(w.steps.map((s) => s.id), ['connect', 'tree', 'edit', 'compare']);
    for (const step of w.steps) {
      const page = step.media.markdown ?? step.media.image;
      assert.ok(page && existsSync(join(ext().extensionPath, page)), `${step.id}: ${page} is in the package`);
      assert.ok(commandsOf(step).length > 0, `${step.id} has a button`);
    }
    const before = allTabs().length;
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${EXTENSION_ID}#${w.id}`, false);
    const opened = allTabs();
    assert.equal(opened.length, before + 1, 'one editor opened');
    assert.ok(opened.some((t) => t.isActive && /welcome|get started|walkthrough/i.test(t.label)), `Get Started is active: ${opened.map((t) => t.label).join(', ')}`);
  });

  it('every button runs a registered command', async () => {
    const registered = new Set(await vscode.commands.getCommands(true));
    const missing = walkthrough().steps.flatMap(commandsOf).filter((c) => !registered.has(c));
    assert.deepEqual(missing, []);
  });

  it("the first step's first button adds a tenant", async () => {
    const { services: s, prompts } = await freshTenant();
    for (const t of s.registry.list()) await s.registry.remove(t.id);
    const [first] = commandsOf(walkthrough().steps[0]!);
    assert.equal(first, 'authTenants.addTenant');
    prompts.script(
      { kind: 'pick', value: 'Client secret' },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'emulator-readonly' },
      { kind: 'input', value: 'emulator-readonly-secret' },
      { kind: 'input', value: 'Walkthrough tenant' },
      { kind: 'pick', value: 'staging' },
    );
    await vscode.commands.executeCommand(first!);
    assert.equal(prompts.pending, 0);
    assert.deepEqual(s.registry.list().map((t) => t.label), ['Walkthrough tenant']);
    await freshTenant();
  });
});
