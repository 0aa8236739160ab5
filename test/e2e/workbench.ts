// A small page object for the VS Code web workbench (code-server), driven through playwright-core. Selectors
// use the workbench's ARIA roles and labels and its stable class names (monaco-list-row, quick-input-widget,
// notifications-toasts, monaco-dialog-box, markers-panel). Every wait is for a condition, never a fixed time.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { sleep, TIMEOUT, until } from '../helpers/wait';
import { env } from './env';

export { sleep, TIMEOUT, until };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches the whole text (after whitespace normalisation), not a part of it. */
export const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
const normalize = (text: string) => text.replace(/\u00a0/g, ' ');

/** One rendered row of a tree (the list renders only the rows near the viewport). */
export interface Row {
  index: number;
  level: number;
  label: string;
  description: string;
  expanded?: boolean;
  ariaLabel: string;
  last: boolean;
}

/** The tree's own rows, not the copies that sticky scroll pins at the top. */
const ROWS = '.monaco-list-rows > .monaco-list-row';

/** The Auth Tenants tree view. */
export class Tree {
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.list = page.locator('[id="workbench.view.extension.authTenants"] .monaco-list').first();
  }

  /** The rendered rows, in tree order; with `sticky`, also the parents pinned at the top while scrolling. */
  async rows({ sticky = false } = {}): Promise<Row[]> {
    const rows = await this.list.locator(sticky ? '.monaco-list-row' : ROWS).evaluateAll((els) => els.map((e) => ({
      index: Number(e.getAttribute('data-index')),
      level: Number(e.getAttribute('aria-level')),
      label: e.querySelector('.label-name')?.textContent ?? '',
      description: e.querySelector('.label-description')?.textContent ?? '',
      expanded: e.hasAttribute('aria-expanded') ? e.getAttribute('aria-expanded') === 'true' : undefined,
      ariaLabel: e.getAttribute('aria-label') ?? '',
      last: e.getAttribute('data-last-element') === 'true',
    })));
    return rows.sort((a, b) => a.index - b.index);
  }

  /** "label — description" of the rendered rows, for error messages. */
  async summary(): Promise<string[]> {
    return (await this.rows()).map((r) => `${'  '.repeat(Math.max(0, r.level - 1))}${r.label}${r.description ? ` — ${r.description}` : ''}`);
  }

  /** The row whose label is exactly `label` (the first one if several match). */
  row(label: string, level?: number): Locator {
    return this.list
      .locator(`${ROWS}${level ? `[aria-level="${level}"]` : ''}`)
      .filter({ has: this.page.locator('.label-name', { hasText: exactly(label) }) })
      .first();
  }

  /** Waits for a row and returns it (also when it was scrolled out of view). */
  async find(label: string, level?: number): Promise<Row> {
    await this.reveal(label, level);
    return until(`the tree row "${label}"`, async () => (await this.rows()).find((r) => r.label === label && (!level || r.level === level)), { state: () => this.summary() });
  }

  /**
   * Scrolls the tree until the row is in view (the list is virtual: rows far away are not in the page): down
   * to the end, then up to the top, then down again (the tree may still be loading), a screen at a time.
   */
  async reveal(label: string, level?: number, timeout = TIMEOUT): Promise<Locator> {
    const row = this.row(label, level);
    const end = Date.now() + timeout;
    const edge = async (direction: number) => {
      const rows = await this.rows();
      const list = await this.list.boundingBox();
      const r = direction > 0 ? rows.at(-1) : rows[0];
      if (!r || !list || (direction > 0 ? !r.last : r.index !== 0)) return false;
      const box = await this.list.locator(`${ROWS}[data-index="${r.index}"]`).boundingBox();
      return !!box && (direction > 0 ? box.y + box.height <= list.y + list.height + 1 : box.y >= list.y - 1);
    };
    for (const direction of [1, -1, 1, -1, 1]) {
      for (let i = 0; i < 100 && Date.now() < end; i++) {
        const list = await this.list.boundingBox();
        const box = (await row.count()) ? await row.boundingBox() : null;
        if (list && box) {
          // Rows under the sticky headers (parents pinned at the top while scrolling) cannot be clicked.
          const sticky = await this.list.locator('.monaco-tree-sticky-container').boundingBox().catch(() => null);
          const top = Math.max(list.y, sticky && sticky.height > 0 ? sticky.y + sticky.height : 0);
          if (box.y >= top - 1 && box.y + box.height <= list.y + list.height + 1) return row;
          await this.wheel(box.y < top ? -66 : 66); // rendered, but under a sticky header or cut off: a little more
          continue;
        }
        if (await edge(direction)) break;
        await this.wheel(direction * Math.max(44, (list?.height ?? 300) - 88));
      }
      if (Date.now() >= end) break;
      await sleep(100);
    }
    throw new Error(`the tree row "${label}" did not show up; rows: ${JSON.stringify(await this.summary())}`);
  }

  /** Scrolls the tree by `dy` pixels, with the mouse on the indent, where no tooltip covers the list. */
  private async wheel(dy: number): Promise<void> {
    const list = await this.list.boundingBox();
    if (!list) return;
    await this.page.mouse.move(list.x + 3, list.y + list.height / 2);
    await this.page.mouse.wheel(0, dy);
    await sleep(50);
  }

  /** Scrolls the tree to its last row (a wheel event scrolls a limited distance: as many as it takes). */
  async scrollToBottom(): Promise<void> {
    await until('the end of the tree', async () => {
      const list = await this.list.boundingBox();
      const last = (await this.rows()).at(-1);
      if (list && last?.last) {
        const box = await this.list.locator(`${ROWS}[data-index="${last.index}"]`).boundingBox();
        if (box && box.y + box.height <= list.y + list.height + 1) return true;
      }
      await this.wheel(Math.max(44, (list?.height ?? 300) - 88));
      return false;
    });
  }

  /** The rendered children of a row (its subtree's first level), in order. */
  async childrenOf(label: string): Promise<Row[]> {
    const rows = await this.rows();
    const i = rows.findIndex((r) => r.label === label);
    if (i < 0) return [];
    const parent = rows[i];
    const children: Row[] = [];
    for (const r of rows.slice(i + 1)) {
      if (r.level <= parent.level) break;
      if (r.level === parent.level + 1) children.push(r);
    }
    return children;
  }

  /**
   * Expands a row and waits until its children are shown; returns them. (Clicks again only if the click did
   * not expand the row; a row that stays expanded and empty is a failure, not something to retry.)
   */
  async expand(label: string, level?: number): Promise<Row[]> {
    return until(`the children of "${label}"`, async () => {
      const row = await this.reveal(label, level);
      if ((await row.getAttribute('aria-expanded')) !== 'true') {
        await row.locator('.monaco-tl-twistie').click({ timeout: 2000 });
        return undefined;
      }
      const children = await this.childrenOf(label);
      return children.length > 0 && children;
    }, { state: () => this.summary() });
  }

  async collapse(label: string, level?: number): Promise<void> {
    await until(`"${label}" to collapse`, async () => {
      const row = await this.reveal(label, level);
      if ((await row.getAttribute('aria-expanded')) === 'false') return true;
      await row.locator('.monaco-tl-twistie').click({ timeout: 2000 });
      return false;
    }, { state: () => this.summary() });
  }

  /** Clicks one of the inline actions a row shows on hover (e.g. "Redeliver"). */
  async inlineAction(label: string, action: string): Promise<void> {
    const row = await this.reveal(label);
    await row.hover();
    await row.locator(`.actions .action-label[aria-label="${action}"]`).click();
  }

  /** Opens a row's context menu and picks `item`. */
  async contextMenu(label: string, item: string): Promise<void> {
    const row = await this.reveal(label);
    await row.click({ button: 'right' });
    const entry = this.page.locator('.context-view .monaco-menu').getByRole('menuitem', { name: item, exact: true });
    await entry.waitFor();
    await entry.hover();
    // The menu ignores a click that comes in right after it opened (against click-through): click until it closes.
    await until(`the menu item "${item}" to run`, async () => {
      if (!(await entry.isVisible())) return true;
      await entry.click({ timeout: 2000 }).catch(() => {});
      await sleep(200);
      return !(await entry.isVisible());
    });
  }
}

