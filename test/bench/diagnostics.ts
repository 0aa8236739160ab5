/**
 * Diagnostics benchmark: `validate()` (src/diagnostics/validate.ts) with the schema the connection editor uses
 * (`updateConnectionSchema`) against jsonc-parser's `parseTree` alone, on a ~1 MB connection document (a large
 * `options` object with thousands of keys, just under validate's 1 000 000-byte limit) and a 100-key one.
 *
 * Each sample times parseTree and validate back to back (order alternating) on the same text; the figures
 * are medians over the samples after a warm-up, and the ratio is the median of the per-pair ratios.
 */
import { parseTree, type ParseError } from 'jsonc-parser';
import { performance } from 'node:perf_hooks';
import { updateConnectionSchema } from '../../src/kinds/connections/api';
import { validate } from '../../src/diagnostics/validate';
import { median } from './stats';

export interface DocFigures {
  label: string;
  bytes: number;
  optionKeys: number;
  validateP50Ms: number;
  parseP50Ms: number;
  ratio: number;
  samples: number;
  callsPerSample: number;
}

export interface DiagnosticsFigures {
  diagnosticsRatio1MB: number;
  diagnosticsP50Ms1MB: number;
  diagnosticsParseP50Ms1MB: number;
  diagnosticsP50Ms100Keys: number;
  diagnosticsRatio100Keys: number;
}


/** Deterministic connection document (the editable fields, as the editor shows them) of `optionKeys` custom options or about `targetBytes`. */
export function connectionDoc(optionKeys: number | undefined, targetBytes = 0): string {
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
    display_name: 'Main database',
    is_domain_connection: false,
    show_as_button: false,
    realms: ['Username-Password-Authentication'],
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
    if (Buffer.byteLength(next) > targetBytes) return text;
    text = next;
  }
}

export function measureDoc(label: string, text: string, opts: { warmup?: number; samples?: number } = {}): DocFigures {
  const warmup = opts.warmup ?? 5;
  const samples = opts.samples ?? 31;
  const problems = validate(text, updateConnectionSchema);
  if (problems.length > 0) throw new Error(`${label}: expected a valid document, got ${problems[0]!.message}`);
  // Repeat small inputs so that each timed sample lasts a few milliseconds.
  const t0 = performance.now();
  parseTree(text, [], { disallowComments: true });
  const reps = Math.max(1, Math.ceil(5 / Math.max(performance.now() - t0, 0.001)));
  const time = (fn: () => void) => {
    const start = performance.now();
    for (let r = 0; r < reps; r++) fn();
    return (performance.now() - start) / reps;
  };
  const runParse = () => void parseTree(text, [] as ParseError[], { disallowComments: true });
  const runValidate = () => void validate(text, updateConnectionSchema);
  const parse: number[] = [];
  const check: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    let p: number;
    let v: number;
    if (i % 2 === 0) {
      p = time(runParse);
      v = time(runValidate);
    } else {
      v = time(runValidate);
      p = time(runParse);
    }
    if (i < warmup) continue;
    parse.push(p);
    check.push(v);
    ratios.push(v / p);
  }
  return {
    label,
    bytes: Buffer.byteLength(text),
    optionKeys: Object.keys((JSON.parse(text) as { options: object }).options).length,
    validateP50Ms: median(check),
    parseP50Ms: median(parse),
    ratio: median(ratios),
    samples,
    callsPerSample: reps,
  };
}

export function describeDoc(f: DocFigures): string {
  return `${f.label.padEnd(8)} ${(f.bytes / 1000).toFixed(0).padStart(5)} KB, ${String(f.optionKeys).padStart(5)} option keys: ` +
    `validate p50 ${f.validateP50Ms.toFixed(3)} ms, parseTree p50 ${f.parseP50Ms.toFixed(3)} ms, ratio ${f.ratio.toFixed(2)} ` +
    `(${f.samples} pairs, ${f.callsPerSample} call(s) per sample)`;
}

export function benchDiagnostics(log: (line: string) => void = () => {}): DiagnosticsFigures {
  const big = measureDoc('1 MB', connectionDoc(undefined, 990_000));
  log(describeDoc(big));
  const small = measureDoc('100-key', connectionDoc(100 - 7));
  log(describeDoc(small));
  return {
    diagnosticsRatio1MB: big.ratio,
    diagnosticsP50Ms1MB: big.validateP50Ms,
    diagnosticsParseP50Ms1MB: big.parseP50Ms,
    diagnosticsP50Ms100Keys: small.validateP50Ms,
    diagnosticsRatio100Keys: small.ratio,
  };
}
