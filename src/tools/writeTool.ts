/**
 * The shape of every write tool: the tenant named in the input, the write scope checked on its token, then a plan
 * made with the same checks as the commands and editors (a refusal throws before anything is sent). The plan's
 * confirmation is what `prepareInvocation` shows; `invoke` plans again from fresh reads and sends only when the
 * plan still says what the user confirmed (else it refuses: the resource changed in between).
 *
 * Decision: `invoke` sends only a change whose confirmation was recorded: `prepareInvocation` records a hash of the
 * exact confirmation (title and message, which hold every change in full) per input, and `invoke` takes it (once)
 * and compares it with the confirmation of its fresh plan. No recorded confirmation: refused before any request.
 */
import { createHash } from 'node:crypto';
import * as vscode from 'vscode';
import type * as z from 'zod/mini';
import { hasUnshown } from '../editors/resource/changeFit';
import type { Change } from '../editors/resource/changeSummary';
import { formatPath, type Problem } from '../diagnostics/validate';
import type { Services } from '../services';
import type { TenantNode } from '../tree/nodes/tenantNode';
import { cleanLabel } from '../util/text';
import { changeMarkdown } from './changeMarkdown';
import { defineTool, isProduction, requireToolScopes, tenantOf, ToolRefusal, type ToolSpec } from './toolKit';

export interface WritePlan {
  /** One line: the action, the resource and the tenant (PRODUCTION marked). */
  title: string;
  /** What is done, one per line (every value in full). Names that only identify a resource are shown cleaned. */
  lines: string[];
  /**
   * The values the write sends that `lines` show (the `changes` are checked on their own): the confirmation must show
   * them exactly, so one holding a character it cannot show (control, zero-width, direction mark) is refused.
   */
  written?: unknown;
  /** The exact field changes, when the write has them: shown after `lines`, each value in full (changeMarkdown). */
  changes?: readonly Change[];
  /** Sends the write; answers the outcome for the model. */
  send(): Promise<string>;
}

export interface WriteToolSpec<S extends z.ZodMiniType> {
  name: string;
  input: S;
  /** The write scope (any one). */
  scopes: readonly string[];
  plan(services: Services, tenant: TenantNode, input: z.output<S>, signal: AbortSignal): Promise<WritePlan>;
}

/** The confirmation's message: the tenant (with PRODUCTION), the plan's lines, then its changes (as Markdown). */
export function confirmationMessage(tenant: TenantNode, plan: Pick<WritePlan, 'title' | 'lines' | 'changes' | 'written'>): string | vscode.MarkdownString {
  const p = tenant.profile;
  const head = isProduction(p)
    ? vscode.l10n.t('Tenant: {0} ({1}) — PRODUCTION', p.label, p.domain)
    : vscode.l10n.t('Tenant: {0} ({1}, {2})', p.label, p.domain, p.environment);
  if (hasUnshown(plan.written ?? [])) {
    throw new ToolRefusal(vscode.l10n.t('{0} refused, nothing was sent: a value holds characters a confirmation cannot show (control, zero-width or direction marks). Remove them and try again.', cleanLabel(plan.title, 300)));
  }
  if (plan.changes) return changeMarkdown([head, ...plan.lines], plan.changes, plan.title);
  return [head, ...plan.lines].join('\n');
}

/** A hash of exactly what the user is asked to confirm. */
const fingerprint = (title: string, message: string | vscode.MarkdownString) =>
  createHash('sha256').update(`${title}\n${typeof message === 'string' ? message : message.value}`).digest('hex');

/** "… on Local emulator" or "… on Acme prod (PRODUCTION)". */
export const onTenant = (tenant: TenantNode) =>
  isProduction(tenant.profile) ? vscode.l10n.t('on {0} (PRODUCTION)', tenant.profile.label) : vscode.l10n.t('on {0}', tenant.profile.label);

/** The editors' problems (errors only) as one refusal. */
export function refuseProblems(problems: readonly Problem[], what: string): void {
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return;
  const list = errors.map((p) => `${formatPath(p.path) || vscode.l10n.t('(document)')}: ${p.message}`).join('; ');
  throw new ToolRefusal(vscode.l10n.t('{0} refused, nothing was sent: {1}', what, list));
}

export function defineWriteTool<S extends z.ZodMiniType>(spec: WriteToolSpec<S>): ToolSpec {
  /** A hash of what the user was asked to confirm, per input, until it is invoked. */
  const confirmed = new Map<string, string>();
  const planFor = async (services: Services, input: z.output<S>, signal: AbortSignal) => {
    const tenant = tenantOf(services, (input as { tenant: string }).tenant);
    await requireToolScopes(services, tenant, spec.scopes, signal);
    const plan = await spec.plan(services, tenant, input, signal);
    return { plan, message: confirmationMessage(tenant, plan) };
  };
  return defineTool({
    name: spec.name,
    input: spec.input,
    async confirm(services, input, signal) {
      const { plan, message } = await planFor(services, input, signal);
      confirmed.set(JSON.stringify(input), fingerprint(plan.title, message));
      return { title: plan.title, message };
    },
    async run(services, input, signal) {
      const key = JSON.stringify(input);
      const before = confirmed.get(key);
      confirmed.delete(key);
      if (before === undefined) {
        throw new ToolRefusal(vscode.l10n.t('Nothing was sent: the user has not confirmed this change (a write tool runs only after its confirmation was shown and accepted). Invoke the tool again so the user confirms it.'));
      }
      const { plan, message } = await planFor(services, input, signal);
      if (before !== fingerprint(plan.title, message)) {
        throw new ToolRefusal(vscode.l10n.t('Nothing was sent: the resource changed on the server after the user confirmed, so the confirmed changes are no longer exact. Invoke the tool again so the user confirms the current changes.'));
      }
      return plan.send();
    },
  });
}
