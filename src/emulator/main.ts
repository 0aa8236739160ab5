// CLI around startEmulator(): `node dist/emulator.js [options]` (see cli.ts). Exit code 2 for bad options.
import { parseCli, USAGE, UsageError } from './cli';
import { EmulatorConfigError, startEmulator } from './server';

async function main(): Promise<void> {
  let opts;
  try {
    opts = parseCli(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`emulator: ${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (opts === 'help') {
    console.log(USAGE);
    return;
  }
  let emulator;
  try {
    emulator = await startEmulator({ ...opts, log: (line) => console.log(line) });
  } catch (err) {
    if (err instanceof EmulatorConfigError) {
      console.error(`emulator: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  console.log(`Tenant emulator listening on ${emulator.url} (seed ${opts.seed}${opts.statePath ? `, state ${opts.statePath}` : ''}${opts.latencyMs ? `, every answer ${opts.latencyMs} ms late` : ''})`);
  console.log(`  token endpoint ${emulator.url}/oauth/token, audience ${emulator.url}/api/v2/`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, stopping…`);
    emulator.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`emulator: ${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
