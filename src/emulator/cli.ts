// Command-line arguments of the emulator → EmulatorOptions.
import { parseArgs } from 'node:util';
import { SEED_NAMES, type SeedName } from './seed';
import type { EmulatorOptions } from './server';

export const USAGE = `Usage: npm run emulator -- [options]
  --port N             port to listen on (default 0 = pick a free port)
  --host HOST          host to bind (default 127.0.0.1; non-loopback needs --allow-remote)
  --allow-remote       allow a non-loopback host
  --state FILE         load the tenant state from FILE and write every change back (atomically)
  --seed NAME          initial data when there is no state file: demo (default), demo-production (its
                       production twin, differing in a few ways), empty
  --templates N        at least N verification templates (generated after the seed's; benchmarks)
  --connections N      at least N connections (generated after the seed's; benchmarks)
  --rate-limit R|off   token bucket refill rate per second (default 1000; "off" disables it)
  --burst B            token bucket size (default: the rate)
  --faults SPEC        fault injection spec, e.g. "503@0.3:GET /api/v2/connections*;seed=42"
  --token-ttl S        access token lifetime in seconds (default 86400)
  --latency MS         delay every answer by MS milliseconds, as a network round trip would (default 0)
  --delivery-delay MS  event stream deliveries: first attempt after MS, retries after 1, 2, 4 × MS (default 1000)
  --verbose            log one line per request (method, path, status, duration)
  --help               show this help`;

export class UsageError extends Error {}

function num(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`--${name} must be a number between ${min} and ${max}, got "${value}"`);
  return n;
}

export function parseCli(argv: string[]): EmulatorOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string' }, host: { type: 'string' }, 'allow-remote': { type: 'boolean' }, state: { type: 'string' },
        seed: { type: 'string' }, 'rate-limit': { type: 'string' }, burst: { type: 'string' }, faults: { type: 'string' },
        'token-ttl': { type: 'string' }, verbose: { type: 'boolean' }, help: { type: 'boolean' },
        templates: { type: 'string' }, connections: { type: 'string' }, latency: { type: 'string' },
        'delivery-delay': { type: 'string' },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return 'help';
  if (values.seed !== undefined && !SEED_NAMES.includes(values.seed as SeedName)) throw new UsageError(`--seed must be ${SEED_NAMES.join(', ')}, got "${values.seed}"`);
  const opts: EmulatorOptions = {
    port: num('port', values.port, 0, 65535) ?? 0,
    host: values.host ?? '127.0.0.1',
    allowRemote: values['allow-remote'] ?? false,
    seed: (values.seed as SeedName | undefined) ?? 'demo',
    verbose: values.verbose ?? false,
  };
  if (values.state) opts.statePath = values.state;
  if (values.faults !== undefined) opts.faults = values.faults;
  const templates = num('templates', values.templates, 0, 1_000_000);
  const connections = num('connections', values.connections, 0, 1_000_000);
  if (templates !== undefined || connections !== undefined) {
    opts.size = {};
    if (templates !== undefined) opts.size.templates = Math.floor(templates);
    if (connections !== undefined) opts.size.connections = Math.floor(connections);
  }
  const latency = num('latency', values.latency, 0, 60_000);
  if (latency !== undefined) opts.latencyMs = latency;
  const deliveryDelay = num('delivery-delay', values['delivery-delay'], 0, 600_000);
  if (deliveryDelay !== undefined) opts.deliveryDelayMs = deliveryDelay;
  const ttl = num('token-ttl', values['token-ttl'], 1, 10 * 365 * 86400);
  if (ttl !== undefined) opts.tokenTtlSeconds = ttl;
  if (values['rate-limit'] === 'off') {
    opts.rateLimit = { rate: 0, burst: 0 };
  } else if (values['rate-limit'] !== undefined || values.burst !== undefined) {
    const rate = num('rate-limit', values['rate-limit'], 0.001, 1e9) ?? 1000;
    const burst = num('burst', values.burst, 1, 1e9) ?? Math.max(1, Math.ceil(rate));
    opts.rateLimit = { rate, burst };
  }
  return opts;
}
