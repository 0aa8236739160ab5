/**
 * What every agent tool shares: its spec (name, zod/mini input, scopes, the confirmation of a write, the work),
 * the tenant named in the input, the scope check before any request, and the failures as a model reads them.
 *
 * Decision: a refusal (input that fails the editors' checks, a missing scope, an unknown tenant or resource) or a
 * failure is thrown as an Error whose message says what is wrong and what to do; VS Code hands that message to
 * the model as the tool's outcome. Nothing is sent before the checks pass. Messages and text answers are passed
 * through `redact`; JSON answers are built only from values that hold no secret, and pass through `withoutSecrets`.
 */
import * as vscode from 'vscode';
import type * as z from 'zod/mini';
import { toUserMessage } from '../api/errors';
import type { Services } from '../services';
import type { TenantProfile } from '../tenants/types';
import { lackedScopes } from '../tenants/writeScopes';
import type { TenantNode } from '../tree/nodes/tenantNode';
import { redact } from '../util/redact';
import { cleanLabel, cleanLines } from '../util/text';
import { withoutSecrets } from '../kinds/secrets';
import type { LmTool, PreparedInvocation, ToolConfirmation } from './lmApi';
import { toolResult } from './lmApi';

export interface ToolSpec<S extends z.ZodMiniType = z.ZodMiniType> {
  /** The name in package.json `contributes.languageModelTools`. */
  name: string;
  input: S;
  /** A write tool's confirmation: tenant, resource and the exact changes. Refuses bad input by throwing. */
  confirm?(services: Services, input: z.output<S>, signal: AbortSignal): Promise<ToolConfirmation>;
  /** Does the work; answers short text or JSON for the model. */
  run(services: Services, input: z.output<S>, signal: AbortSignal): Promise<string>;
}

/** A spec with its input type kept, for the registration table. */
export const defineTool = <S extends z.ZodMiniType>(spec: ToolSpec<S>): ToolSpec => spec as unknown as ToolSpec;

/** A refusal: nothing was sent; the message says why and what to do. */
export class ToolRefusal extends Error {
  override readonly name = 'ToolRefusal';
}

/** The input checked against the tool's schema; a refusal names each problem. */
export function checkInput<S extends z.ZodMiniType>(spec: ToolSpec<S>, input: unknown): z.output<S> {
  const parsed = spec.input.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'input'}: ${i.message}`);
  throw new ToolRefusal(vscode.l10n.t('Invalid input for {0}: {1}. Nothing was sent.', spec.name, problems.join('; ')));
}

export const isProduction = (profile: TenantProfile) => profile.environment === 'production';

/** The tenant the input names, by label (any case) or id. */
export function tenantOf(services: Services, name: string): TenantNode {
  const wanted = name.trim().toLowerCase();
  const profile = services.registry.list().find((p) => p.id === name || p.label.toLowerCase() === wanted);
  const node = profile && services.roots.get(profile.id);
  if (!node) {
    const known = services.registry.list().map((p) => p.label).join(', ') || vscode.l10n.t('none');
    throw new ToolRefusal(vscode.l10n.t('No tenant is named "{0}". Known tenants: {1}. Use listTenants.', name, known));
  }
  return node;
}

/** Throws a refusal naming the missing scope when the tenant's token has none of `needed`. */
export async function requireToolScopes(services: Services, tenant: TenantNode, needed: readonly string[] | undefined, signal?: AbortSignal): Promise<void> {
  if (!needed?.length) return;
  const lacked = lackedScopes(await services.sessions.scopes(tenant.profile.id, signal), needed);
  if (lacked.length === 0) return;
  throw new ToolRefusal(vscode.l10n.t(
    'The token for {0} lacks the scope {1}, which this tool needs; nothing was sent. Ask the user to grant it to the client in the Management API\'s client grant and reconnect the tenant.',
    tenant.profile.label, lacked.join(vscode.l10n.t(' or ')),
  ));
}

/** A failure as the model reads it: a refusal as is, anything else as the user message (403s name the scope). */
export function failureText(err: unknown): string {
  return redact(err instanceof ToolRefusal ? err.message : toUserMessage(err));
}

function signalOf(token: vscode.CancellationToken): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const sub = token.onCancellationRequested(() => controller.abort());
  if (token.isCancellationRequested) controller.abort();
  return { signal: controller.signal, dispose: () => sub.dispose() };
}

/** The object given to `vscode.lm.registerTool`: checks, confirmation, work, errors redacted and logged. */
export function toLmTool(services: Services, spec: ToolSpec): LmTool<unknown> {
  const guarded = async <T>(token: vscode.CancellationToken, work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const cancel = signalOf(token);
    try {
      return await work(cancel.signal);
    } catch (err) {
      const message = failureText(err);
      services.log.warn(`Agent tool ${spec.name}: ${message}`);
      throw new Error(message);
    } finally {
      cancel.dispose();
    }
  };
  const tool: LmTool<unknown> = {
    invoke: (options, token) => guarded(token, async (signal) => {
      const input = checkInput(spec, options.input);
      const answer = await spec.run(services, input, signal);
      // JSON answers are built from secret-free values (documents without write-only fields, chosen row fields) and
      // go through the secret description once more (names, content), staying valid JSON; text answers are redacted.
      const text = jsonWithoutSecrets(answer) ?? redact(answer);
      services.log.info(`Agent tool ${spec.name} ran`);
      return toolResult(text);
    }),
  };
  if (spec.confirm) {
    const confirm = spec.confirm;
    tool.prepareInvocation = (options, token) => guarded(token, async (signal): Promise<PreparedInvocation> => {
      const c = await confirm(services, checkInput(spec, options.input), signal);
      // Names in a confirmation come from the tenant: one clean line each, no control or bidi character, no $(icon).
      return { confirmationMessages: { title: cleanLabel(redact(c.title), 300), message: typeof c.message === 'string' ? cleanLines(redact(c.message)) : c.message } };
    });
  }
  return tool;
}

/** A JSON answer without what the secret description calls secret (kinds/secrets.ts); undefined for text. */
function jsonWithoutSecrets(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return JSON.stringify(withoutSecrets('', value));
}

/** JSON for a model: compact, no undefined. */
export const json = (value: unknown): string => JSON.stringify(value);
