/**
 * Compare Tenants over two free-tier tenants (two emulators at 2 requests/s, burst 2, each with a few hundred
 * resources across every kind): the command as a user runs it from the first tenant's row — the other tenant (the
 * only one), every kind (the default), the reading under its progress, the report — timed until the report is open
 * and its list of entries is offered (dismissed here). Each emulator counts its own requests and 429s.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import * as vscode from 'vscode';
import type { Services } from '../../../src/services';
import type { PickItem, Prompts } from '../../../src/ui/prompts';
import { UserCancelledError } from '../../../src/util/errors';
import { emulatorTenant, emulatorUrl, type Stats } from './tree';

export interface CompareTenantsFigures {
  ms: number;
  /** The time the reading took (the progress notification), within `ms`. */
  readMs: number;
  /** When the report's document was opened, within `ms` (the preview beside it follows). */
  reportMs: number;
  /** Requests and 429s per tenant: [first, second]. */
  requests: [number, number];
  rateLimited: [number, number];
  /** Entries of the report's list. */
  entries: number;
  routes: [Record<string, number>, Record<string, number>];
}

const SECOND_TENANT = 'bench-second';

async function control(url: string, method: string, path: string): Promise<unknown> {
  const res = await fetch(`${url}/__emulator/${path}`, { method });
  if (!res.ok) throw new Error(`emulator ${url} ${method} ${path} → ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** Answers Compare Tenants' questions as a user who takes the defaults, noting when the reading and the report end. */
class BenchPrompts implements Prompts {
  readEnd = 0;
  listShown = 0;
  entries = 0;
  problems: string[] = [];

  pick<T>(items: PickItem<T>[] | Promise<PickItem<T>[]>): Promise<T> {
    this.listShown = performance.now();
    return Promise.resolve(items).then((list) => {
      this.entries = list.length;
      throw new UserCancelledError();
    });
  }
  pickMany<T>(items: PickItem<T>[]): Promise<T[]> {
    return Promise.resolve(items.filter((i) => i.picked).map((i) => i.value));
  }
  input(): Promise<string> {
    return Promise.reject(new Error('Compare Tenants asked for input'));
  }
  openFile(): Promise<vscode.Uri> {
    return Promise.reject(new Error('Compare Tenants asked for a file'));
  }
  confirm(message: string): Promise<string> {
    return Promise.reject(new Error(`Compare Tenants asked to confirm: ${message}`));
  }
  info(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  warn(message: string): Promise<undefined> {
    this.problems.push(message);
    return Promise.resolve(undefined);
  }
  error(message: string): Promise<undefined> {
    this.problems.push(message);
    return Promise.resolve(undefined);
  }
  async progress<T>(_title: string, task: (report: (message: string) => void, signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await task(() => undefined, new AbortController().signal);
    } finally {
      this.readEnd = performance.now();
    }
  }
}

export async function compareTenants(s: Services): Promise<CompareTenantsFigures> {
  const second = (process.env.AUTH_TENANTS_BENCH_SECOND_URL ?? '').replace(/\/$/, '');
  if (!second) throw new Error('AUTH_TENANTS_BENCH_SECOND_URL is not set: run through scripts/bench.mjs');
  const first = emulatorUrl();
  const tenant = await emulatorTenant(s);
  await s.registry.save(
    { id: SECOND_TENANT, label: 'Bench second', domain: second, environment: 'staging', method: 'client-secret', clientId: 'emulator-admin', emulator: true },
    { clientSecret: 'emulator-admin-secret' },
  );
  const prompts = new BenchPrompts();
  s.prompts.current = prompts;
  // Both buckets full (burst 2 at 2/s refill in a second), both counts from zero.
  await sleep(1500);
  await Promise.all([control(first, 'POST', 'stats/reset'), control(second, 'POST', 'stats/reset')]);
  let reportAt = 0;
  const opened = vscode.workspace.onDidOpenTextDocument((d) => {
    if (!reportAt && d.languageId === 'markdown') reportAt = performance.now();
  });
  const t0 = performance.now();
  try {
    await vscode.commands.executeCommand('authTenants.compareTenants', tenant);
  } finally {
    opened.dispose();
  }
  const end = prompts.listShown || performance.now();
  if (!prompts.listShown) throw new Error(`Compare Tenants did not offer its list of entries${prompts.problems.length ? `: ${prompts.problems.join('; ')}` : ''}`);
  if (prompts.problems.length) throw new Error(`Compare Tenants reported: ${prompts.problems.join('; ')}`);
  const [a, b] = (await Promise.all([control(first, 'GET', 'stats'), control(second, 'GET', 'stats')])) as [Stats, Stats];
  return {
    ms: end - t0,
    readMs: prompts.readEnd - t0,
    reportMs: reportAt - t0,
    requests: [a.requests, b.requests],
    rateLimited: [a.rateLimited, b.rateLimited],
    entries: prompts.entries,
    routes: [a.byRoute, b.byRoute],
  };
}
