/** The handlers of the commands of verification templates, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { CommandHandler } from '../facets/commands';
import { createVerificationTemplate } from './createVerificationTemplate';
import { deleteVerificationTemplate } from './deleteVerificationTemplate';
import { editVerificationTemplate } from './editVerificationTemplate';
import { openVerificationTemplate } from './openVerificationTemplate';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.editVerificationTemplate': editVerificationTemplate,
  'authTenants.createVerificationTemplate': createVerificationTemplate,
  'authTenants.deleteVerificationTemplate': deleteVerificationTemplate,
  'authTenants.openVerificationTemplate': (s, node) => openVerificationTemplate(s, s.views, node),
};