/** The quick input (command palette, quick picks, input boxes). */
export class QuickInput {
  readonly widget: Locator;
  readonly input: Locator;

  constructor(private readonly page: Page) {
    this.widget = page.locator('.quick-input-widget');
    this.input = this.widget.locator('.quick-input-box input');
  }

  async title(): Promise<string> {
    return (await this.widget.locator('.quick-input-title').innerText()).trim();
  }

  /** Waits until the quick input shows this title (e.g. "Add Tenant (3/7)"). */
  async waitForTitle(title: string): Promise<void> {
    await until(`the quick input "${title}"`, async () => (await this.widget.isVisible()) && (await this.title()) === title, {
      state: async () => ((await this.widget.isVisible()) ? this.title() : 'no quick input'),
    });
  }

  /** The message under the input box (validation errors, the prompt). */
  async message(): Promise<string> {
    return (await this.widget.locator('.quick-input-message').innerText()).trim();
  }

  /** The aria-labels of the listed items ("label, description"). */
  async items(): Promise<{ label: string; checked?: boolean }[]> {
    return this.widget.locator('.monaco-list-row').evaluateAll((els) => els.map((e) => ({
      label: e.getAttribute('aria-label') ?? '',
      checked: e.hasAttribute('aria-checked') ? e.getAttribute('aria-checked') === 'true' : undefined,
    })));
  }

