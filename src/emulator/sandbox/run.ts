// Runs an action's code for POST /actions/actions/{id}/test: in a fresh node:vm context (no require, process, file
// system or network; eval and new Function refused), with the trigger's `api` recording every call and `console`
// captured. The code and its promise have TEST_TIMEOUT_MS (the context's microtasks run within that time).
// `setTimeout` runs on a virtual clock: while the handler has not settled, the earliest timer fires (no waiting).
// A promise still pending with no timer left can never settle (nothing outside the context can resolve it): reported.
import { performance } from 'node:perf_hooks';
import { createContext, Script } from 'node:vm';
import { ACTION_TRIGGERS, type ActionTriggerId } from '../../kinds/actions/apiTriggers';
import { BOOTSTRAP, RUN } from './bootstrap';
import { RETURNS, TRIGGER_APIS } from './triggerApis';

export const TEST_TIMEOUT_MS = 1000;
/** At most this many timer callbacks run (a `setInterval`-like loop of timeouts ends there). */
const MAX_TIMERS = 10_000;
const FILE = 'action.js';

export interface TestRunError {
  name: string;
  message: string;
  /** 1-based line and column in the action's code, when the error points into it. */
  line?: number;
  column?: number;
}

export interface TestRunResult {
  trigger: string;
  handler: string;
  commands: { name: string; args: unknown[] }[];
  logs: { level: string; message: string }[];
  error?: TestRunError;
  duration_ms: number;
}

/** Where in action.js an error points: the first `action.js:L:C` of its stack, or the `action.js:L` heading a syntax error's. */
export function errorPosition(stack: string): { line?: number; column?: number } {
  const frame = new RegExp(`${FILE.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(stack);
  if (frame) return { line: Number(frame[1]), column: Number(frame[2]) };
  const heading = new RegExp(`^${FILE.replace('.', '\\.')}:(\\d+)`, 'm').exec(stack);
  return heading ? { line: Number(heading[1]) } : {};
}

function toError(err: unknown): TestRunError {
  const e = err as { name?: unknown; message?: unknown; stack?: unknown; code?: unknown } | undefined;
  const timedOut = e?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
  const out: TestRunError = {
    name: timedOut ? 'TimeoutError' : typeof e?.name === 'string' ? e.name : 'Error',
    message: timedOut ? `The action did not finish within ${TEST_TIMEOUT_MS} ms (an endless loop, or timers that never end) and was stopped.` : String(e?.message ?? err),
  };
  return { ...out, ...errorPosition(typeof e?.stack === 'string' ? e.stack : '') };
}

export function runAction(code: string, trigger: ActionTriggerId, event: Record<string, unknown>, timeoutMs = TEST_TIMEOUT_MS): TestRunResult {
  const handler = ACTION_TRIGGERS[trigger].handlers[0]!;
  const started = performance.now();
  const base = { trigger, handler };
  const done = (rest: Omit<TestRunResult, 'trigger' | 'handler' | 'duration_ms'>): TestRunResult =>
    ({ ...base, ...rest, duration_ms: Math.round(performance.now() - started) });
  const input = { event, methods: TRIGGER_APIS[trigger], returns: RETURNS };
  const context = createContext({ __input: JSON.stringify(input), __handler: handler }, {
    codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate',
  });
  new Script(BOOTSTRAP, { filename: 'bootstrap.js' }).runInContext(context);
  const read = (): Omit<TestRunResult, 'trigger' | 'handler' | 'duration_ms'> | undefined => {
    const text = new Script('globalThis.__outcome').runInContext(context) as string | undefined;
    if (text === undefined) return undefined;
    const outcome = JSON.parse(text) as { commands: TestRunResult['commands']; logs: TestRunResult['logs']; error?: { name: string; message: string; stack: string } };
    const error = outcome.error ? { name: outcome.error.name, message: outcome.error.message, ...errorPosition(outcome.error.stack) } : undefined;
    return { commands: outcome.commands, logs: outcome.logs, ...(error ? { error } : {}) };
  };
  const partial = () => {
    const text = new Script('JSON.stringify({ commands: globalThis.__run.commands, logs: globalThis.__run.logs })').runInContext(context, { timeout: 100 }) as string;
    return JSON.parse(text) as { commands: TestRunResult['commands']; logs: TestRunResult['logs'] };
  };
  const left = () => Math.max(1, Math.round(timeoutMs - (performance.now() - started)));
  try {
    new Script(code, { filename: FILE }).runInContext(context, { timeout: left() });
    new Script(RUN, { filename: 'run.js' }).runInContext(context, { timeout: left() });
    const tick = new Script('globalThis.__outcome === undefined && globalThis.__tick()');
    for (let n = 0; tick.runInContext(context, { timeout: left() }) === true; n++) {
      // Timers that never end (each sets another) are stopped like an endless loop.
      if (n >= MAX_TIMERS || performance.now() - started > timeoutMs) throw Object.assign(new Error('timeout'), { code: 'ERR_SCRIPT_EXECUTION_TIMEOUT' });
    }
  } catch (err) {
    let sofar: ReturnType<typeof partial> = { commands: [], logs: [] };
    try {
      sofar = partial();
    } catch { /* the context is unusable: nothing recorded */ }
    return done({ ...sofar, error: toError(err) });
  }
  const outcome = read();
  if (outcome) return done(outcome);
  return done({ ...partial(), error: { name: 'Error', message: `The ${handler} handler's promise never settled (it waits for something that never happens).` } });
}
