/**
 * The Node-side benchmarks of `npm run bench` (scripts/bench.mjs bundles this file to out/bench/node.js and
 * runs one section per process, against an emulator it started): prints progress on stderr and one JSON
 * object as the last line of stdout.
 *
 *   node out/bench/node.js diagnostics | paging --emulator URL --latency MS | emulator --emulator URL
 *                          | redeliver --emulator URL --rate R --burst B
 */
import { parseArgs } from 'node:util';
import { benchDiagnostics } from './diagnostics';
import { benchEmulatorRps } from './emulatorRps';
import { benchPaging } from './paging';
import { benchRedeliverSelected } from './redeliverSelected';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { emulator: { type: 'string' }, latency: { type: 'string' }, rate: { type: 'string' }, burst: { type: 'string' } } });
const log = (line: string) => process.stderr.write(`  ${line}\n`);

function emulator(): string {
  if (!values.emulator) throw new Error('--emulator URL is required');
  return values.emulator.replace(/\/$/, '');
}

async function main(): Promise<unknown> {
  switch (positionals[0]) {
    case 'diagnostics':
      return benchDiagnostics(log);
    case 'paging':
      return benchPaging(emulator(), { latencyMs: Number(values.latency), log });
    case 'emulator':
      return benchEmulatorRps(emulator(), { log });
    case 'redeliver':
      return benchRedeliverSelected(emulator(), { rate: Number(values.rate), burst: Number(values.burst), log });
    default:
      throw new Error(`unknown section ${positionals[0] ?? '(none)'}: diagnostics, paging, emulator or redeliver`);
  }
}

main().then(
  (figures) => console.log(JSON.stringify(figures)),
  (err: unknown) => {
    console.error((err as Error).stack ?? String(err));
    process.exit(1);
  },
);