  item(label: string): Locator {
    return this.widget.locator('.monaco-list-row').filter({ has: this.page.locator('.label-name', { hasText: exactly(label) }) }).first();
  }

  /** Types into the input (replacing what is there). */
  async fill(value: string): Promise<void> {
    await this.input.fill(value);
  }

  async submit(value: string): Promise<void> {
    await this.fill(value);
    await this.input.press('Enter');
  }

  /** Picks an item of a single-select list by its label. */
  async pick(label: string): Promise<void> {
    await this.item(label).click();
  }

  async ok(): Promise<void> {
    await this.widget.locator('.quick-input-action .monaco-button', { hasText: 'OK' }).click();
  }

  async waitForClose(): Promise<void> {
    await this.widget.waitFor({ state: 'hidden' });
  }
}

/** The workbench page, with helpers for the parts the tests use. */
export class Workbench {
  readonly tree: Tree;
  readonly quick: QuickInput;
  private failures = 0;

  private constructor(readonly browser: Browser, readonly context: BrowserContext, readonly page: Page) {
    this.tree = new Tree(page);
    this.quick = new QuickInput(page);
  }

  /** Connects to the harness's browser and opens the workbench with the test workspace. */
  static async open(): Promise<Workbench> {
    const browser = await chromium.connect(env.browserWs);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
      colorScheme: 'light',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const consoleLog = join(env.artifacts, 'page-console.log');
    page.on('console', (msg) => appendFileSync(consoleLog, `[${msg.type()}] ${msg.text()}\n`));
    page.on('pageerror', (err) => appendFileSync(consoleLog, `[pageerror] ${err.stack ?? err}\n`));
    await page.goto(env.workbenchUrl, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.locator('.monaco-workbench .part.activitybar').waitFor({ timeout: 60_000 });
    return new Workbench(browser, context, page);
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => {});
    await this.browser.close().catch(() => {});
  }

  /** The activity bar entry of the extension's view container. */
  activityBarItem(title: string): Locator {
    return this.page.locator(`.part.activitybar .action-item .action-label[aria-label^="${title}"]`);
  }

