/** The one summary helper of the benchmarks (Node sections, extension-host entry and scripts/bench.mjs). */

/** Median of the finite values (NaN when there is none). */
export function median(xs: readonly number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** Smallest and largest finite value: the spread printed beside a median. */
export function spread(xs: readonly number[]): [number, number] {
  const s = xs.filter((x) => Number.isFinite(x));
  return s.length ? [Math.min(...s), Math.max(...s)] : [NaN, NaN];
}
