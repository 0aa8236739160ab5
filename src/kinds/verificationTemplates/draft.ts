/**
 * The Create Verification Template draft, without `vscode`: its first text (the claims chosen in the multi-select
 * and the only dialect and issuer list the service accepts), the checks beyond the create schema, and where a
 * server error belongs.
 */
import {
  presentationOf,
  TEMPLATE_DIALECT,
  TEMPLATE_TRUSTED_ISSUERS,
  TEMPLATE_TYPE,
  type MdlClaim,
} from './api';
import { isPlainObject } from '../diff';
import { noClaimRequested } from './editor';
import { jsonText } from '../../util/jsonText';
import type { CheckContext, PathSegment, Problem } from '../../diagnostics/validate';

/** The draft's first text: a complete create body requesting `claims`. */
export function verificationTemplateDraftText(name: string, claims: readonly MdlClaim[]): string {
  return jsonText({ name, type: TEMPLATE_TYPE, dialect: TEMPLATE_DIALECT, presentation: presentationOf(claims), well_known_trusted_issuers: TEMPLATE_TRUSTED_ISSUERS });
}

/** The checks beyond the create schema: a presentation that requests nothing (a warning). */
export function verificationTemplateDraftChecks(value: unknown, ctx: CheckContext): Problem[] {
  return isPlainObject(value) ? noClaimRequested(value, ctx) : [];
}

/** The field a create error from the server is about, as a draft path; undefined if it names none. */
export function templateServerErrorPath(status: number, message: string): PathSegment[] | undefined {
  if (status === 409) return ['name'];
  if (status !== 400) return undefined;
  const property = /on property ([\w.]+?)\.?(?:\s|$)/.exec(message)?.[1];
  if (!property) return undefined;
  // The presentation keys contain dots themselves: a path below them is reported on the presentation.
  return property.startsWith('presentation') ? ['presentation'] : property.split('.');
}
