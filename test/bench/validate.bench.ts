/**
 * validate() against jsonc-parser's parseTree alone, on a ~1 MB connection-like document (a large
 * `options` object with thousands of keys) and a 100-key one. Run: npx tsx test/bench/validate.bench.ts
 *
 * Each sample times parseTree and validate back to back (order alternating) on the same text; the
 * figures are medians over the samples after a warm-up, and the ratio is the median of the
 * per-pair ratios. Exits non-zero when the 1 MB ratio exceeds 3.
 */
import { parseTree, type ParseError } from 'jsonc-parser';
import { performance } from 'node:perf_hooks';
import * as z from 'zod/mini';
import { validate } from '../../src/editors/validate';

const WARMUP = 5;
const SAMPLES = 31;
const MAX_RATIO = 3;

const connection = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  display_name: z.optional(z.string().check(z.maxLength(128))),
  strategy: z.optional(z.string()),
  is_domain_connection: z.optional(z.boolean()),
  metadata: z.optional(
    z.record(z.string(), z.string().check(z.maxLength(255))).check(z.refine((m) => Object.keys(m).length <= 10, 'At most 10 metadata keys')),
  ),
  realms: z.optional(z.array(z.string())),
  enabled_clients: z.optional(z.array(z.string())),
  options: z.optional(z.looseObject({})),
});

/** Deterministic connection document of about `targetBytes`, pretty-printed like the editor shows it. */
function connectionDoc(optionKeys: number | undefined, targetBytes?: number): string {
  const options: Record<string, unknown> = {
    validation: { username: { min: 1, max: 15 } },
    passwordPolicy: 'good',
    password_complexity_options: { min_length: 8 },
    brute_force_protection: true,
    import_mode: false,
    disable_signup: false,
    requires_username: true,
  };
  const make = (i: number): unknown => {
    switch (i % 5) {
      case 0:
        return `value-${i}-${'x'.repeat(i % 40)}`;
      case 1:
        return i * 7.5;
      case 2:
        return i % 2 === 0;
      case 3:
        return { enabled: true, limit: i, label: `label ${i}`, tags: ['a', 'b', `t${i}`] };
      default:
        return [i, `s${i}`, null, { nested: { deep: `d${i}` } }];
    }
  };
  const doc = {
    id: 'con_0123456789abcdef',
    name: 'Username-Password-Authentication',
    display_name: 'Main database',
    strategy: 'auth0',
    is_domain_connection: false,
    realms: ['Username-Password-Authentication'],
    enabled_clients: Array.from({ length: 20 }, (_, i) => `client_${i.toString().padStart(24, '0')}`),
    metadata: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`key${i}`, `value ${i}`])),
    options,
  };
  if (optionKeys !== undefined) {
    for (let i = 0; i < optionKeys; i++) options[`custom_option_${i}`] = make(i);
    return JSON.stringify(doc, null, 2);
  }
  let i = 0;
  let text = JSON.stringify(doc, null, 2);
  for (;;) {
    for (let k = 0; k < 500; k++, i++) options[`custom_option_${i}`] = make(i);
    const next = JSON.stringify(doc, null, 2);
    if (Buffer.byteLength(next) > targetBytes!) return text;
    text = next;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function measure(label: string, text: string): number {
  const problems = validate(text, connection);
  if (problems.length > 0) throw new Error(`${label}: expected a valid document, got ${problems[0].message}`);
  const keys = Object.keys((JSON.parse(text) as { options: object }).options).length;
  // Repeat tiny inputs so each timed sample lasts a few milliseconds.
  const t0 = performance.now();
  parseTree(text, [], { disallowComments: true });
  const reps = Math.max(1, Math.ceil(5 / Math.max(performance.now() - t0, 0.001)));
  const time = (fn: () => void) => {
    const start = performance.now();
    for (let r = 0; r < reps; r++) fn();
    return (performance.now() - start) / reps;
  };
  const runParse = () => void parseTree(text, [] as ParseError[], { disallowComments: true });
  const runValidate = () => void validate(text, connection);
  const parse: number[] = [];
  const check: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    let p: number;
    let v: number;
    if (i % 2 === 0) {
      p = time(runParse);
      v = time(runValidate);
    } else {
      v = time(runValidate);
      p = time(runParse);
    }
    if (i < WARMUP) continue;
    parse.push(p);
    check.push(v);
    ratios.push(v / p);
  }
  const ratio = median(ratios);
  console.log(
    `${label.padEnd(8)} ${(text.length / 1000).toFixed(0).padStart(5)} KB, ${String(keys).padStart(5)} option keys: ` +
      `validate p50 ${median(check).toFixed(3)} ms, parseTree p50 ${median(parse).toFixed(3)} ms, ratio ${ratio.toFixed(2)} ` +
      `(${SAMPLES} pairs, ${reps} call(s) per sample)`,
  );
  return ratio;
}

const big = measure('1 MB', connectionDoc(undefined, 990_000));
measure('100-key', connectionDoc(100 - 7));
if (big > MAX_RATIO) {
  console.error(`FAIL: validate/parseTree ratio ${big.toFixed(2)} on the 1 MB document exceeds ${MAX_RATIO}`);
  process.exitCode = 1;
}
