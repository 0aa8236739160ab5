/**
 * The MFA phone message templates of a tenant as the resource editor edits them (pure, no `vscode`): a singleton,
 * so its id is fixed (`templates`) and get/update ignore it. The document holds enrollment_message and
 * verification_message; a save PUTs both (the service requires both and replaces them), after the list of changes.
 */
import { getPhoneTemplates, phoneTemplatesObject, setPhoneTemplates, type PhoneTemplates } from './phoneApi';
import type { CheckContext, Problem } from '../../diagnostics/validate';
import type { ResourceKind } from '../kind';

export const PHONE_TEMPLATE_FIELDS = ['enrollment_message', 'verification_message'] as const;
/** The one id of the singleton, in its document URI. */
export const PHONE_TEMPLATES_ID = 'templates';

/**
 * A message without `{{code}}` would not tell the user the code to type. The service's spec states no such rule
 * (only that both messages are strings), so this is a warning, never a refusal.
 */
export function missingCodePlaceholder(value: Record<string, unknown>, at: CheckContext): Problem[] {
  return PHONE_TEMPLATE_FIELDS.flatMap((field) => {
    const text = value[field];
    if (typeof text !== 'string' || /\{\{\s*code\s*\}\}/.test(text)) return [];
    return [{
      range: at.rangeOf([field]), path: [field], severity: 'warning' as const, code: 'no_code_placeholder',
      message: `This message has no {{code}}: the user would not receive the code to type. Add {{code}} where the code goes.`,
    }];
  });
}

export const phoneTemplatesKind: ResourceKind = {
  id: 'phone-templates',
  singular: 'phone',
  title: 'Phone',
  suffix: '.phone-templates.json',
  icon: 'device-mobile',
  scopes: { get: 'read:guardian_factors', update: 'update:guardian_factors' },
  idArgument: 'templatesId',
  get: (client, _id, options) => getPhoneTemplates(client, options),
  update: (client, _id, body, options) => setPhoneTemplates(client, body as PhoneTemplates, options),
  fields: PHONE_TEMPLATE_FIELDS,
  readOnly: [],
  fieldScopes: {},
  documentSchema: () => phoneTemplatesObject(),
  locked: () => [],
  identity: () => ({ id: PHONE_TEMPLATES_ID, name: 'message templates', details: ['MFA SMS and voice'] }),
  hiddenFields: () => [],
  buildPatch: (_base, effective) => Object.fromEntries(PHONE_TEMPLATE_FIELDS.map((f) => [f, effective[f]])),
  check: (value, _input, at) => missingCodePlaceholder(value, at),
  headerNote: 'The messages sent to users who enroll a phone for MFA, and each time they verify with it',
  readOnlyNote: 'The document holds every field the service has for these templates.',
  docs: {
    document: 'The MFA phone message templates of the tenant. Saving replaces both messages after you confirm the list of changes.',
    fields: {
      enrollment_message: 'Message sent when a user enrolls a phone number. {{code}} is the code to type; {{tenant.friendly_name}} the tenant\'s name. Default: "{{code}} is your verification code for {{tenant.friendly_name}}. Please enter this code to verify your enrollment."',
      verification_message: 'Message sent each time a user verifies with the phone. {{code}} is the code to type. Default: "{{code}} is your verification code for {{tenant.friendly_name}}"',
    },
  },
};
