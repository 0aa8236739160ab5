// Opening a resource for editing and watching its tab, the steps the editing stories share.
import { until, type Workbench } from '../workbench';

/**
 * Clicks a resource's tree row (a row opens its resource for editing), waits for its editor (the URI matches)
 * and for its document to contain `text`; returns the document's visible text.
 */
export async function openFromTree(wb: Workbench, label: string, uri: RegExp, text: string, what = `the document of ${label}`): Promise<string> {
  await (await wb.tree.reveal(label)).locator('.label-name').click();
  await wb.waitForEditor(uri);
  return until(what, async () => {
    const t = await wb.editorText();
    return t.includes(text) && t;
  });
}

/** Waits until the tab named `name` (exactly, or matching) shows unsaved changes (`dirty`) or none. */
export function waitForTab(wb: Workbench, name: string | RegExp, dirty: boolean) {
  const named = (tab: string) => (typeof name === 'string' ? tab === name : name.test(tab));
  return until(dirty ? 'the tab to show unsaved changes' : 'the document to be saved', async () => (await wb.tabs()).some((t) => named(t.name) && t.dirty === dirty), { state: () => wb.tabs() });
}

/**
 * Before a picture: waits a little for a progress notification (its message starts with `prefix`) to close; it
 * may also stay, then the picture shows it.
 */
export async function letProgressClose(wb: Workbench, prefix: string): Promise<void> {
  await until('the progress notification to close', async () => !(await wb.toasts()).some((t) => t.startsWith(prefix)), { timeout: 5000 }).catch(() => {});
}
