/** The extension's log with every line passed through the one redactor (util/redact.ts), whoever writes it. */
import type * as vscode from 'vscode';
import { redact } from './redact';

const WRITES = new Set(['trace', 'debug', 'info', 'warn', 'error', 'append', 'appendLine', 'replace']);

const text = (value: unknown): string =>
  value instanceof Error ? redact(value.stack ?? `${value.name}: ${value.message}`) : redact(typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));

export function redactingLog(channel: vscode.LogOutputChannel): vscode.LogOutputChannel {
  return new Proxy(channel, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (typeof prop === 'string' && WRITES.has(prop)) return (...args: unknown[]) => value.apply(target, args.map(text));
      return value.bind(target);
    },
  });
}
