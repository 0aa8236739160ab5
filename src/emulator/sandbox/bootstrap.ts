// The code that runs inside a test run's context before and after the action's own: it builds `console`, a
// `require` that refuses, `exports`/`module`, `setTimeout` on a virtual clock and the trigger's `api` object from plain data (no host object enters
// the context, so nothing of the emulator's process is reachable from the action), then calls the handler and keeps
// its outcome as JSON text for the host to read.

/** Sets up the context; reads the JSON global `__input` ({event, methods, returns}). */
export const BOOTSTRAP = String.raw`
(() => {
  const input = JSON.parse(globalThis.__input);
  delete globalThis.__input;
  const commands = [];
  const logs = [];
  const LOG_LIMIT = 200;
  const show = (v) => {
    if (typeof v === 'string') return v;
    if (v instanceof Error) return v.stack || String(v);
    try { const s = JSON.stringify(v); return s === undefined ? String(v) : s; } catch { return String(v); }
  };
  const clone = (v) => {
    try { const s = JSON.stringify(v); return s === undefined ? null : JSON.parse(s); } catch { return String(v); }
  };
  const console = {};
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    console[level] = (...args) => {
      if (logs.length < LOG_LIMIT) logs.push({ level, message: args.map(show).join(' ').slice(0, 10000) });
    };
  }
  const api = {};
  for (const path of input.methods) {
    const [group, name] = path.split('.');
    api[group] = api[group] || {};
    api[group][name] = (...args) => {
      commands.push({ name: 'api.' + path, args: args.map(clone) });
      switch (input.returns[path]) {
        case 'undefined': return undefined;
        case 'token': return 'emulated.redirect.token';
        case 'object': return {};
        case 'boolean': return false;
        case 'cacheResult': return { type: 'success' };
        default: return api;
      }
    };
  }
  const module = { exports: {} };
  globalThis.module = module;
  globalThis.exports = module.exports;
  globalThis.console = console;
  globalThis.require = (name) => {
    throw new Error("Cannot find module '" + name + "': the emulator's test runs have no modules (no require, process, file system or network)");
  };
  // Timers on a virtual clock: a callback runs when the host calls __tick (sandbox/run.ts), earliest first.
  const timers = [];
  let seq = 0;
  let now = 0;
  globalThis.setTimeout = (fn, ms, ...args) => {
    const id = ++seq;
    timers.push({ id, at: now + Math.max(0, Number(ms) || 0), fn, args });
    return id;
  };
  globalThis.clearTimeout = (id) => {
    const i = timers.findIndex((t) => t.id === id);
    if (i >= 0) timers.splice(i, 1);
  };
  globalThis.__tick = () => {
    if (timers.length === 0) return false;
    timers.sort((a, b) => a.at - b.at || a.id - b.id);
    const t = timers.shift();
    now = t.at;
    if (typeof t.fn === 'function') t.fn(...t.args);
    return true;
  };
  globalThis.__run = { input, commands, logs, api, module, clone };
})();
`;

/** Calls the handler named by __handler; leaves `__outcome` (JSON text) once it has settled. */
export const RUN = String.raw`
(() => {
  const run = globalThis.__run;
  const handlerName = globalThis.__handler;
  const exported = run.module.exports && typeof run.module.exports === 'object' ? run.module.exports : {};
  const handler = exported[handlerName] ?? globalThis.exports[handlerName];
  const finish = (error) => {
    const out = { commands: run.commands, logs: run.logs };
    if (error !== undefined) {
      const isError = error !== null && typeof error === 'object' && 'message' in error;
      out.error = { name: isError ? String(error.name || 'Error') : 'Error', message: isError ? String(error.message) : String(error), stack: isError ? String(error.stack || '') : '' };
    }
    globalThis.__outcome = JSON.stringify(out);
  };
  if (typeof handler !== 'function') {
    finish(new TypeError('The code exports no ' + handlerName + ' handler: write exports.' + handlerName + ' = async (event, api) => { … }'));
    return;
  }
  try {
    Promise.resolve(handler(run.input.event, run.api)).then(() => finish(), (e) => finish(e === undefined ? 'undefined' : e));
  } catch (e) {
    finish(e === undefined ? 'undefined' : e);
  }
})();
`;
