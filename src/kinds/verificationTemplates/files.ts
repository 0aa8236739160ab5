/**
 * Verification templates as workspace files (pure, no `vscode`): checked by the editor's document schema. The
 * service keeps issuer lists from before its current rules, so a problem there is a warning (a file has no
 * snapshot to tell an unchanged value from an edit).
 */
import type { KindFiles } from '../facets/files';
import { fileKeysOf } from '../facets/files';
import { TEMPLATE_SERVER_ONLY } from './compare';
import { verificationTemplatesKind } from './editor';

export const verificationTemplatesFiles: KindFiles = {
  keys: fileKeysOf(verificationTemplatesKind, TEMPLATE_SERVER_ONLY),
  markKeys: ['presentation', 'dialect'],
  keyField: 'name',
  check: { editor: verificationTemplatesKind, keptByService: ['well_known_trusted_issuers'] },
  createNeeds: ['name', 'type', 'dialect', 'presentation', 'well_known_trusted_issuers'],
};
