/** Verification Templates: everything the flows need to know about the kind (pure, no `vscode`). */
import type { Kind } from '../kind';
import { listVerificationTemplates, getVerificationTemplate } from './api';
import { verificationTemplatesKind } from './editor';
import { verificationTemplatesTree } from './tree';
import { verificationTemplatesView } from './view';
import { verificationTemplatesTool } from './toolFacet';

export const verificationTemplates: Kind = {
  id: 'verification-templates',
  words: { singular: 'verification template', plural: 'Verification Templates', title: 'Verification Template' },
  icon: 'verified',
  scopes: { read: 'read:vdcs_templates', create: 'create:vdcs_templates', update: 'update:vdcs_templates', delete: 'delete:vdcs_templates' },
  tree: verificationTemplatesTree,
  tool: verificationTemplatesTool,
  view: verificationTemplatesView,
  editors: [verificationTemplatesKind],
  list: {
    page: (client, from, take, options) => listVerificationTemplates(client, { from, take }, options),
    get: (client, id, options) => getVerificationTemplate(client, id, options),
    id: (r) => String(r.id),
    name: (r) => String(r.name ?? r.id),
  },
};
