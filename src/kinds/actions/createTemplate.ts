/**
 * The code a new action starts with (pure, no `vscode`): its trigger's handler with a short commented example of
 * what the trigger's `api` does, and the create body (the trigger's current version, the default runtime).
 */
import { ACTION_TRIGGERS, DEFAULT_ACTION_RUNTIME, isActionTriggerId, type CreateAction } from './api';

const EXAMPLES: Readonly<Record<string, string>> = {
  'post-login': "  // if (event.user.app_metadata.blocked) api.access.deny('This account is blocked.');\n  // api.idToken.setCustomClaim('https://example.com/roles', event.authorization?.roles ?? []);",
  'credentials-exchange': "  // if (event.client.metadata.blocked === 'true') api.access.deny('invalid_client', 'This client is blocked.');\n  // api.accessToken.setCustomClaim('https://example.com/tier', 'gold');",
  'pre-user-registration': "  // if (!event.user.email?.endsWith('@example.com')) api.access.deny('domain_not_allowed', 'Sign up with your work email.');\n  // api.user.setUserMetadata('signup_source', 'web');",
  'post-user-registration': '  // Tell another system about the new user, e.g. with fetch():\n  // await fetch(event.secrets.WEBHOOK_URL, { method: \'POST\', body: JSON.stringify({ id: event.user.user_id }) });',
  'post-change-password': '  // Tell another system the password of event.user.user_id changed.',
  'send-phone-message': '  // Send event.message_options.text to event.message_options.recipient with your provider,\n  // using a key kept as a secret: event.secrets.PROVIDER_API_KEY.',
  'custom-token-exchange': "  // const subject = await validate(event.transaction.subject_token); // validate it first!\n  // api.authentication.setUserById(subject.user_id);\n  // if (!subject) api.access.rejectInvalidSubjectToken('Invalid subject token.');",
};

/** The handler of `trigger` with a commented example. */
export function codeTemplate(trigger: string): string {
  const handler = isActionTriggerId(trigger) ? ACTION_TRIGGERS[trigger].handlers[0] : 'onExecute';
  const example = EXAMPLES[trigger] ?? '  // Your code here: the trigger\'s event and api objects are in `event` and `api`.';
  return [
    '/**',
    ` * Handler that will be called during the execution of the ${trigger} trigger.`,
    ' * @param {Event} event - Details about the trigger.',
    ' * @param {Api} api - Methods to change the trigger\'s behaviour.',
    ' */',
    `exports.${handler} = async (event, api) => {`,
    example,
    '};',
    '',
  ].join('\n');
}

/** The POST body of a new action of `trigger` named `name`: the trigger's current version, the default runtime, the template. */
export function createBody(trigger: string, name: string): CreateAction {
  const version = isActionTriggerId(trigger) ? ACTION_TRIGGERS[trigger].version : undefined;
  return {
    name,
    supported_triggers: [{ id: trigger as CreateAction['supported_triggers'][number]['id'], ...(version ? { version } : {}) }],
    code: codeTemplate(trigger),
    runtime: DEFAULT_ACTION_RUNTIME,
  };
}

/** Why a new action's name is refused, or undefined (1 to 128 characters, not one the tenant has). */
export function nameProblem(name: string, taken: ReadonlySet<string>): string | undefined {
  if (name.trim().length === 0) return 'Enter a name (1 to 128 characters).';
  if (name.length > 128) return `At most 128 characters (${name.length} now).`;
  if (taken.has(name)) return `The tenant already has an action named "${name}". Choose another name.`;
  return undefined;
}
