/** All problems of a draft document: JSON syntax, the create/replace schema and the semantic checks. */
import { phoneMessageTypesSchema } from '../../kinds/phoneFactors/api';
import { createTokenExchangeProfileSchema } from '../../kinds/tokenExchangeProfiles/api';
import { validate, type CheckContext, type Problem } from '../validate';
import type { DraftKind } from './draftUris';
import { eventStreamDraftChecks, eventStreamDraftSchema } from '../../kinds/eventStreams/draft';
import { phoneFactorsChecks } from '../../kinds/phoneFactors/draft';
import { tokenExchangeProfileChecks, type ActionInfo } from '../../kinds/tokenExchangeProfiles/draft';
import { createVerificationTemplateSchema } from '../../kinds/verificationTemplates/api';
import { verificationTemplateDraftChecks } from '../../kinds/verificationTemplates/draft';
import { createConnectionSchema } from '../../kinds/connections/api';
import { connectionDraftChecks } from '../../kinds/connections/draft';

export type ExtraCheck = (value: unknown, ctx: CheckContext) => Problem[];

export interface DraftContext {
  /** The tenant's actions; undefined while unknown (the action check is skipped). */
  actions?: readonly ActionInfo[];
  /** Problems the tenant reported on the last submit. */
  server?: ExtraCheck;
}

export const draftSchemas = {
  'token-exchange-profile': createTokenExchangeProfileSchema,
  'event-stream': eventStreamDraftSchema,
  'phone-factors': phoneMessageTypesSchema,
  'verification-template': createVerificationTemplateSchema,
  connection: createConnectionSchema,
} as const;

export function draftProblems(kind: DraftKind, text: string, context: DraftContext = {}): Problem[] {
  const semantic: ExtraCheck = kind === 'phone-factors' ? phoneFactorsChecks : kind === 'event-stream' ? eventStreamDraftChecks
    : kind === 'verification-template' ? verificationTemplateDraftChecks : kind === 'connection' ? connectionDraftChecks
    : tokenExchangeProfileChecks(context.actions);
  const server = context.server;
  const problems = validate(text, draftSchemas[kind], {
    extraChecks: server ? (value, ctx) => [...semantic(value, ctx), ...server(value, ctx)] : semantic,
  });
  return withoutRepeats(problems);
}

const SEMANTIC_CODES = new Set(['reserved_namespace']);

/** A semantic check the schema also made (e.g. the reserved namespace) is shown once, as the schema's error. */
function withoutRepeats(problems: Problem[]): Problem[] {
  const schemaPaths = new Set(problems.filter((p) => p.severity === 'error' && !SEMANTIC_CODES.has(p.code ?? '') && p.code !== 'server').map((p) => JSON.stringify(p.path)));
  return problems.filter((p) => !SEMANTIC_CODES.has(p.code ?? '') || !schemaPaths.has(JSON.stringify(p.path)));
}
