/** A verification template's read-only view (pure, no `vscode`): a header that lists the mDL claims it requests. */
import { commentLine, jsonText } from '../../util/jsonText';
import type { ViewFacet } from '../facets/view';
import { MDL_CLAIMS, requestedClaims } from './api';

/** A verification template as JSONC whose header says at a glance which mDL claims it requests. */
export function renderTemplate(template: Record<string, unknown>): string {
  const claims = requestedClaims(template);
  const others = MDL_CLAIMS.filter((c) => !claims.includes(c));
  const line = commentLine;
  return [
    line(`Verification template ${String(template.name ?? template.id)}`),
    line(`Requested mDL claims (${claims.length} of ${MDL_CLAIMS.length}):`),
    ...claims.map((c) => line(`  ✔ ${c}`)),
    line(`Not requested: ${others.join(', ') || 'none'}`),
    jsonText(template),
  ].join('\n');
}

export const verificationTemplatesView: ViewFacet = { render: renderTemplate };
