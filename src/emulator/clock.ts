// The emulator's clock. Everything time-based (token expiry, cursor expiry, timestamps, the rate limiter)
// reads it, so a test can inject a clock or move it forward through POST /__emulator/clock.

export interface Clock {
  /** Milliseconds since the epoch, as seen by the emulator. */
  now(): number;
  /** Moves the clock forward (or back, with a negative value). */
  advance(ms: number): void;
  iso(): string;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  const now = (): number => base() + offset;
  return {
    now,
    advance(ms: number) {
      offset += ms;
    },
    iso: () => new Date(now()).toISOString(),
  };
}
