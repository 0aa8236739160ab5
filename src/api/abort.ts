/** Small helpers so every wait (limiter, token refresh, sleeps) rejects promptly when its AbortSignal fires. */

/** The reason of an aborted signal, as an Error (a DOMException AbortError when `abort()` got no reason). */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Resolves or rejects like `promise`, but rejects as soon as `signal` aborts (the promise itself keeps running). */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/** Waits `ms`; rejects with the abort reason if `signal` fires first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return raceAbort(
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }),
    signal,
  );
}
