/** Verification Templates: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { verificationTemplatesCompare } from './compare';
import { verificationTemplatesFiles } from './files';
import { verificationTemplateDraft } from './draftFacet';
import { verificationTemplateWriteScopes } from './writeScopes';
import { listVerificationTemplates, getVerificationTemplate } from './api';
import { claimSummary, verificationTemplatesKind } from './editor';
import { remove } from './remove';
import { verificationTemplatesTree } from './tree';
import { verificationTemplatesView } from './view';
import { verificationTemplatesTool } from './toolFacet';

export const verificationTemplates: Kind = {
  id: 'verification-templates',
  words: { singular: 'verification template', plural: 'Verification Templates', title: 'Verification Template' },
  icon: 'verified',
  scopes: { read: 'read:vdcs_templates', create: 'create:vdcs_templates', update: 'update:vdcs_templates', delete: 'delete:vdcs_templates' },
  scopeUses: { 'read:vdcs_templates': 'list verification templates' },
  copy: () => import('./copy').then((m) => m.templateCopy),
  tree: verificationTemplatesTree,
  tool: verificationTemplatesTool,
  view: verificationTemplatesView,
  editors: [verificationTemplatesKind],
  draft: verificationTemplateDraft,
  commands: { handlers: () => import('./commands'), writeScopes: verificationTemplateWriteScopes },
  list: {
    page: (client, from, take, options) => listVerificationTemplates(client, { from, take }, options),
    get: (client, id, options) => getVerificationTemplate(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
    detail: (r) => claimSummary(r),
    pick: { take: 50, hint: 'type to filter by name, id or claim' },
  },
  compare: verificationTemplatesCompare,
  files: verificationTemplatesFiles,
  remove,
};
