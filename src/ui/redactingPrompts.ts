/**
 * Every notice, confirmation and progress line passes through the one redactor (util/redact.ts) before it is shown:
 * a message built from a server text or an error never shows a credential.
 */
import { redact } from '../util/redact';
import type { Prompts } from './prompts';

export function redactingPrompts(inner: Prompts): Prompts {
  return {
    pick: (items, options) => inner.pick(items, options),
    pickMany: (items, options) => inner.pickMany(items, options),
    input: (options) => inner.input(options),
    openFile: (options) => inner.openFile(options),
    confirm: (message, options, ...buttons) =>
      inner.confirm(redact(message), options.detail === undefined ? options : { ...options, detail: redact(options.detail) }, ...buttons),
    info: (message, ...buttons) => inner.info(redact(message), ...buttons),
    warn: (message, ...buttons) => inner.warn(redact(message), ...buttons),
    error: (message, ...buttons) => inner.error(redact(message), ...buttons),
    progress: (title, task) => inner.progress(redact(title), (report, signal) => task((message) => report(redact(message)), signal)),
  };
}
