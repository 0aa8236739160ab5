/**
 * The readable report of a Test… run (pure, no `vscode`): markdown with what the action asked of `api` (claims set,
 * access denied, redirects…), its console output and its error with the line, from the test answer's result
 * (`ActionTestResult`: commands, logs, error). What the payload held is the user's own test data; it is not repeated.
 */
import type { Translate } from '../facets/view';

export interface TestCommand {
  name: string;
  args?: unknown[] | undefined;
}

export interface TestOutcome {
  commands?: TestCommand[] | undefined;
  logs?: { level: string; message: string }[] | undefined;
  error?: { name?: string | undefined; message: string; line?: number | undefined; column?: number | undefined } | undefined;
  duration_ms?: number | undefined;
}

export interface TestRun {
  action: string;
  tenant: string;
  trigger: string | undefined;
  /** When the run was made (ISO). */
  at: string;
  result: TestOutcome;
}

/** A command's arguments as short JSON (`"https://x/claim", "gold"`). */
function argsText(args: unknown[] | undefined): string {
  return (args ?? []).map((a) => {
    const text = JSON.stringify(a);
    return text === undefined ? String(a) : text.length > 200 ? `${text.slice(0, 197)}…` : text;
  }).join(', ');
}

/** A fenced block that no line of `text` can close early. */
function fenced(text: string, lang = ''): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}

/** The 1-based line of the error in the action's code, when the run reports one. */
export function errorLine(result: TestOutcome): number | undefined {
  const line = result.error?.line;
  return typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : undefined;
}

/** The one-line outcome, for the notification: passed, or the error and its line. */
export function testSummary(run: TestRun, t: Translate): string {
  const { error } = run.result;
  if (!error) return t('Test of {0} on {1}: ran without error ({2} api commands).', run.action, run.tenant, run.result.commands?.length ?? 0);
  const line = errorLine(run.result);
  const what = `${error.name ? `${error.name}: ` : ''}${error.message}`;
  return line === undefined
    ? t('Test of {0} on {1} failed: {2}', run.action, run.tenant, what)
    : t('Test of {0} on {1} failed at line {2}: {3}', run.action, run.tenant, line, what);
}

/** The report's markdown. */
export function testReport(run: TestRun, t: Translate): string {
  const { commands = [], logs = [], error, duration_ms: ms } = run.result;
  const out: string[] = [
    `# ${t('Test of {0}', run.action)}`,
    '',
    t('Tenant {0} · trigger {1} · {2}', run.tenant, run.trigger ?? t('unknown'), run.at) + (typeof ms === 'number' ? ` · ${Math.round(ms)} ms` : ''),
    '',
    `> ${t('This ran the action\'s saved draft code (not the deployed version) with the test payload; nothing on the tenant changed.')}`,
    '',
    `## ${error ? t('Result: failed') : t('Result: passed')}`,
    '',
  ];
  if (error) {
    const line = errorLine(run.result);
    out.push(line === undefined ? t('Error: {0}', `${error.name ? `${error.name}: ` : ''}${error.message}`)
      : t('Error at line {0}{1}: {2}', line, error.column ? `, column ${error.column}` : '', `${error.name ? `${error.name}: ` : ''}${error.message}`), '');
  }
  out.push(`## ${t('Commands to api ({0})', commands.length)}`, '');
  if (commands.length === 0) out.push(t('The action asked nothing of api.'), '');
  else out.push(...commands.map((c, i) => `${i + 1}. \`${c.name}(${argsText(c.args)})\``), '');
  out.push(`## ${t('Console output ({0} lines)', logs.length)}`, '');
  if (logs.length === 0) out.push(t('Nothing was logged.'), '');
  else out.push(fenced(logs.map((l) => (l.level === 'log' || l.level === 'info' ? l.message : `[${l.level}] ${l.message}`)).join('\n'), 'text'), '');
  return out.join('\n');
}
