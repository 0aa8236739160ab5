// The opening and closing every story shares (test/e2e/*.e2e.ts), as Mocha hooks of its describe block: both
// emulators back to their seeds, the workbench opened on the Auth Tenants view, the story's tenants added through
// the UI, the side bar at the story's width; after a failed test a screenshot and a tidy-up; at the end the tenants
// removed, so the next story (or the first-run story, which needs an empty view) starts from no tenant.
import { resetEmulators } from '../emulator';
import { until, Workbench } from '../workbench';
import { addTenant, removeTenant, type TenantSpec } from './tenants';
import { loadEveryGroup } from './tree';

export interface StoryOptions {
  /** Tenants added before the first test (and removed after the last). */
  tenants?: TenantSpec[];
  /** Side bar width in pixels (the README pictures are taken at 470); the width found is put back at the end. */
  sideBar?: number;
  /** Loads every group of the first tenant once, so the collapsed groups show their counts (as in the pictures). */
  loadGroups?: boolean;
  /** Runs before the workbench opens (e.g. settings the window must start with). */
  beforeOpen?: () => void | Promise<void>;
}

/** A story's workbench and the tenants it owns; `wb` is set once the `before` hook ran. */
export class Story {
  wb!: Workbench;
  /** The first tenant the story added in its opening (the one its tests work in). */
  tenant = '';
  private readonly owned: string[] = [];
  private readonly passed = new Set<string>();

  /**
   * The opening of a test in the tree: no notification left from the test before, the story's tenant expanded,
   * and `group` (if any) expanded; returns the workbench.
   */
  async openGroup(group?: string): Promise<Workbench> {
    const wb = this.wb;
    await wb.clearNotifications();
    await wb.tree.expand(this.tenant, 1);
    if (group) await wb.tree.expand(group);
    return wb;
  }

  /** A tenant the story added in a test: removed at the end too. */
  owns(label: string): void {
    if (!this.owned.includes(label)) this.owned.push(label);
  }

  /** Marks a step as passed, for the steps that need it. */
  done(step: string): void {
    this.passed.add(step);
  }

  /** Skips the test when a step it needs failed (instead of timing out again). */
  needs(ctx: Mocha.Context, ...steps: string[]): void {
    const missing = steps.filter((s) => !this.passed.has(s));
    if (missing.length) {
      console.log(`      (skipped: needs the step${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which failed)`);
      ctx.skip();
    }
  }

  has(step: string): boolean {
    return this.passed.has(step);
  }

  /** Removes the tenants the story owns (the last one first; one that is not in the tree is left out). */
  async removeTenants(): Promise<void> {
    const wb = this.wb;
    await wb.parkMouse();
    for (const label of [...this.owned].reverse()) {
      const shown = await wb.tree.reveal(label, 1, 5000).then(() => true, () => false);
      if (shown) await removeTenant(wb, label);
    }
    this.owned.length = 0;
  }
}

/** Registers the story's hooks in the current describe block; returns the story. */
export function useStory(options: StoryOptions = {}): Story {
  const story = new Story();
  /** The side bar width the story found (put back at the end: the next story starts with it). */
  let widthBefore = 0;

  before(async function () {
    this.timeout(240_000);
    await resetEmulators();
    await options.beforeOpen?.();
    const wb = await Workbench.open();
    story.wb = wb;
    await until('the Auth Tenants activity bar entry', () => wb.activityBarItem('Auth Tenants').isVisible(), { timeout: 60_000 });
    await wb.openTenantsView();
    for (const tenant of options.tenants ?? []) {
      await addTenant(wb, tenant);
      story.owns(tenant.label);
      story.tenant ||= tenant.label;
    }
    if (options.tenants?.length) await wb.clearNotifications();
    if (options.sideBar) {
      widthBefore = (await wb.page.locator('.part.sidebar').boundingBox())?.width ?? 0;
      await wb.sideBarWidth(options.sideBar);
    }
    if (options.loadGroups && story.tenant) await loadEveryGroup(wb, story.tenant);
  });

  afterEach(async function () {
    const wb = story.wb;
    if (this.currentTest?.state === 'failed' && wb) {
      const file = await wb.failureScreenshot(this.currentTest.title);
      if (file) console.log(`      screenshot: ${file}`);
      await wb.recover().catch((e: unknown) => console.log(`      (could not tidy up after the failure: ${e instanceof Error ? e.message : String(e)})`));
    }
  });

  after(async function () {
    this.timeout(120_000);
    const wb = story.wb;
    if (!wb) return;
    try {
      await wb.recover().catch(() => {});
      await story.removeTenants();
      if (widthBefore) await wb.sideBarWidth(widthBefore);
    } finally {
      await wb.close();
    }
  });

  return story;
}