  /** Opens the Auth Tenants view container. */
  async openTenantsView(): Promise<void> {
    const view = this.page.locator('[id="workbench.view.extension.authTenants"]');
    if (await view.isVisible()) return;
    await this.activityBarItem('Auth Tenants').click();
    await view.waitFor();
  }

  /** Runs a command from the command palette by its full title ("Auth Tenants: Add Tenant…"). */
  async runCommand(title: string): Promise<void> {
    // The palette closes when the focus moves (an editor a previous step opened takes it): then it is opened again.
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= 3;
      try {
        if (await this.quick.widget.isVisible()) await this.page.keyboard.press('Escape');
        await this.page.keyboard.press('F1');
        await this.quick.input.waitFor({ timeout: last ? 30_000 : 5_000 });
        await this.quick.input.fill(`>${title}`, { timeout: last ? 30_000 : 5_000 });
        const row = this.quick.widget.locator('.monaco-list-row').filter({ has: this.page.locator('.label-name', { hasText: exactly(title) }) }).first();
        await until(`the command "${title}" in the palette`, () => row.isVisible(), { state: () => this.quick.items(), ...(last ? {} : { timeout: 5_000 }) });
        await row.click({ timeout: last ? 30_000 : 5_000 });
        return;
      } catch (err) {
        if (last) throw err;
      }
    }
  }

  /** The notification toasts on screen (their messages). */
  async toasts(): Promise<string[]> {
    return this.page.locator('.notifications-toasts .notification-list-item .notification-list-item-message')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  }

  /** The messages listed in the notification center (opened for the look, then closed again). */
  async notificationCenter(): Promise<string[]> {
    // The bell in the status bar toggles the center (the palette's Hide command is gone once the palette has
    // taken the focus from the center).
    const bell = this.page.locator('[id="status.notifications"]').first();
    const center = this.page.locator('.notifications-center');
    if (!(await center.isVisible())) await bell.click();
    await center.waitFor();
    const items = await center.locator('.notification-list-item-message').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));
    if (await center.isVisible()) await bell.click();
    await center.waitFor({ state: 'hidden' });
    return items;
  }

  /**
   * Waits for a notification whose message matches and returns its text. Usually it shows as a toast; VS
   * Code keeps a notification of an extension in the notification center without a toast while the text
   * cursor is in the corner the toasts would cover, so after a few seconds the center is looked at too.
   */
  async toast(text: string | RegExp, timeout = TIMEOUT): Promise<string> {
    const match = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
    const started = Date.now();
    let lastLook = started;
    return until(`a notification ${String(text)}`, async () => {
      const shown = (await this.toasts()).find(match);
      if (shown) return shown;
      if (Date.now() - lastLook < 3000) return undefined;
      lastLook = Date.now();
      return (await this.notificationCenter()).find(match);
    }, {
      timeout,
      state: async () => ({
        toasts: await this.toasts(),
        bell: await this.page.locator('[id="status.notifications"]').first().getAttribute('aria-label').catch(() => 'none'),
      }),
    });
  }

  /** Clicks a button of the notification whose message contains `text`: on its toast, or in the notification center. */
  async notificationButton(text: string, button: string): Promise<void> {
    const inToasts = this.page.locator('.notifications-toasts .notification-list-item', { hasText: text }).locator('.monaco-button', { hasText: exactly(button) });
    if (await inToasts.first().isVisible()) {
      await inToasts.first().click();
      return;
    }
    const center = this.page.locator('.notifications-center');
    if (!(await center.isVisible())) await this.page.locator('[id="status.notifications"]').first().click();
    const item = center.locator('.notification-list-item', { hasText: text }).first();
    await item.waitFor();
    // A notification's buttons show when it is hovered or focused in the center.
    await item.click();
    await item.locator('.monaco-button', { hasText: exactly(button) }).first().click();
  }

  /** Dismisses every notification, so the next one is the one the next step causes. */
  async clearNotifications(): Promise<void> {
    await this.runCommand('Notifications: Clear All Notifications');
    await until('the notifications to go away', async () => (await this.toasts()).length === 0);
  }

  /** The modal dialog: its message, detail and buttons. */
  async dialog(): Promise<{ message: string; detail: string; buttons: string[] }> {
    const box = this.page.locator('.monaco-dialog-box');
    await box.waitFor();
    return {
      message: (await box.locator('.dialog-message-text').innerText()).trim(),
      detail: (await box.locator('.dialog-message-detail').innerText().catch(() => '')).trim(),
      buttons: (await box.locator('.dialog-buttons .monaco-button').allInnerTexts()).map((b) => b.trim()),
    };
  }

  /** Presses a button of the modal dialog; waits for it to close, or (`next`) for the dialog that follows it to show. */
  async dialogButton(label: string, next?: string): Promise<void> {
    const box = this.page.locator('.monaco-dialog-box');
    await box.locator('.dialog-buttons .monaco-button', { hasText: exactly(label) }).click();
    if (next === undefined) await box.waitFor({ state: 'hidden' });
    else await until(`the dialog "${next}"`, async () => (await box.locator('.dialog-message-text').innerText().catch(() => '')).trim() === next);
  }

  /** The editor of the active editor group. */
  get editor(): Locator {
    return this.page.locator('.part.editor .editor-group-container.active .monaco-editor[data-uri]').first();
  }

  /** Waits for the active editor to show a document whose URI matches; returns the URI. */
  async waitForEditor(uri: RegExp): Promise<string> {
    return until(`an editor for ${uri}`, async () => {
      const current = await this.editor.getAttribute('data-uri', { timeout: 1000 });
      return current && uri.test(current) ? current : undefined;
    });
  }

  /** The text of the active editor's visible lines. */
  async editorText(): Promise<string> {
    return normalize(await this.editor.locator('.view-lines').innerText());
  }

  /** The editor tabs: name, and whether the document has unsaved changes. */
  async tabs(): Promise<{ name: string; dirty: boolean }[]> {
    return this.page.locator('.part.editor .tabs-container .tab').evaluateAll((els) => els.map((e) => ({
      name: e.getAttribute('aria-label') ?? '',
      dirty: e.classList.contains('dirty'),
    })));
  }

  /** Selects the only match of `text` in the active editor (with the find widget, then Escape). */
  async selectInEditor(text: string): Promise<void> {
    await this.editor.locator('.view-lines').click();
    await this.page.keyboard.press('Control+F');
    const find = this.editor.locator('.find-widget .find-part textarea');
    await find.waitFor();
    await find.fill(text);
    const count = this.editor.locator('.find-widget .matchesCount');
    await until(`"${text}" to be found in the editor`, async () => /^1 of 1$/.test((await count.innerText()).trim()), {
      state: async () => count.innerText(),
    });
    // Escape in the find box closes it and leaves the match selected in the editor, which has the focus again.
    const widget = this.editor.locator('.find-widget.visible');
    await until('the find widget to close', async () => {
      if (!(await widget.isVisible())) return true;
      await find.press('Escape', { timeout: 2000 }).catch(() => {});
      return false;
    });
  }

  /** Replaces the only match of `text` in the active editor by typing, like a user. */
  async replaceInEditor(text: string, replacement: string): Promise<void> {
    await this.selectInEditor(text);
    await this.page.keyboard.type(replacement);
  }

  /** The CodeLenses shown in the active editor. */
  async codeLenses(): Promise<string[]> {
    return (await this.editor.locator('.codelens-decoration a').allInnerTexts()).map((t) => normalize(t).trim());
  }

  /** The Problems panel's rows (aria-labels), opened with "View: Toggle Problems" (workbench.actions.view.problems). */
  async problems(): Promise<string[]> {
    const panel = this.page.locator('.markers-panel');
    if (!(await panel.isVisible())) {
      await this.runCommand('View: Toggle Problems');
      await panel.waitFor();
    }
    return panel.locator('.monaco-list-row').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  }

  /** The message the Problems panel shows when it is empty. */
  async problemsMessage(): Promise<string> {
    return (await this.page.locator('.markers-panel .message-box-container').innerText().catch(() => '')).trim();
  }

  async closePanel(): Promise<void> {
    if (await this.page.locator('.part.panel').isVisible()) await this.runCommand('View: Toggle Panel Visibility');
    await this.page.locator('.part.panel').waitFor({ state: 'hidden' });
  }

  /** The problem counts in the status bar ("Errors: 1, Warnings: 0" as its aria-label says). */
  async statusProblems(): Promise<string> {
    return (await this.page.locator('[id="status.problems"]').first().getAttribute('aria-label')) ?? '';
  }

  /** Drags the side bar's edge so it is `width` pixels wide (labels and descriptions fit in pictures). */
  async sideBarWidth(width: number): Promise<void> {
    const sash = await this.page.locator('.monaco-sash.primary-sidebar-sash').boundingBox();
    const bar = await this.page.locator('.part.sidebar').boundingBox();
    if (!sash || !bar) return;
    const y = sash.y + sash.height / 2;
    await this.page.mouse.move(sash.x + sash.width / 2, y);
    await this.page.mouse.down();
    await this.page.mouse.move(bar.x + width, y, { steps: 8 });
    await this.page.mouse.up();
  }

  /** Moves the mouse to a neutral place (no hover, no tooltip). */
  async parkMouse(): Promise<void> {
    await this.page.mouse.move(1270, 790);
  }

  /** Saves a README picture (PNG, the 1280×800 viewport). */
  async screenshot(name: string): Promise<string> {
    mkdirSync(env.screenshots, { recursive: true });
    const path = join(env.screenshots, `${name}.png`);
    // Not animations: 'disabled': cancelling the workbench's CSS animations (a modal dialog's) left the
    // notification toasts hidden for good afterwards.
    await this.page.screenshot({ path, caret: 'hide' });
    return path;
  }

  /**
   * After a failed test: closes what it may have left open (a modal dialog, a quick input, editors with
   * unsaved changes, the panel), so the next test starts from the workbench with the Tenants view.
   */
  async recover(): Promise<void> {
    for (let i = 0; i < 3; i++) {
      const dialog = this.page.locator('.monaco-dialog-box');
      if (await dialog.isVisible()) {
        const buttons = (await dialog.locator('.dialog-buttons .monaco-button').allInnerTexts()).map((b) => b.trim());
        const safe = buttons.find((b) => /^(Cancel|Don't Save)$/.test(b));
        if (safe) await this.dialogButton(safe).catch(() => {});
        else await this.page.keyboard.press('Escape');
      }
      if (await this.quick.widget.isVisible()) await this.page.keyboard.press('Escape');
      if (!(await dialog.isVisible()) && !(await this.quick.widget.isVisible())) break;
    }
    if ((await this.tabs()).length) {
      await this.runCommand('View: Close All Editors').catch(() => {});
      // "Do you want to save the changes…?" for each document with unsaved changes
      const asked = () => this.page.locator('.monaco-dialog-box').waitFor({ timeout: 1500 }).then(() => true, () => false);
      for (let i = 0; i < 5 && (await asked()); i++) {
        await this.dialogButton("Don't Save").catch(() => {});
      }
    }
    await this.closePanel().catch(() => {});
    await this.openTenantsView().catch(() => {});
  }

  /** A screenshot of the page as it is when a test failed, into the run's artifacts. */
  async failureScreenshot(title: string): Promise<string | undefined> {
    this.failures += 1;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
    const path = join(env.artifacts, `failure-${this.failures}-${slug}.png`);
    try {
      await this.page.screenshot({ path, timeout: 10_000 });
      return path;
    } catch {
      return undefined;
    }
  }
}
