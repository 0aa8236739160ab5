/**
 * validate() against jsonc-parser's parseTree alone, on a ~1 MB connection document and a 100-key one
 * (see diagnostics.ts; `npm run bench` runs the same measurement with every other benchmark).
 * Run alone: npx tsx test/bench/validate.bench.ts — exits non-zero when the 1 MB ratio exceeds 2.
 */
import { benchDiagnostics } from './diagnostics';

const MAX_RATIO = 2;

const figures = benchDiagnostics((line) => console.log(line));
if (figures.diagnosticsRatio1MB > MAX_RATIO) {
  console.error(`FAIL: validate/parseTree ratio ${figures.diagnosticsRatio1MB.toFixed(2)} on the 1 MB document exceeds ${MAX_RATIO}`);
  process.exitCode = 1;
}
