// Waiting for a condition, shared by the integration tests (inside VS Code) and the e2e tests (Playwright).
// No `vscode` import: both kinds of test load it.

/** Default time to wait for a condition. */
export const TIMEOUT = 20_000;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface UntilOptions {
  /** Milliseconds before giving up (default {@link TIMEOUT}). */
  timeout?: number;
  /** On timeout, what was there instead (e.g. what the screen showed), added to the error. */
  state?: () => Promise<unknown>;
}

/**
 * Polls `probe` every 100 ms until it returns a truthy value (returned) or time runs out. A probe that throws
 * is tried again; on timeout the error names what was awaited, the probe's last error and, through `state`,
 * what was there instead. A number for `options` is the timeout.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false | ''> | T | undefined | null | false | '',
  options: number | UntilOptions = {},
): Promise<T> {
  const { timeout = TIMEOUT, state } = typeof options === 'number' ? { timeout: options } : options;
  const end = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      lastError = undefined;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > end) {
      const shown = state ? `\n  instead: ${JSON.stringify(await state().catch((e: unknown) => String(e)), null, 1)}` : '';
      const why = lastError ? `\n  last error: ${lastError instanceof Error ? lastError.message.split('\n')[0] : String(lastError)}` : '';
      throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}${why}${shown}`);
    }
    await sleep(100);
  }
}
